import DevToolsCore
import Foundation
import PropertyBased
import StringsLint
import Testing

/// For random tables of keys and values with any characters: writing them in `.strings` syntax and
/// parsing gives the same table back, without a syntax finding, and Apple's parser agrees on the table.
@Suite("Round trip: write, parse, compare with Apple")
struct StringsRoundTripPropertyTests {
    /// Mostly the characters that matter to the grammar, then any scalar at all (surrogates excluded).
    static let special = Array("\"\\/*;={}()<>,% \t\n\r'@$#?!&-_.:abcXYZ019é€中👋".unicodeScalars)
    static let scalar = Gen<UInt32>.value(in: 0...0x10FFFF * 3).compactMap { pick -> Unicode.Scalar? in
        // A third each: grammar characters, ASCII (controls included), and any scalar (surrogates skipped).
        switch pick % 3 {
        case 0: special[Int(pick / 3) % special.count]
        case 1: Unicode.Scalar(1 + (pick / 3) % 0x7F)
        default: Unicode.Scalar(max(1, pick / 3))
        }
    }

    static let text = scalar.array(of: 0...24).map { scalars in
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars)
        return string
    }

    static let key = text.filter { !$0.isEmpty }

    static let table = zip(key, text).array(of: 1...12).map { pairs in
        // Distinct keys, so "the same table" has one meaning (duplicates are a rule of their own).
        var seen = Set<String>()
        return pairs.filter { seen.insert($0.0).inserted }.map { (key: $0.0, value: $0.1) }
    }

    @Test func writingThenParsingGivesTheTableBack() async {
        await propertyCheck(count: 400, input: Self.table) { table in
            let text = StringsTableWriter.write(table)
            let parsed = StringsFileReader.read(data: Data(text.utf8), displayPath: "p.strings")
            let syntax = parsed.diagnostics.filter { $0.ruleID == "syntax-error" || $0.ruleID == "silent-truncation" }
            #expect(syntax.isEmpty, "\(syntax.map(\.message)) in \(text.debugDescription)")
            #expect(parsed.entries.map(\.key) == table.map(\.key))
            #expect(parsed.entries.map(\.value) == table.map(\.value))

            let apple = try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
            let expected = Dictionary(uniqueKeysWithValues: table.map { ($0.key, $0.value) })
            #expect((apple as? [String: String]) == expected, "Apple's parser reads \(text.debugDescription) differently")
        }
    }

    @Test func theWriterEscapesWhatTheGrammarNeeds() {
        #expect(StringsTableWriter.quote("a\"b\\c\nd\u{1}") == #""a\"b\\c\nd\U0001""#)
    }
}
