import DevToolsCore

/// The Swift code inside `#if` branches whose conditions name a compilation condition (`#if
/// SNAPSHOTS`, the `#else` of `#if APPSTORE`), by lines, with what the compiler needs to build it: the
/// project's settings decide whether any configuration does (see `CompilationCondition`). Platform
/// tests alone (`#if os(iOS)`, `#if canImport(UIKit)`) are no such branch: any build may take them.
///
/// Read from the file's directive lines (`DirectiveLines`). Objective-C is left out: its conditions may
/// be macros any header defines.
enum ConditionalCode {
    /// The line ranges (1-based), in file order, each with the condition of its branches.
    static func regions(in bytes: UnsafeBufferPointer<UInt8>) -> [(lines: ClosedRange<Int>, condition: CompilationCondition)] {
        guard bytes.contains(bytes: ifWord) else { return [] }
        var found: [(lines: ClosedRange<Int>, condition: CompilationCondition)] = []
        var frames = ConditionalFrames()
        var start = 1
        DirectiveLines.forEach(in: bytes) { text, line in
            guard let directive = Directive(text) else { return }
            // The branch that ends here: its lines, under the clauses open until now.
            let clauses = frames.clauses
            if line - 1 >= start, clauses.contains(where: { CompilationCondition.namesCondition($0.expression) }) {
                found.append((start...(line - 1), CompilationCondition(clauses: clauses)))
            }
            switch directive {
            case .ifCondition(let condition): frames.open(condition)
            case .elseIfCondition(let condition): frames.next(condition)
            case .elseBranch: frames.next(nil)
            case .endIf: frames.close()
            }
            start = line + 1
        }
        return found
    }

    private enum Directive {
        case ifCondition(String)
        case elseIfCondition(String)
        case elseBranch
        case endIf

        init?(_ text: String) {
            guard let (word, written) = DirectiveLines.parts(of: text) else { return nil }
            let condition = String(written)
            switch word {
            case "if": self = .ifCondition(condition)
            case "elseif": self = .elseIfCondition(condition)
            case "else": self = .elseBranch
            case "endif": self = .endIf
            default: return nil
            }
        }
    }

    private static let ifWord = Array("#if".utf8)
}
