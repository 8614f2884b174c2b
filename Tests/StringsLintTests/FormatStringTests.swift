import StringsLint
import Testing

@Suite struct FormatStringTests {
    @Test func readsEverySpecifierForm() {
        let format = FormatString("%@ %1$@ %-5.2lf %hhd %llu %qd %zu %td %jd %Lf %*d %.*f %c %s %p %%")
        #expect(format.specifiers.map(\.text) == [
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
        #expect(FormatString("50% off").problems.map(\.kind) == [.unknownConversion(" ")])
        #expect(FormatString("Von % @").problems.map(\.kind) == [.spacedSpecifier("% @")])
        #expect(FormatString("Von % @").specifiers.map(\.type.kind) == [.object])
        #expect(FormatString("%1$@ %@").problems.map(\.kind) == [.mixedPositions])
        #expect(FormatString("%1$@ %1$d").problems.map(\.kind) == [.conflictingPosition(1)])
        #expect(FormatString("100%% of %1$@, %2$ld").problems.isEmpty)
    }

    @Test func comparesByPosition() {
        #expect(FormatComparison.compare(base: FormatString("%1$@ > %2$@"), translation: FormatString("%2$@ < %1$@")) == .compatible)
        #expect(FormatComparison.compare(base: FormatString("%@ %d"), translation: FormatString("%1$@ %2$d")) == .compatible)
        #expect(FormatComparison.compare(base: FormatString("%ld"), translation: FormatString("%d")) == .widthDiffers(
            position: 1, base: FormatArgumentType(kind: .integer, length: "l"), translation: FormatArgumentType(kind: .integer, length: "")
        ))
        #expect(FormatComparison.compare(base: FormatString("Go to %1$@ > %2$@"), translation: FormatString("1$@ > %2$@"))
            == .mismatch("has the format specifiers %2$@ where the base value has %1$@ %2$@"))
        #expect(FormatComparison.compare(base: FormatString("Password for %@"), translation: FormatString("@@ için"))
            == .mismatch("has the format specifiers (none) where the base value has %@"))
    }
}
