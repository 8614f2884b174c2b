import DevToolsCore

/// What an Objective-C file's own preprocessor lines say about which of its code is built: its `#if`
/// branches (by lines, each with the clauses it needs), the macros it defines to a number (`#define
/// UseAutomaticLayout 1`) and the project headers it imports (`#import "AppDelegate.h"`). A rule's
/// finding inside a branch that these turn off (`#if 0`, the `#else` of `#if UseAutomaticLayout` when
/// an imported header defines it to 1) is in code that is never compiled (see `DisabledBranches`).
///
/// Read from the directive lines (`DirectiveLines`), only for files that have any of these.
public struct PreprocessorFacts: Sendable {
    /// One branch of an `#if`: its lines (1-based) and the clauses open there, outermost first.
    public struct Branch: Sendable {
        public var lines: ClosedRange<Int>
        public var clauses: [CompilationCondition.Clause]
    }

    public var branches: [Branch] = []
    /// `#define NAME 1`: object-like macros defined to an integer, with their lines, in file order.
    public var defines: [(name: String, value: Int, line: Int)] = []
    /// The file names of `#import "…"` and `#include "…"` (not `<…>`), without their folders.
    public var imports: [String] = []

    var isEmpty: Bool { branches.isEmpty && defines.isEmpty }

    /// The facts of a file's bytes; `nil` when it has no `#if` and no `#define` (most files).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> PreprocessorFacts? {
        let hasIf = bytes.contains(bytes: ifWord), hasDefine = bytes.contains(bytes: defineWord)
        guard hasIf || hasDefine else { return nil }
        var facts = PreprocessorFacts()
        var frames = ConditionalFrames()
        var start = 1
        DirectiveLines.forEach(in: bytes) { text, line in
            guard let (word, rest) = DirectiveLines.parts(of: text) else { return }
            switch word {
            case "define":
                let parts = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })
                if parts.count == 2, !parts[0].contains("("), let value = Int(parts[1]) {
                    facts.defines.append((String(parts[0]), value, line))
                }
                return
            case "import", "include":
                if rest.hasPrefix("\""), let end = rest.dropFirst().firstIndex(of: "\"") {
                    let path = rest[rest.index(after: rest.startIndex)..<end]
                    facts.imports.append(String(path.split(separator: "/").last ?? path))
                }
                return
            case "if", "ifdef", "ifndef", "elif", "elifdef", "elifndef", "elseif", "else", "endif":
                break
            default:
                return
            }
            // The branch that ends here: its lines, under the clauses open until now.
            let clauses = frames.clauses
            if line - 1 >= start, !clauses.isEmpty { facts.branches.append(Branch(lines: start...(line - 1), clauses: clauses)) }
            let condition = String(rest)
            switch word {
            case "if": frames.open(condition)
            case "ifdef": frames.open("defined(\(condition))")
            case "ifndef": frames.open("defined(\(condition))", holds: false)
            case "elif", "elseif": frames.next(condition)
            case "elifdef": frames.next("defined(\(condition))")
            case "elifndef": frames.next("defined(\(condition))", holds: false)
            case "else": frames.next(nil)
            default: frames.close()  // `#endif`
            }
            start = line + 1
        }
        if !hasIf { (facts.branches, facts.imports) = ([], []) }  // a header read for its defines only
        return facts.isEmpty ? nil : facts
    }

    private static let ifWord = Array("#if".utf8)
    private static let defineWord = Array("#define".utf8)
}
