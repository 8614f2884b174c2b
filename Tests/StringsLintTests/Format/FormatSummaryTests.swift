import Foundation
import Testing
@testable import StringsLint

/// The summary the scanner keeps per value must say what the full parse says: it decides, without
/// parsing again, that a value has no `%` problem and that a translation reads the same arguments.
@Suite("Format summaries")
struct FormatSummaryTests {
    static let formats = [
        "", "plain text", "100%", "100%%", "%@", "%1$@", "%@ %d", "%1$@ %2$ld", "%2$@ %1$@", "%1$@ %@", "%1$@ %1$d",
        "%1$@ %1$@", "%0$@", "%62$d", "%63$d", "%99999999999999999999$d", "% @", "50% off", "%y", "%#@files@",
        "%2$#@files@ %d", "%1#@count@", "%qd %lld %ld %hhd %hd %zu %td %jd %Lf", "%-5.2lf %*d %.*f %*2$d",
        "%c %s %p %n", "%@ %@ %@ %@", "%@ %@ %@ %@ %@", "%1$@ %2$@ %3$@ %4$@ %5$@", "%ø", "%", "%l", "%#@unclosed",
        "Delete \"%@\"?\nIt is item 1 of %ld.", "%1$@ and %1$@", "%1$d %1$ld", "%1$d %1$@ %1$d",
    ]

    @Test("known summaries agree with the full parse: specifiers, variables, problems")
    func agreesWithTheParser() {
        for text in Self.formats {
            let format = FormatString(text)
            var copy = text
            let summary = copy.withUTF8 { FormatSummary(utf8: $0) }
            #expect(summary == FormatSummary(format), "\(text)")
            guard summary.isKnown else {
                // Too many to pack, a position past the bits, or a space flag (whether a value is a format
                // string at all then takes the full parse: `50% off` reads `% o` only as CoreFoundation would).
                #expect(
                    format.specifiers.count > FormatSummary.capacity || format.specifiers.contains { ($0.explicitPosition ?? 0) >= 62 }
                        || format.specifiers.contains(where: \.hasSpaceFlag),
                    "\(text)")
                continue
            }
            #expect(summary.hasProblems == !format.problems.isEmpty, "\(text)")
            #expect(summary.hasVariables == !format.variables.isEmpty, "\(text)")
            #expect(summary.readsArguments == format.readsArguments, "\(text)")
            #expect(summary.hasEscapedPercent == format.hasEscapedPercent, "\(text)")
        }
    }

    @Test("two summaries have the same specifiers exactly when the fast comparison finds them compatible")
    func sameSpecifiers() {
        for base in Self.formats {
            for translation in Self.formats {
                let (a, b) = (FormatSummary(FormatString(base)), FormatSummary(FormatString(translation)))
                guard a.isKnown, b.isKnown else { continue }
                let (x, y) = (FormatString(base), FormatString(translation))
                let same =
                    x.specifiers.count == y.specifiers.count
                    && zip(x.specifiers, y.specifiers).allSatisfy { $0.explicitPosition == $1.explicitPosition && $0.type == $1.type }
                #expect(a.hasSameSpecifiers(as: b) == same, "\(base) / \(translation)")
            }
        }
    }

    @Test("the scanner summarises each value from its decoded text, escapes and all")
    func scannerSummaries() {
        let text = #"""
            "a" = "100%% of %1$@";
            "b" = "Delete \"%@\"?\n%ld left";
            "c" = "\045@ and %d";
            "d" = "%\U0040 twice: \"%1$@\"";
            "e";
            "f" = plain;
            "%@";
            "g" = "%\"quoted\" \%d \\%@";
            "h" = "%1\$d and %2$@";
            "i" = "%#@na\"me@ then %d, %#@x\@y@";
            "j" = "% \ @ and % @";
            "k" = "%\U0040 \U0025d \45@";
            "l" = "tab\t%ld\n%%\r\n%1$@";
            """#
        let table = StringsFileReader.read(data: Data(text.utf8), displayPath: "t.strings", summarizesFormats: true)
        #expect(table.entries.count == 13)
        for entry in table.entries {
            let value = entry.value ?? ""
            #expect(entry.formatSummary == FormatSummary(FormatString(value)), "\(entry.key): \(value)")
        }
        let plain = StringsFileReader.read(data: Data(text.utf8), displayPath: "t.strings")
        #expect(plain.entries.allSatisfy { !$0.formatSummary.isKnown }, "only the cross-locale pass asks for summaries")
    }

    @Test("a code escape that makes a character other than ASCII leaves the raw reading right")
    func nonASCIICodeEscapes() {
        let text = #"""
            "a" = "caf\U00E9 %@ \U00E9%d %\U00E9 %#@n\U00E9@ %1$\U00E9 %l\U00E9";
            "b" = "\UD83D\UDE00 %@ %\UD83D\UDE00 \UD83D %ld \UDE00%";
            "c" = "\351%ld %\351 \351\045d %1$\351";
            "d" = "\U12%@ \U0025\U00E9 %#@abc\U0040 %d";
            """#
        let table = StringsFileReader.read(data: Data(text.utf8), displayPath: "t.strings", summarizesFormats: true)
        #expect(table.entries.count == 4)
        for entry in table.entries {
            let value = entry.value ?? ""
            #expect(entry.formatSummary == FormatSummary(FormatString(value)), "\(entry.key): \(value)")
        }
    }

    @Test("a value with escapes is never empty: each escape decodes to a character")
    func escapedValuesAreNotEmpty() {
        let text = #""a" = "\\"; "b" = "\q"; "c" = "\""; "d" = ""; "e" = "\U0041";"#
        let table = StringsFileReader.read(data: Data(text.utf8), displayPath: "t.strings")
        #expect(table.entries.map(\.hasEmptyValue) == table.entries.map { $0.value?.isEmpty == true })
        #expect(table.entries.map(\.hasEmptyValue) == [false, false, false, true, false])
    }
}
