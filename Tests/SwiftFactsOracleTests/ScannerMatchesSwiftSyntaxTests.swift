import ComponentLint
import SourceFacts
import DevToolsCore
import Foundation
import Testing

/// lint-components reads Swift with a hand-written scanner (a run over a large app takes a fraction of
/// a second, where parsing it with swift-syntax takes seconds and building swift-syntax minutes); these
/// tests prove it against swift-syntax's tree, as lint-strings' parser is proved against Apple's: on
/// every Swift file of the rules' examples and the test fixtures, and on generated files, the scanner's
/// facts (classes, methods with full names and `override`, super calls and the paths that reach them,
/// views touched and created) must be exactly the tree's. A difference is a scanner bug.
@Suite("Swift scanner against swift-syntax")
struct ScannerMatchesSwiftSyntaxTests {
    /// The difference, as lines only one side has.
    func difference(_ text: String) -> (scanner: [String], syntax: [String])? {
        guard let syntax = SyntaxFacts.lines(of: text) else { return nil }
        let scanner = ScannerFacts.lines(of: text)
        return (scanner.subtracting(syntax).sorted(), syntax.subtracting(scanner).sorted())
    }

    @Test("the rules' Swift examples", arguments: ComponentRules.all)
    func ruleExamples(rule: RuleDescription) throws {
        for example in rule.triggeringExamples + rule.nonTriggeringExamples {
            for (name, text) in example.files where name.hasSuffix(".swift") {
                let found = try #require(difference(text), "\(rule.id): \(name) is not Swift the parser accepts")
                #expect(
                    found.scanner.isEmpty && found.syntax.isEmpty,
                    "\(rule.id) \(name): scanner only \(found.scanner), tree only \(found.syntax)")
            }
        }
    }

    /// Every Swift file of this package (its sources, tests, fixtures and bundled examples: about 500
    /// files of real code, written without the scanner in mind).
    @Test("the package's own Swift files")
    func packageFiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        for folder in ["Sources", "Tests", "Resources", "Plugins", "scripts"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                guard let text = try? String(contentsOf: url, encoding: .utf8), let found = difference(text) else { continue }
                checked += 1
                #expect(
                    found.scanner.isEmpty && found.syntax.isEmpty, "\(url.path): scanner only \(found.scanner), tree only \(found.syntax)")
            }
        }
        #expect(checked >= 400)
    }

    /// An app's own Swift, named by DEVTOOLS_SWIFT_ORACLE_DIR (how the scanner was checked on real apps:
    /// `DEVTOOLS_SWIFT_ORACLE_DIR=~/src/app swift test --filter SwiftFactsOracleTests`).
    @Test(
        "the Swift files of the folder DEVTOOLS_SWIFT_ORACLE_DIR names",
        .enabled(if: ProcessInfo.processInfo.environment["DEVTOOLS_SWIFT_ORACLE_DIR"] != nil))
    func namedFolder() throws {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["DEVTOOLS_SWIFT_ORACLE_DIR"] ?? "")
        var checked = 0, differing = 0
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8), let found = difference(text)
            else { continue }
            checked += 1
            if !(found.scanner.isEmpty && found.syntax.isEmpty) {
                differing += 1
                Issue.record("\(url.path): scanner only \(found.scanner), tree only \(found.syntax)")
            }
        }
        print("checked \(checked) Swift files, \(differing) differ")
    }

    @Test("generated files")
    func generated() {
        let count = ProcessInfo.processInfo.environment["DEVTOOLS_SLOW_TESTS"] == "1" ? 2_000 : 300
        var failures = 0
        for seed in 0..<UInt64(count) {
            var generator = SwiftCorpusGenerator(seed: seed)
            let text = generator.file()
            guard let found = difference(text) else {
                Issue.record("seed \(seed): the generator wrote Swift the parser rejects:\n\(text)")
                continue
            }
            if !(found.scanner.isEmpty && found.syntax.isEmpty) {
                failures += 1
                if failures <= 5 { Issue.record("seed \(seed): scanner only \(found.scanner), tree only \(found.syntax)\n\(text)") }
            }
        }
        #expect(failures == 0, "\(failures) of \(count) generated files differ")
    }
}
