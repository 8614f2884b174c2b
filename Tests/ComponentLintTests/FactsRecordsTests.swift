import ComponentLint
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

    static func hashes(of files: [SourceFile]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: files.map { file in
            var digest = StableHash.Digest()
            digest.add(FileBytes.read(file.absolutePath) ?? Data())
            return (file.absolutePath, digest.hex)
        })
    }

    static func rendered(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column) \($0.ruleID) \($0.severity) \($0.message)" }.sorted()
    }

    static let controller = """
        @interface ProfileComponentController : CKComponentController
        @end
        @implementation ProfileComponentController
        - (void)didMount
        {
          [super didMount];
        }
        @end

        """

    static let linter = ComponentLinter(configuration: ToolConfiguration(
        ruleSettings: Dictionary(uniqueKeysWithValues: ComponentRules.all.filter(\.isOptIn).map { ($0.id, RuleSetting.warning) }),
        baseDirectory: "/"
    ))

    @Test func readBackFactsGiveTheSameFindings() throws {
        let folder = try TemporaryFolder()
        let files = try Self.corpus(in: folder.url.appendingPathComponent("project"))
        #expect(files.count > 70)
        let expected = Self.rendered(try Self.linter.lint(files))
        #expect(expected.count > 50)

        let cache = folder.url.appendingPathComponent("cache").path
        let first = PerFileRecords(directory: cache, name: "facts-test", hashes: Self.hashes(of: files))
        #expect(Self.rendered(try Self.linter.lint(files, context: LintContext(records: first))) == expected)
        first.save()

        // Every file's facts now come from the records: remove the sources' bytes from reach by
        // emptying them, so a file that was read again would lose its findings.
        let hashes = Self.hashes(of: files)
        for file in files { try Data().write(to: URL(fileURLWithPath: file.absolutePath)) }
        let second = PerFileRecords(directory: cache, name: "facts-test", hashes: hashes)
        #expect(Self.rendered(try Self.linter.lint(files, context: LintContext(records: second))) == expected)
    }

    @Test func aChangedFileIsWorkedOutAgain() throws {
        let folder = try TemporaryFolder()
        let source = try folder.write("project/ProfileComponentController.mm",
                                      Self.controller)
        let files = [SourceFile(absolutePath: source.path, displayPath: "ProfileComponentController.mm")]
        let cache = folder.url.appendingPathComponent("cache").path
        let first = PerFileRecords(directory: cache, name: "facts-test", hashes: Self.hashes(of: files))
        #expect(try Self.linter.lint(files, context: LintContext(records: first)).map(\.ruleID) == ["controller-naming"])
        first.save()

        try folder.write("project/ProfileComponentController.mm", "@interface ProfileComponent : CKCompositeComponent\n@end\n"
                         + Self.controller)
        let second = PerFileRecords(directory: cache, name: "facts-test", hashes: Self.hashes(of: files))
        #expect(try Self.linter.lint(files, context: LintContext(records: second)).isEmpty)
    }

    @Test func aDamagedRecordsFileIsIgnored() throws {
        let folder = try TemporaryFolder()
        let source = try folder.write("project/ProfileComponentController.mm",
                                      Self.controller)
        let files = [SourceFile(absolutePath: source.path, displayPath: "ProfileComponentController.mm")]
        let cache = folder.url.appendingPathComponent("cache")
        let first = PerFileRecords(directory: cache.path, name: "facts-test", hashes: Self.hashes(of: files))
        _ = try Self.linter.lint(files, context: LintContext(records: first))
        first.save()
        let stored = cache.appendingPathComponent("facts-test.records")
        let bytes = try Data(contentsOf: stored)
        for cut in [bytes.count - 1, bytes.count / 2, 3] {
            try bytes.prefix(cut).write(to: stored)
            let damaged = PerFileRecords(directory: cache.path, name: "facts-test", hashes: Self.hashes(of: files))
            #expect(try Self.linter.lint(files, context: LintContext(records: damaged)).map(\.ruleID) == ["controller-naming"], "cut at \(cut)")
        }
    }
}
