import Foundation
import DevToolsTestSupport
import Testing

/// Issue 15, "Output that cannot be abused or misread".
@Suite("Output that cannot be abused or misread")
struct OutputSafetyTests {
    static let hostileName = "a\u{1B}]0;pwned\u{07}.strings"

    func hostileTree() throws -> URL {
        try TemporaryTree.make([
            Self.hostileName: "\"k\u{1B}[2J\" = \"\";\n",
            "n\nl.strings": "\"x\" = \"\";\n",
        ])
    }

    @Test(
        "control characters in file names, keys and values are escaped in text, xcode and github output",
        arguments: ["text", "xcode", "github"]
    )
    func controlCharactersAreEscaped(format: String) throws {
        let dir = try hostileTree()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", format, "."], in: dir)
        #expect(result.status == 0)
        #expect(
            !result.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" },
            "no control character reaches the terminal")
        #expect(result.stdout.contains("a\\u{1B}]0;pwned\\u{7}.strings"))
        #expect(result.stdout.contains("\"k\\u{1B}[2J\""))
    }

    @Test("a newline in a file name never splits an xcode line")
    func newlineInFileNameKeepsOneLine() throws {
        let dir = try hostileTree()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "xcode", "."], in: dir)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.allSatisfy { $0.contains(": warning: ") && $0.hasSuffix("[empty-value]") })
        #expect(lines.contains { $0.hasPrefix("n\\nl.strings:1:7: warning: ") })
    }

    @Test("long lines are shown as a window around the column: a 20 MB one-line file gives a short excerpt")
    func longLineGivesAShortExcerpt() throws {
        let filler = String(repeating: "x", count: 20_000_000)
        let dir = try TemporaryTree.make(["big.strings": "\"a\" = \"\(filler)\"; \"a\" = \"y\"; \"end\" = \"z\""])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "big.strings"], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout.utf8.count < 4_000, "\(result.stdout.utf8.count) bytes")
        // The duplicate key's excerpt: a window cut on the left, the caret under the second "a".
        let lines = result.stdout.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains("[duplicate-key]") })
        let source = lines[index + 1].components(separatedBy: "| ")[1]
        let caret = lines[index + 2].components(separatedBy: "| ")[1]
        #expect(source.hasPrefix("…xxx"))
        #expect(Array(source)[caret.count - 1] == "\"")
        #expect(Array(source)[caret.count] == "a")
    }

    @Test("the caret sits under the right character for East Asian wide characters and emoji")
    func caretByDisplayWidth() throws {
        let dir = try TemporaryTree.make(["A.strings": "\"日本語\" = \"\";\n\"👍🏽\" = \"\";\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["--no-cache", "A.strings"], in: dir)
        #expect(result.stdout.contains("     1 | \"日本語\" = \"\";\n       |            ^\n"), "\(result.stdout)")
        #expect(result.stdout.contains("     2 | \"👍🏽\" = \"\";\n       |        ^\n"), "\(result.stdout)")
    }

    @Test("SARIF columnKind matches how its columns are counted (code points)")
    func sarifColumnsAreCodePoints() throws {
        // `é` as e + U+0301: one character on screen (column 7 for the value), two code points (column 8).
        let dir = try TemporaryTree.make(["A.strings": "\"e\u{301}\" = \"\";\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let xcode = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "xcode", "A.strings"], in: dir)
        #expect(xcode.stdout.hasPrefix("A.strings:1:7: warning:"))
        let sarif = try ExecutableRunner.run("lint-strings", ["--no-cache", "--format", "sarif", "A.strings"], in: dir)
        #expect(sarif.stdout.contains("\"columnKind\" : \"unicodeCodePoints\""))
        #expect(sarif.stdout.contains("\"startColumn\" : 8"), "\(sarif.stdout)")
    }
}

@Suite("Errors on stderr cannot be abused either")
struct ErrorLineSafetyTests {
    @Test("an escape in a path named on the command line is escaped in the one-line error")
    func escapeInNamedPath() throws {
        let dir = try TemporaryTree.make([:])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try ExecutableRunner.run("lint-strings", ["missing\u{1B}[2J.strings"], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr == "error: missing\\u{1B}[2J.strings: no such file or folder\n")
    }
}
