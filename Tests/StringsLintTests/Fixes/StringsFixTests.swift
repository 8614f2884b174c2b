import DevToolsCore
import DevToolsTestSupport
import Foundation
import Testing

@testable import StringsLint

/// `--fix` at the library level: every fix's documented examples (fixed exactly, or left alone), what
/// Apple's parser makes of the result, a second pass that changes nothing, and the file's own encoding,
/// byte order mark and line breaks kept.
@Suite("--fix: the fixes of .strings findings")
struct StringsFixTests {
    static let translation = "de.lproj/Localizable.strings"

    /// The translation's fixed bytes after one lint and fix pass over `files`, with the findings it had.
    static func fixPass(_ files: [String: Data]) throws -> (fixed: Data?, findings: [Diagnostic]) {
        let folder = try TemporaryFolder()
        for (path, data) in files {
            let url = folder.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let sources = try FileDiscovery(extensions: StringsLinter.fileExtensions, excludeBase: folder.path, workingDirectory: folder.path)
            .files(in: ["."])
        let findings = try StringsLinter(configuration: ToolConfiguration(baseDirectory: folder.path)).lint(sources)
        let fixes = try StringsLinter.fixes(
            for: findings, configuration: Configuration(baseDirectory: folder.path), workingDirectory: folder.path)
        return (fixes.first { $0.displayPath == translation }?.fixed, findings.filter { $0.location.file == translation })
    }

    static func files(_ example: FixExample) -> [String: Data] {
        var files = [translation: Data(example.before.utf8)]
        if let development = example.development { files["en.lproj/Localizable.strings"] = Data(development.utf8) }
        if let storyboard = example.interfaceBuilder { files["Base.lproj/Localizable.storyboard"] = Data(storyboard.utf8) }
        return files
    }

    static let cases: [(fix: any StringsFix.Type, example: FixExample)] = StringsFixer.fixes.flatMap { fix in
        fix.examples.map { (fix, $0) }
    }

    @Test(arguments: cases.indices)
    func documentedExample(_ number: Int) throws {
        let (fix, example) = Self.cases[number]
        let (fixed, findings) = try Self.fixPass(Self.files(example))
        guard let after = example.after else {
            #expect(fixed == nil, "\(fix) must leave \(example.before.debugDescription) alone")
            return
        }
        #expect(findings.contains { fix.ruleIDs.contains($0.ruleID) }, "the example triggers \(fix.ruleIDs)")
        #expect(fixed.map { String(decoding: $0, as: UTF8.self) } == after, "\(fix) on \(example.before.debugDescription)")
        #expect(AppleParser.strictlyAccepts(after), "Apple's parser reads all of \(after.debugDescription)")
        // A second pass finds nothing more to fix, and the rule's finding is gone.
        var again = Self.files(example)
        again[Self.translation] = Data(after.utf8)
        let second = try Self.fixPass(again)
        #expect(second.fixed == nil)
        #expect(!second.findings.contains { fix.ruleIDs.contains($0.ruleID) })
    }

    @Test func everyFixIsDocumentedOnItsRule() {
        for fix in StringsFixer.fixes {
            for id in fix.ruleIDs {
                let rule = StringsRules.all.first { $0.id == id }
                #expect(rule?.fix?.contains(fix.summary) == true, "\(id)")
            }
            #expect(fix.examples.contains { $0.after != nil } && fix.examples.contains { $0.after == nil }, "\(fix) shows both")
        }
    }

    /// UTF-16 (little endian, with its byte order mark) and `\r\n` line breaks: the fixed file is the
    /// same encoding, and differs from the original in the fixed span only.
    @Test func aUTF16FileStaysUTF16WithItsLineBreaks() throws {
        let before = "/* Ünïcødé */\r\n\"a\" = \"Ä\"\r\n\"b\" = \"caf\\u00e9\";\r\n"
        let after = "/* Ünïcødé */\r\n\"a\" = \"Ä\";\r\n\"b\" = \"caf\\U00e9\";\r\n"
        func utf16(_ text: String) -> Data { Data([0xFF, 0xFE]) + text.data(using: .utf16LittleEndian)! }
        let (fixed, _) = try Self.fixPass([Self.translation: utf16(before)])
        #expect(fixed == utf16(after))
    }

    @Test func aByteOrderMarkIsKept() throws {
        let mark = Data([0xEF, 0xBB, 0xBF])
        let (fixed, _) = try Self.fixPass([Self.translation: mark + Data("\"a\" = \"A\"\n\"b\" = \"B\";\n".utf8)])
        #expect(fixed == mark + Data("\"a\" = \"A\";\n\"b\" = \"B\";\n".utf8))
    }

    /// Several fixes in one file, everything else on its lines kept byte for byte. One fix uncovers the
    /// next (straight quotes make the line before a plain missing ';', which makes the two "a" a
    /// repeat): all are made in one run, so a second run has nothing to do.
    @Test func fixesTogetherKeepTheRest() throws {
        let before = "/* Title */\n\"a\" = \"A\" \t// keep\n“b” = “B”;\n\"c\" = \"\\u00e9\";\n\"a\" = \"A\"\n\"d\" = \"D\";\n"
        let (fixed, _) = try Self.fixPass([Self.translation: Data(before.utf8)])
        let text = fixed.map { String(decoding: $0, as: UTF8.self) }
        #expect(text == "/* Title */\n\"a\" = \"A\"; \t// keep\n\"b\" = \"B\";\n\"c\" = \"\\U00e9\";\n\"d\" = \"D\";\n")
        let second = try Self.fixPass([Self.translation: try #require(fixed)])
        #expect(second.fixed == nil)
    }
}
