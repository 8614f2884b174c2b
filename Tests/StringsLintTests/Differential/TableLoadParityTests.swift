import DevToolsCore
import Foundation
import Testing

@testable import StringsLint

/// `StringsTable.load`, what the HTML report's coverage counts as seen by users, against what Apple's
/// parser really returns: the entries it loads must be exactly Apple's table, however broken the text.
@Suite("Loaded entries: Apple's table")
struct TableLoadParityTests {
    /// The keys and string values of the entries `load` says Apple returns, the last definition winning.
    static func loaded(_ text: String) -> [String: String?] {
        let table = Lint.table(text)
        var result: [String: String?] = [:]
        for (position, entry) in table.entries.enumerated() where table.load.loads(entryAt: position) {
            result[entry.key] = .some(entry.value)
        }
        return result
    }

    /// Apple's table: nothing when it rejects the text or reads something other than a table.
    static func apples(_ text: String) -> [String: String?] {
        guard let table = AppleParser.parse(Data(text.utf8)).value as? [String: Any] else { return [:] }
        return table.mapValues { $0 as? String }
    }

    @Test(
        "a syntax error loads nothing; a silent stop keeps the entries before it, even when an error follows",
        arguments: [
            ("\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n", TableLoad.rejected),
            ("\"a\" = \"A\";;\n\"b\" = \"B\";\n\"c\" = \"C\";\n", .truncated(keeping: 1)),
            ("\"a\" = \"A\";\n\"b\" = \"B\";\n“c” = “C”;\n\"d\" = \"D\"\n", .truncated(keeping: 2)),
            ("\"a\" = \"A\";\n/* never closed\n\"b\" = \"B\";\n", .truncated(keeping: 1)),
            ("\"just a string\"\n", .rejected),
            ("\"a\" = \"A\";\n\"b\" = \"\\Uzz\";\n", .whole),
        ])
    func loadFollowsTheFirstStop(text: String, expected: TableLoad) {
        #expect(Lint.table(text).load == expected)
        #expect(Self.loaded(text) == Self.apples(text), "\(text.debugDescription)")
    }

    @Test("20,000 random texts of up to 24 characters: the loaded entries are Apple's table")
    func randomTexts() {
        var generator = SeededGenerator(seed: 0x10AD)
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            let length = Int.random(in: 1...24, using: &generator)
            let text = (0..<length).map { _ in TinyTextFuzzTests.alphabet.randomElement(using: &generator)! }.joined()
            let (ours, apple) = (Self.loaded(text), Self.apples(text))
            if ours != apple, mismatches.count < 12 {
                mismatches.append("\(text.debugDescription): ours \(ours), Apple's \(apple)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }
}
