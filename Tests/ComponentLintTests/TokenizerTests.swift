@testable import ComponentLint
@testable import SourceFacts
import Testing

@Suite("Tokenizer")
struct TokenizerTests {
    func texts(_ code: String, _ language: SourceLanguage = .objectiveCPlusPlus) -> [String] {
        let source = TokenizedSource(bytes: Array(code.utf8), language: language)
        return (0..<source.count).map { source.text($0) }
    }

    @Test func commentsVanishAndStringsStayWhole() {
        #expect(texts("a /* b */ c // d\ne") == ["a", "c", "e"])
        #expect(
            texts(#"x = @"[super didMount]"; y = "q\"uote";"#) == ["x", "=", #"@"[super didMount]""#, ";", "y", "=", #""q\"uote""#, ";"])
        #expect(texts("c = 'a'; d = '\\'';") == ["c", "=", "'a'", ";", "d", "=", "'\\''", ";"])
    }

    @Test func cPlusPlusRawStrings() {
        #expect(texts(#"s = R"x(a )" b)x"; t"#) == ["s", "=", #"R"x(a )" b)x""#, ";", "t"])
        #expect(texts(#"u8R"(z)" w"#) == [#"u8R"(z)""#, "w"])
    }

    @Test func swiftNestedCommentsAndStrings() {
        #expect(texts("a /* x /* y */ z */ b", .swift) == ["a", "b"])
        #expect(texts("a /* x /* y */ z */ b", .objectiveC) == ["a", "z", "*", "/", "b"])
        #expect(
            texts("let s = \"\"\"\n  \"quoted\" x\n  \"\"\"\nnext", .swift) == [
                "let", "s", "=", "\"\"\"\n  \"quoted\" x\n  \"\"\"", "next",
            ])
        #expect(texts(##"let r = #"a "b" \n"# + x"##, .swift) == ["let", "r", "=", ##"#"a "b" \n"#"##, "+", "x"])
    }

    /// A `\` ending a line of a multi-line literal continues it: the line still counts, or every finding
    /// after it would be reported lines too high (found by the swift-syntax differential on a real app).
    @Test func swiftLineContinuationsCountTheirLines() {
        let source = TokenizedSource(bytes: Array("let s = \"\"\"\n  a \\\n  b\n  \"\"\"\nnext".utf8), language: .swift)
        #expect(source.text(source.count - 1) == "next")
        #expect(source.tokens[source.count - 1].line == 5)
    }

    /// Swift regex literals are one token (their `)` is no bracket); a `/` after a value divides.
    @Test func swiftRegexLiterals() {
        #expect(
            texts(#"s.replacing(/^\d+\)/, with: "")"#, .swift) == ["s", ".", "replacing", "(", #"/^\d+\)/"#, ",", "with", ":", #""""#, ")"])
        #expect(texts("let r = #/a / b/#; x", .swift) == ["let", "r", "=", "#/a / b/#", ";", "x"])
        #expect(texts("let h = count / 2 / 1", .swift) == ["let", "h", "=", "count", "/", "2", "/", "1"])
        #expect(texts("let q = (a) / b / c", .swift) == ["let", "q", "=", "(", "a", ")", "/", "b", "/", "c"])
        #expect(texts("let z = x! / y / 2", .swift) == ["let", "z", "=", "x", "!", "/", "y", "/", "2"])
        #expect(texts("if a == / b /", .swift).contains("/"), "a literal cannot start with a space")
        #expect(texts("let p = a /b/ c", .objectiveC) == ["let", "p", "=", "a", "/", "b", "/", "c"], "no regex literals outside Swift")
    }

    /// A Swift interpolation's code may hold literals and parentheses of its own: the literal around it
    /// is still one token (it was cut at the inner quote, leaving the rest of the line as code).
    @Test func swiftInterpolationsHoldCode() {
        #expect(texts(#"let a = "x \(f("y)", g(1))) z"; b"#, .swift) == ["let", "a", "=", #""x \(f("y)", g(1))) z""#, ";", "b"])
        #expect(texts(##"let r = #"\#(f("a"))"#; c"##, .swift) == ["let", "r", "=", ##"#"\#(f("a"))"#"##, ";", "c"])
        #expect(texts(#"let e = "\\(" ; d"#, .swift) == ["let", "e", "=", #""\\(""#, ";", "d"], "an escaped backslash, then text")
        // Nested past the limit: read, not recursed into without end.
        let deep = String(repeating: #""\("#, count: 40) + String(repeating: #")""#, count: 40)
        #expect(!texts("let x = " + deep, .swift).isEmpty)
    }

    @Test func conditionalLinesAreKeptBesideTheTokens() {
        let code = "#import <A/A.h>\n#ifdef X\na\n#  elif Y\nb\n#else\nc\n#endif\n#define M 1\nd"
        let source = TokenizedSource(bytes: Array(code.utf8), language: .objectiveC)
        #expect(source.conditionals.map(\.kind) == [.open, .branch, .otherwise, .close])
        #expect(source.conditionals.map(\.tokenIndex) == [0, 1, 2, 3])
        let swift = TokenizedSource(bytes: Array("#if os(iOS)\na\n#elseif DEBUG\nb\n#endif\n#selector(x)".utf8), language: .swift)
        #expect(swift.conditionals.map(\.kind) == [.open, .branch, .close])
    }

    @Test func preprocessorLinesAreSkippedAndBothBranchesRead() {
        #expect(texts("#import <A/A.h>\n#if X\na\n#else\nb\n#endif\n#define M(x) \\\n  x + 1\nc") == ["a", "b", "c"])
        #expect(texts("#if os(iOS)\nlet a = #selector(f)\n#endif", .swift) == ["let", "a", "=", "#", "selector", "(", "f", ")"])
    }

    @Test func positionsAreLinesAndCharacterColumns() {
        let source = TokenizedSource(bytes: Array("/* é */ ab\n  \"x\ny\" cd".utf8), language: .swift)
        #expect(source[0].line == 1 && source[0].column == 9)
        #expect(source[1].line == 2 && source[1].column == 3)
        #expect(source[2].line == 3 && source[2].column == 4)
    }

    @Test func unterminatedConstructsEndAtTheEndOfTheFile() {
        #expect(texts("a /* never closed") == ["a"])
        #expect(texts("a \"never closed") == ["a", "\"never closed"])
        #expect(texts("a R\"x(never") == ["a", "R\"x(never"])
    }

    /// Found by `scripts/fuzz tokenizer`: a string whose last byte is a backslash, or a C++ raw string
    /// cut off before its `(`, ended past the input.
    @Test(arguments: [SourceLanguage.swift, .objectiveC])
    func aBackslashAtTheEndOfTheFileStaysInside(language: SourceLanguage) {
        for code in ["x = \"abc\\", "x = \"\"\"\nabc\\", "s = R\"x*ag", "s = R\"abc"] {
            let source = TokenizedSource(bytes: Array(code.utf8), language: language)
            #expect(source.tokens.allSatisfy { Int($0.end) <= code.utf8.count && $0.end > $0.start }, "\(code.debugDescription)")
        }
    }
}
