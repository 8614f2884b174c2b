import Testing

@testable import StringsLint

/// Flags and look-alikes read as CoreFoundation's `__CFParseFormatSpec` reads them (issue 29): a space is
/// a flag, so `% d` is `%d` and `%1$d% af` reads `% a`; a `%` before no conversion shows only the next
/// character; a look-alike of `%` (`％@`) is printed as it is.
@Suite("Format flags and look-alikes")
struct FormatFlagTests {
    /// What a user sees: every format finding of a German translation of `english`, with its message.
    static func findings(english: String, german: String) throws -> [String] {
        try TreeLint.findings(
            [
                "en.lproj/Localizable.strings": "\"k\" = \"\(english)\";\n",
                "de.lproj/Localizable.strings": "\"k\" = \"\(german)\";\n",
            ], messages: true
        ).filter { $0.contains("format") }
    }

    @Test("a space flag reads the conversion: '% d' for '%d' is a note of style, not a dropped argument")
    func spaceFlag() throws {
        #expect(
            try Self.findings(english: "%d files", german: "% d Dateien") == [
                "de.lproj/Localizable.strings:1 note invalid-format-specifier: the value of 'k' has '% d', which Foundation reads as '%d' "
                    + "with a space flag (a positive number prints with a space before it), an argument the code must pass; write '%d', or "
                    + "'%%' if a percent sign is meant"
            ])
    }

    @Test("a space flag on an unsigned number prints nothing more")
    func unsignedSpaceFlag() throws {
        #expect(
            try Self.findings(english: "%lu files", german: "% lu Dateien") == [
                "de.lproj/Localizable.strings:1 note invalid-format-specifier: the value of 'k' has '% lu', which Foundation reads as '%lu' "
                    + "with a space flag (it prints as '%lu' does), an argument the code must pass; write '%lu', or '%%' if a percent sign "
                    + "is meant"
            ])
    }

    @Test("other flags Apple's formatter accepts are no finding", arguments: [("%d", "%+d"), ("%@", "%-5@"), ("%x", "%#x"), ("%d", "%'d")])
    func flags(_ english: String, _ german: String) throws {
        #expect(try Self.findings(english: "\(english) files", german: "\(german) Dateien").isEmpty)
    }

    @Test("a '%' before no conversion: the warning says what is shown in its place")
    func strayPercent() throws {
        #expect(
            try Self.findings(english: "%d%% done", german: "%d%У fertig") == [
                "de.lproj/Localizable.strings:1 warning invalid-format-specifier: the value of 'k' has '%У', which is not a format "
                    + "specifier: Foundation shows 'У' in place of '%У'; write '%%' for a percent sign"
            ])
        // `% R`: the space is a flag, `R` no conversion: a space is shown for all three characters.
        #expect(
            try Self.findings(english: "%d%% off", german: "%d % Rabatt") == [
                "de.lproj/Localizable.strings:1 warning invalid-format-specifier: the value of 'k' has '% R', which is not a format "
                    + "specifier: Foundation shows ' ' in place of '% R'; write '%%' for a percent sign"
            ])
    }

    @Test(
        "a look-alike of '%' prints as it is and the argument is never shown",
        arguments: [
            ("Save %@", "％@ speichern", "％@", "U+FF05 FULLWIDTH PERCENT SIGN", "%@"),
            ("%d files", "﹪d Dateien", "﹪d", "U+FE6A SMALL PERCENT SIGN", "%d"),
        ])
    func lookalike(_ english: String, _ german: String, _ text: String, _ name: String, _ plain: String) throws {
        let found = try Self.findings(english: english, german: german)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("de.lproj/Localizable.strings:1 warning format-mismatch: 'k' never shows argument 1") == true)
        #expect(
            found.first?.hasSuffix(
                "its '\(text)' begins with \(name), not '%', so Foundation prints it as it is and users see '\(text)' where the value "
                    + "belongs; write '\(plain)'") == true)
    }

    @Test("'%1$d% af' reads '% a' among numbered specifiers: an error that says so")
    func strayAmongNumbered() throws {
        #expect(
            try Self.findings(english: "%1$d%% of the files", german: "%1$d% af filerne") == [
                "de.lproj/Localizable.strings:1 error invalid-format-specifier: the value of 'k' has '% a' among numbered specifiers: "
                    + "Foundation reads it as '%a' with a space flag (a double), from an argument the code passes as something else or "
                    + "not at all, which prints garbage or crashes; write '%%' for a percent sign"
            ])
    }

    @Test("a translator's percent sign before a conversion letter reads an argument the code does not pass: an error")
    func extraArgument() throws {
        let found = try Self.findings(english: "%d%% sure", german: "%d % sicher")
        #expect(found.contains { $0.hasPrefix("de.lproj/Localizable.strings:1 error format-mismatch: 'k' reads argument 2 as a C string") })
    }

    @Test("a development value's '20% off' is its writer's percent sign: a translation writing '%%' is right")
    func developmentPercent() throws {
        let found = try Self.findings(english: "Keep %@ 20% off", german: "Behalte %@ 20 %% Rabatt")
        // Only its own note (`% o` would read an argument if the value were formatted as it is).
        #expect(found.count == 1)
        #expect(found.allSatisfy { $0.hasPrefix("en.lproj/Localizable.strings:1 note invalid-format-specifier") })
        // Prose with no other specifier is no format string at all.
        #expect(try Self.findings(english: "100% sure", german: "100 % sicher").isEmpty)
    }

    @Test("a development value that writes '%%' is formatted: a translation's '50 % la' reads an argument nobody passes")
    func escapedPercentMakesAFormat() throws {
        // Pocket Casts' French "Save 50%% off your first year".
        let found = try Self.findings(english: "Save 50%% off your first year", german: "Économisez 50 % la première année")
        #expect(
            found == [
                "de.lproj/Localizable.strings:1 error format-mismatch: 'k' reads argument 1 as a double (%lf), which the base value does "
                    + "not provide (it has % la where the base value has (none)); this prints garbage or crashes: use the same format "
                    + "specifiers as en (reordering with %1$@, %2$@ is fine)"
            ])
    }

    @Test("a trailing lone '%' is dropped: a note when the development value shows no percent sign, a warning when it does")
    func trailingPercent() throws {
        // Pocket Casts: the argument is "25%", so "%1$@%" shows "25%" whatever becomes of the last sign.
        #expect(
            try Self.findings(english: "Went up %1$@", german: "Gestiegen um %1$@%") == [
                "de.lproj/Localizable.strings:1 note invalid-format-specifier: the value of 'k' ends with a lone '%', which Foundation "
                    + "drops; the development value shows no percent sign, so users lose nothing: remove it"
            ])
        #expect(
            try Self.findings(english: "Up %d%%", german: "Plus %d%") == [
                "de.lproj/Localizable.strings:1 warning invalid-format-specifier: the value of 'k' ends with a lone '%', which Foundation "
                    + "drops: users see the text without it; write '%%' for a percent sign"
            ])
        // `%.` at the end: the '.' is still shown, and only the sign is lost.
        #expect(
            try Self.findings(english: "Up %@.", german: "Plus %@%.") == [
                "de.lproj/Localizable.strings:1 note invalid-format-specifier: the value of 'k' has '%.', which is not a format "
                    + "specifier: Foundation drops the '%' and shows '.'; the development value shows no percent sign, so users lose "
                    + "nothing: remove it"
            ])
        // Beside a dropped argument the '%' is the damaged specifier: a warning.
        #expect(
            try Self.findings(english: "Up %@.", german: "Plus @%.").contains {
                $0.hasPrefix("de.lproj/Localizable.strings:1 warning invalid-format-specifier: the value of 'k' has '%.'")
            })
    }

    @Test("a key the development table lacks is compared with itself: the code formats the key")
    func keyAsDevelopmentText() throws {
        // UTM: an English table without the key, and zh-HK drops the ID.
        let found = try TreeLint.findings(
            [
                "en.lproj/Localizable.strings": "\"other\" = \"Other\";\n",
                "zh-HK.lproj/Localizable.strings":
                    "\"Other\" = \"其他\";\n\"Cannot find VM with ID: %@\" = \"找不到虛擬機\";\n\"Start %@\" = \"啟動 %@\";\n",
            ], messages: true
        ).filter { $0.contains("format-mismatch") }
        #expect(
            found == [
                "zh-HK.lproj/Localizable.strings:2 warning format-mismatch: 'Cannot find VM with ID: %@' never shows argument 1 (an "
                    + "object (%@)): it has (none) where the base value has %@; safe at run time, but users of this language lose that "
                    + "information: add the missing specifier (reordering with %1$@, %2$@ is fine)"
            ])
    }

    @Test("a translation that adds a specifier to prose shows it as written: a warning; prose percent signs are no specifiers")
    func specifiersInProse() throws {
        // Tunnelblick's Japanese: the app shows the value as it is, so users see '%@'.
        #expect(
            try Self.findings(english: "Tunnelblick needs authorization.", german: "Tunnelblick braucht '%@' Rechte.") == [
                "de.lproj/Localizable.strings:1 warning format-mismatch: 'k' has %@ where the en value reads no argument: the app does "
                    + "not format it, so users see '%@' as it is; remove it, or give the en value the same specifiers if the code passes "
                    + "arguments"
            ])
        // Hungarian `100%-os`, Turkish `%50'den`, a placeholder word `%driver`: shown as written, and meant so.
        for german in ["100%-os töltés", "%50'den fazla", "Die %driver Datenbank", "Bis zu 100 % schneller"] {
            #expect(try Self.findings(english: "Up to 100% faster", german: german).isEmpty, "\(german)")
        }
    }

    @Test("String Catalogs: the same readings")
    func catalogs() throws {
        func catalog(_ english: String, _ german: String) -> String {
            """
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : { "k" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "\(english)" } },
              "de" : { "stringUnit" : { "state" : "translated", "value" : "\(german)" } } } } } }
            """
        }
        // `% lld` reads what `%lld` reads: no argument is dropped.
        let spaced = try TreeLint.findings(["Localizable.xcstrings": catalog("%lld files", "% lld Dateien")], messages: true)
        #expect(!spaced.contains { $0.contains("format-mismatch") })
        let dropped = try TreeLint.findings(["Localizable.xcstrings": catalog("%lld files", "lld Dateien")], messages: true)
        #expect(dropped.contains { $0.contains("format-mismatch") })
        let lookalike = try TreeLint.findings(["Localizable.xcstrings": catalog("Save %@", "％@ speichern")], messages: true)
            .filter { $0.contains("format-mismatch") }
        #expect(lookalike.count == 1)
        #expect(lookalike.first?.contains("begins with U+FF05 FULLWIDTH PERCENT SIGN") == true)
    }
}
