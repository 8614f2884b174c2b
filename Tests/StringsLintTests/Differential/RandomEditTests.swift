import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing
@testable import StringsLint

/// Random edits anywhere in corpus excerpts — inside comments, multi-line values, escapes — with the
/// characters the grammar cares about: the verdict must still be Apple's.
@Suite(
    "Random edits: Apple's verdict",
    .requiresShared("../shared is absent: the random-edit tests need ../shared/corpus/strings") { SharedData.isAvailable })
struct RandomEditTests {
    static let alphabet: [String] = [
        "\"", "'", ";", "=", "/", "*", "/*", "*/", "//", "\\", "\\U", "{", "}", "(", ")", "<", ">", ",", "\n", " ", "“", "@", "x",
        "\u{00A0}", "\u{2028}", "\r",
    ]

    @Test("random insertions and deletions keep verdict parity with Apple")
    func verdictParity() {
        var generator = SeededGenerator(seed: 0xED17_5EED)
        var checked = 0
        var mismatches: [String] = []
        for file in CorpusText.load() where !file.text.isEmpty {
            let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
            for _ in 0..<12 {
                let start = Int.random(in: 0..<lines.count, using: &generator)
                var text = Array(lines[start..<min(lines.count, start + 12)].joined(separator: "\n"))
                for _ in 0..<Int.random(in: 1...5, using: &generator) where !text.isEmpty {
                    let at = Int.random(in: 0..<text.count, using: &generator)
                    if Bool.random(using: &generator) {
                        text.insert(contentsOf: Self.alphabet.randomElement(using: &generator)!, at: at)
                    } else {
                        text.remove(at: at)
                    }
                }
                let mutated = String(text)
                checked += 1
                let ours = Lint.syntaxErrors(mutated).isEmpty
                if ours != AppleParser.strictlyAccepts(mutated), mismatches.count < 10 {
                    mismatches.append("\(file.name) from line \(start + 1): ours accepts \(ours): \(mutated.debugDescription.prefix(300))")
                }
            }
        }
        #expect(checked > 1_500)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }
}
