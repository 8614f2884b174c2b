@testable import StringsLint
import Testing

@Suite struct FormatStringTests {
    @Test func readsEverySpecifierForm() {
        let format = FormatString("%@ %1$@ %-5.2lf %hhd %llu %qd %zu %td %jd %Lf %*d %.*f %c %s %p %%")
        #expect(
            format.specifiers.map(\.text) == [
                "%@", "%1$@", "%-5.2lf", "%hhd", "%llu", "%qd", "%zu", "%td", "%jd", "%Lf", "%*d", "%.*f", "%c", "%s", "%p",
            ])
        #expect(format.specifiers[5].type == FormatArgumentType(kind: .integer, length: "ll"))
    }

    @Test func variablesAreNotSpecifiers() {
        let format = FormatString("%#@files@ in %2$#@folders@")
        #expect(format.variables == ["files", "folders"])
        #expect(format.specifiers.isEmpty)
        #expect(format.problems.isEmpty)
    }

    @Test func findsProblems() {
        #expect(FormatString("100%").problems.map(\.kind) == [.danglingPercent])
        #expect(FormatString("%y").problems.map(\.kind) == [.unknownConversion("y")])
        // CoreFoundation reads a space as a flag: `50% off` reads `% o` (octal), `50 % Rabatt` shows ' ' for
        // `% R`; a value whose only specifiers have a space flag is prose, no format string.
        #expect(FormatString("50% off").problems.map(\.kind) == [.spacedSpecifier("% o")])
        #expect(FormatString("50% off").specifiers.map(\.text) == ["% o"])
        #expect(!FormatString("50% off").readsArguments)
        #expect(FormatString("%@ 50% off").readsArguments)
        #expect(FormatString("50 % Rabatt").problems.map(\.kind) == [.unknownConversion(" R")])
        #expect(FormatString("%1$d% af").specifiers.map(\.text) == ["%1$d", "% a"])
        #expect(FormatString("%1$d% af").specifiers.map(\.type.kind) == [.integer, .floatingPoint])
        #expect(FormatString("%5 d").specifiers.map(\.text) == ["%5 d"])
        #expect(FormatString("Von % @").problems.map(\.kind) == [.spacedSpecifier("% @")])
        #expect(FormatString("Von % @").specifiers.map(\.type.kind) == [.object])
        // CoreFoundation reads a space after a width or a position as a flag too (Sequel-Ace's German
        // `Codierung: %1 @` and `%4$ @`): the object, at its position.
        #expect(FormatString("Codierung: %1 @").specifiers.map(\.explicitPosition) == [nil])
        #expect(FormatString("Codierung: %1 @").problems.map(\.kind) == [.spacedSpecifier("%1 @")])
        #expect(FormatString("%4$ @").specifiers.map(\.explicitPosition) == [4])
        #expect(
            FormatComparison.compare(base: FormatString("encoding: %1$@"), translation: FormatString("Codierung: %1 @")) == .compatible)
        #expect(FormatString("%1$@ %@").problems.map(\.kind) == [.mixedPositions])
        #expect(FormatString("%1$@ %1$d").problems.map(\.kind) == [.conflictingPosition(1)])
        #expect(FormatString("100%% of %1$@, %2$ld").problems.isEmpty)
    }

    @Test func comparesByPosition() {
        #expect(FormatComparison.compare(base: FormatString("%1$@ > %2$@"), translation: FormatString("%2$@ < %1$@")) == .compatible)
        #expect(FormatComparison.compare(base: FormatString("%@ %d"), translation: FormatString("%1$@ %2$d")) == .compatible)
        #expect(
            FormatComparison.compare(base: FormatString("%ld"), translation: FormatString("%d"))
                == .widthDiffers(
                    position: 1, base: FormatArgumentType(kind: .integer, length: "l"),
                    translation: FormatArgumentType(kind: .integer, length: "")
                ))
        #expect(
            FormatComparison.compare(base: FormatString("Go to %1$@ > %2$@"), translation: FormatString("1$@ > %2$@"))
                == .dropsArguments("never shows argument 1 (an object (%@)): it has %2$@ where the base value has %1$@ %2$@"))
        #expect(
            FormatComparison.compare(base: FormatString("Password for %@"), translation: FormatString("@@ için"))
                == .dropsArguments("never shows argument 1 (an object (%@)): it has (none) where the base value has %@"))
    }

    @Test("a translation that reads another type or more arguments is a mismatch (crash); one that reads fewer drops them (safe)")
    func severityByConsequence() {
        #expect(
            FormatComparison.compare(base: FormatString("%@ items"), translation: FormatString("%d Elemente"))
                == .mismatch("reads an integer (%d) as argument 1 where the base value reads an object (%@)"))
        #expect(
            FormatComparison.compare(base: FormatString("Hello %@"), translation: FormatString("Hallo %@ und %@"))
                == .mismatch(
                    "reads argument 2 as an object (%@), which the base value does not provide (it has %@ %@ where the base value has %@)"))
        #expect(
            FormatComparison.compare(base: FormatString("%@ sent %@"), translation: FormatString("%@ hat gesendet"))
                == .dropsArguments("never shows argument 2 (an object (%@)): it has %@ where the base value has %@ %@"))
    }

    @Test("a format string is a value that reads an argument or writes %%; prose and Interface Builder keys are not judged")
    func formatStringScope() {
        #expect(FormatStringScope.judges(key: "k", reference: FormatString("%.0f%")))
        #expect(FormatStringScope.judges(key: "k", reference: FormatString("%1$@%")))
        #expect(FormatStringScope.judges(key: "k", reference: FormatString("%#@files@")))
        // `%%` would show as two signs unless the value is formatted (Pocket Casts' "Save 50%% off your
        // first year", whose French "50 % la" then reads `% la`).
        #expect(FormatStringScope.judges(key: "k", reference: FormatString("100%% sure")))
        #expect(!FormatStringScope.judges(key: "k", reference: FormatString("{{value}}%")))
        #expect(!FormatStringScope.judges(key: "k", reference: FormatString("% of screen, Volume + 1%")))
        #expect(!FormatStringScope.judges(key: "k", reference: FormatString("Replace %0 with %1")))
        #expect(!FormatStringScope.judges(key: "2YJ-bg-OdR.title", reference: FormatString("%@ items")))
        #expect(FormatStringScope.judges(key: "2YJ-bg-OdR", reference: FormatString("%@ items")))
        #expect(FormatStringScope.isInterfaceBuilderKey("Kx2-7a-9Zq.normalTitle"))
        #expect(!FormatStringScope.isInterfaceBuilderKey("settings.title.text"))
    }
}

@Suite struct FormatComparisonInOrderTests {
    /// Values with no numbered specifier are compared in order, without maps of positions: the outcome
    /// must be the maps' on every pair of such values (up to three specifiers of four types, and a
    /// space-flagged one the base does not count).
    @Test func inOrderEqualsTheMaps() {
        let specifiers = ["%@", "%d", "%ld", "%f", "% d"]
        var values = [""]
        for _ in 1...3 { values += values.flatMap { value in specifiers.map { value + "a " + $0 } } }
        values = Array(Set(values)).sorted()
        var compared = 0
        for base in values {
            for translation in values {
                let baseFormat = FormatString(base), translationFormat = FormatString(translation)
                let intended = baseFormat.intended
                let byMaps = FormatComparison.compare(
                    expected: intended.argumentsByPosition, actual: translationFormat.argumentsByPosition,
                    describe: {
                        "\(translationFormat.specifiers.isEmpty ? "(none)" : translationFormat.specifiers.map(\.text).joined(separator: " ")) where the base value has \(intended.specifiers.isEmpty ? "(none)" : intended.specifiers.map(\.text).joined(separator: " "))"
                    })
                #expect(FormatComparison.compare(base: baseFormat, translation: translationFormat) == byMaps, "\(base) / \(translation)")
                // Without its words, the same outcome.
                let outcome = FormatComparison.compare(base: baseFormat, translation: translationFormat, describing: false)
                switch (outcome, byMaps) {
                case (.compatible, .compatible), (.widthDiffers, .widthDiffers): #expect(outcome == byMaps)
                case (.mismatch(let words), .mismatch), (.dropsArguments(let words), .dropsArguments): #expect(words.isEmpty)
                default: Issue.record("\(base) / \(translation): \(outcome) without words, \(byMaps) with them")
                }
                compared += 1
            }
        }
        #expect(compared > 10_000)
    }
}
