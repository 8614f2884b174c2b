import ComponentLint
import SourceFacts
import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing

/// The per-file facts cache: a run that reads every file's facts back from the records reports exactly
/// what a run that works them out reports, on every rule example and the real-code traps; a changed
/// file is worked out again, and a damaged records file is ignored.
@Suite("lint-components facts read back from the cache")
struct FactsRecordsTests {
    static let traps = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("Traps")

    /// Every rule example's files, each example in its own folder, plus the traps.
    static func corpus(in folder: URL) throws -> [SourceFile] {
        var number = 0
        for rule in ComponentRules.all {
            for example in rule.triggeringExamples + rule.nonTriggeringExamples {
                number += 1
                for (name, text) in example.files {
                    let file = folder.appendingPathComponent("example\(number)/\(name)")
                    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: file)
                }
            }
        }
        try FileManager.default.copyItem(at: traps, to: folder.appendingPathComponent("Traps"))
        let discovery = FileDiscovery(extensions: ComponentLinter.fileExtensions, excludeBase: folder.path, workingDirectory: folder.path)
        return try discovery.files(in: [folder.path])
    }

    /// Files written within two seconds of their record are worked out again ("racy git"): age them.
    /// A controller without its component, and a file of no consequence, both aged.
    static func controllerAndOther(in folder: TemporaryFolder) throws -> [SourceFile] {
        let controller = try folder.write("project/ProfileComponentController.mm", Self.controller)
        let other = try folder.write("project/Other.mm", "@interface Other : NSObject\n@end\n")
        let files = [controller, other].map { SourceFile(absolutePath: $0.path, displayPath: $0.lastPathComponent) }
        try age(files)
        return files
    }

    static func age(_ files: [SourceFile]) throws {
        for file in files {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: file.absolutePath)
        }
    }

    static func rendered(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID) \($0.severity) \($0.message)" }
            .sorted()
    }

    static let controller = SampleSources.profileComponentController

    static let linter = ComponentLinter(
        configuration: ToolConfiguration(
            ruleSettings: Dictionary(uniqueKeysWithValues: ComponentRules.all.filter(\.isOptIn).map { ($0.id, RuleSetting.warning) }),
            baseDirectory: "/"
        ))

    @Test func readBackFactsGiveTheSameFindings() throws {
        let folder = try TemporaryFolder()
        let files = try Self.corpus(in: folder.url.appendingPathComponent("project"))
        try Self.age(files)
        #expect(files.count > 70)
        let expected = Self.rendered(try Self.linter.lint(files))
        #expect(expected.count > 50)

        let cache = folder.url.appendingPathComponent("cache").path
        let first = PerFileRecords(directory: cache, name: "facts-test")
        #expect(Self.rendered(try Self.linter.lint(files, context: LintContext(records: first))) == expected)
        #expect(first.readCount == 0)
        first.save()

        let second = PerFileRecords(directory: cache, name: "facts-test")
        #expect(Self.rendered(try Self.linter.lint(files, context: LintContext(records: second))) == expected)
        #expect(second.readCount == files.count, "every file's facts read back")
    }

    @Test func aChangedFileIsWorkedOutAgain() throws {
        let folder = try TemporaryFolder()
        let source = try folder.write("project/ProfileComponentController.mm", Self.controller)
        let files = [SourceFile(absolutePath: source.path, displayPath: "ProfileComponentController.mm")]
        try Self.age(files)
        let cache = folder.url.appendingPathComponent("cache").path
        let first = PerFileRecords(directory: cache, name: "facts-test")
        #expect(try Self.linter.lint(files, context: LintContext(records: first)).map(\.ruleID) == ["controller-naming"])
        first.save()

        try folder.write(
            "project/ProfileComponentController.mm", "@interface ProfileComponent : CKCompositeComponent\n@end\n" + Self.controller)
        let second = PerFileRecords(directory: cache, name: "facts-test")
        #expect(try Self.linter.lint(files, context: LintContext(records: second)).isEmpty)
        #expect(second.readCount == 0)
    }

    /// A run after a one-file change appends that file's record; the next run reads every file back,
    /// the changed one as it is now.
    @Test func aChangedFilesRecordIsAppendedAndWins() throws {
        let folder = try TemporaryFolder()
        let files = try Self.controllerAndOther(in: folder)
        let cache = folder.url.appendingPathComponent("cache")
        let first = PerFileRecords(directory: cache.path, name: "facts-test")
        #expect(try Self.linter.lint(files, context: LintContext(records: first)).map(\.ruleID) == ["controller-naming"])
        first.save()
        let size = try Data(contentsOf: cache.appendingPathComponent("facts-test.records")).count

        try folder.write("project/Other.mm", "@interface ProfileComponent : CKCompositeComponent\n@end\n")
        try Self.age([files[1]])  // (ageing changes a file's status time, which is part of its stamp)
        let second = PerFileRecords(directory: cache.path, name: "facts-test")
        #expect(try Self.linter.lint(files, context: LintContext(records: second)).isEmpty)
        #expect(second.readCount == 1)
        second.save()
        let grown = try Data(contentsOf: cache.appendingPathComponent("facts-test.records")).count
        #expect(grown > size && grown < 2 * size, "appended, not rewritten: \(size) -> \(grown)")

        let third = PerFileRecords(directory: cache.path, name: "facts-test")
        #expect(try Self.linter.lint(files, context: LintContext(records: third)).isEmpty)
        #expect(third.readCount == 2)
    }

    /// The records hold the last run's files only: a file gone from the run is dropped from them.
    @Test func aFileGoneFromTheRunIsDropped() throws {
        let folder = try TemporaryFolder()
        let files = try Self.controllerAndOther(in: folder)
        let cache = folder.url.appendingPathComponent("cache")
        let first = PerFileRecords(directory: cache.path, name: "facts-test")
        _ = try Self.linter.lint(files, context: LintContext(records: first))
        first.save()
        let size = try Data(contentsOf: cache.appendingPathComponent("facts-test.records")).count

        let second = PerFileRecords(directory: cache.path, name: "facts-test")
        _ = try Self.linter.lint([files[0]], context: LintContext(records: second))
        #expect(second.readCount == 1)
        second.save()
        let shrunk = try Data(contentsOf: cache.appendingPathComponent("facts-test.records")).count
        #expect(shrunk < size, "rewritten without Other.mm: \(size) -> \(shrunk)")

        let third = PerFileRecords(directory: cache.path, name: "facts-test")
        _ = try Self.linter.lint(files, context: LintContext(records: third))
        #expect(third.readCount == 1, "Other.mm is worked out again")
    }

    @Test func anotherVersionOfAFileIsNeitherReadNorRecorded() throws {
        let folder = try TemporaryFolder()
        let source = try folder.write("project/ProfileComponentController.mm", Self.controller)
        let exported = try folder.write(
            "export/ProfileComponentController.mm", "@interface ProfileComponent : CKCompositeComponent\n@end\n" + Self.controller)
        let plain = SourceFile(absolutePath: source.path, displayPath: "ProfileComponentController.mm")
        let overlaid = SourceFile(absolutePath: source.path, displayPath: "ProfileComponentController.mm", contentPath: exported.path)
        try Self.age([plain, SourceFile(absolutePath: exported.path, displayPath: "x")])
        let cache = folder.url.appendingPathComponent("cache").path
        let first = PerFileRecords(directory: cache, name: "facts-test")
        #expect(try Self.linter.lint([plain], context: LintContext(records: first)).map(\.ruleID) == ["controller-naming"])
        first.save()
        let second = PerFileRecords(directory: cache, name: "facts-test")
        #expect(try Self.linter.lint([overlaid], context: LintContext(records: second)).isEmpty)
        second.save()
        let third = PerFileRecords(directory: cache, name: "facts-test")
        #expect(try Self.linter.lint([plain], context: LintContext(records: third)).map(\.ruleID) == ["controller-naming"])
        #expect(third.readCount == 1)
    }

    @Test func aDamagedRecordsFileIsIgnored() throws {
        let project = try RecordedProject(["ProfileComponentController.mm": Self.controller])
        let stored = project.cache.appendingPathComponent("facts-test.records")
        let bytes = try Data(contentsOf: stored)
        for cut in [bytes.count - 1, bytes.count / 2, 3] {
            try bytes.prefix(cut).write(to: stored)
            #expect(
                try Self.linter.lint(project.files, context: LintContext(records: project.records())).map(\.ruleID) == [
                    "controller-naming"
                ],
                "cut at \(cut)")
        }
    }

    /// Records left by another build (an upgrade) are not read; the new ones replace them, rather than
    /// being appended behind a header that no later run reads either (that cost a second full run).
    @Test func recordsOfAnotherBuildAreReplacedNotAppendedTo() throws {
        let project = try RecordedProject(["ProfileComponentController.mm": Self.controller])
        let files = project.files
        // The header is the layout's name, then the build's identity (each a length and its bytes).
        let stored = project.cache.appendingPathComponent("facts-test.records")
        var bytes = [UInt8](try Data(contentsOf: stored))
        let identity = 1 + Int(bytes[0]) + 1
        bytes[identity] = bytes[identity] == UInt8(ascii: "X") ? UInt8(ascii: "Y") : UInt8(ascii: "X")
        try Data(bytes).write(to: stored)

        let upgraded = project.records()
        _ = try Self.linter.lint(files, context: LintContext(records: upgraded))
        #expect(upgraded.readCount == 0, "another build's records are not read")
        upgraded.save()
        let next = project.records()
        #expect(try Self.linter.lint(files, context: LintContext(records: next)).map(\.ruleID) == ["controller-naming"])
        #expect(next.readCount == 1, "the new build's record is read back")
    }

    /// In a run listed from git's index a file is known by its staged content's id, with no `stat`:
    /// its record is found again for that id even right after a write (no "racy" wait), but the facts of
    /// work-tree bytes that are not that content are never filed under it.
    @Test func aFileKnownByItsContentIDIsRecordedOnlyForThatContent() throws {
        let folder = try TemporaryFolder()
        let source = try folder.write("project/ProfileComponentController.mm", Self.controller)
        let staged = Array(Self.controller.utf8).withUnsafeBufferPointer { FileStamp.content(GitBlobID.of($0)) }
        let file = SourceFile(absolutePath: source.path, displayPath: "ProfileComponentController.mm", content: staged)
        let cache = folder.url.appendingPathComponent("cache").path
        let first = PerFileRecords(directory: cache, name: "facts-test")
        #expect(try Self.linter.lint([file], context: LintContext(records: first)).map(\.ruleID) == ["controller-naming"])
        first.save()
        let second = PerFileRecords(directory: cache, name: "facts-test")
        _ = try Self.linter.lint([file], context: LintContext(records: second))
        #expect(second.readCount == 1, "found by its id, though written a moment ago")

        // The work tree now holds other bytes than the index's: linted as read, not recorded.
        _ = try folder.write("project/ProfileComponentController.mm", "@interface Plain : NSObject\n@end\n")
        let third = PerFileRecords(directory: cache, name: "facts-test")
        let other = SourceFile(absolutePath: source.path, displayPath: "ProfileComponentController.mm", content: .content([1, 2, 3]))
        #expect(try Self.linter.lint([other], context: LintContext(records: third)).isEmpty)
        third.save()
        let fourth = PerFileRecords(directory: cache, name: "facts-test")
        #expect(try Self.linter.lint([other], context: LintContext(records: fourth)).isEmpty)
        #expect(fourth.readCount == 0, "no record under an id its bytes do not have")
    }
}
