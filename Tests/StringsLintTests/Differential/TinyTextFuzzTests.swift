import DevToolsCore
import Foundation
import Testing
@testable import StringsLint

/// Short random texts over the characters the grammar turns on: every quirk of Apple's parser
/// (resets after an unclosed quote, arrays that swallow errors, `/` as a word) meets ours here.
@Suite("Tiny random texts: Apple's verdict")
struct TinyTextFuzzTests {
    static let alphabet: [String] = [
        "a", "b", "\"", "'", ";", "=", "{", "}", "(", ")", "<", ">", ",", "/", "*", "\\", "\n", " ", "0", "U", "“", "\r",
    ]

    @Test("40,000 random texts of up to 24 characters get Apple's verdict")
    func verdictParity() {
        var generator = SeededGenerator(seed: 0x7157)
        var mismatches: [String] = []
        for _ in 0..<40_000 {
            let length = Int.random(in: 1...24, using: &generator)
            let text = (0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! }.joined()
            let errors = Lint.syntaxErrors(text)
            let ours = errors.isEmpty
            let apple = AppleParser.strictlyAccepts(text)
            // Inside braces the probe entry cannot be added, so a silent stop there (a stray quote
            // before the closing brace) is Apple accepting the text: the definition of a truncation.
            let braced = text.drop(while: { $0.isWhitespace }).first == "{"
            if braced && apple && errors.allSatisfy({ $0.ruleID == SilentTruncationRule.id }) { continue }
            if ours != apple, mismatches.count < 12 {
                mismatches.append("\(text.debugDescription): ours accepts \(ours)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }
}
