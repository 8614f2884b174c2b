/// Code that only debug builds compile: the `#if DEBUG` branch (`#ifdef DEBUG`, `#if defined(DEBUG)`,
/// `#if DEBUG && …`) and the `#else` of `#if !DEBUG` / `#ifndef DEBUG`. Its texts never reach a user of
/// the shipped app (PlayCover's `Button("[DEBUG] Crash app")` was reported missing from 17
/// translations), so its lookups are not checked; its literals still count as mentions, so the keys it
/// uses are not unused.
///
/// Read from the file's directive lines (`DirectiveLines`).
enum DebugOnlyCode {
    /// The line ranges (1-based) of debug-only code, in file order; empty for most files, which never
    /// say `DEBUG`.
    static func lines(in bytes: UnsafeBufferPointer<UInt8>) -> [ClosedRange<Int>] {
        guard bytes.contains(bytes: debugWord) else { return [] }
        var found: [ClosedRange<Int>] = []
        // Per open conditional: whether its current branch is debug-only, and whether its condition is
        // "not DEBUG" (whose `#else` then is).
        var frames: [(debugOnly: Bool, negated: Bool)] = []
        var start: Int?
        DirectiveLines.forEach(in: bytes) { text, line in
            let wasDebug = frames.contains { $0.debugOnly }
            apply(directive: text, to: &frames)
            let isDebug = frames.contains { $0.debugOnly }
            if !wasDebug, isDebug { start = line + 1 }
            if wasDebug, !isDebug, let from = start {
                if line - 1 >= from { found.append(from...(line - 1)) }
                start = nil
            }
        }
        return found
    }

    private static func apply(directive text: String, to frames: inout [(debugOnly: Bool, negated: Bool)]) {
        guard let (word, written) = DirectiveLines.parts(of: text) else { return }
        let condition = written.filter { $0 != " " && $0 != "\t" && $0 != "\r" }
        switch word {
        case "if":
            frames.append((isDebug(condition), isNotDebug(condition)))
        case "ifdef":
            frames.append((condition == "DEBUG", false))
        case "ifndef":
            frames.append((false, condition == "DEBUG"))
        case "elif", "elseif", "elifdef", "elifndef":
            // After `#if !DEBUG`, every other branch needs DEBUG (and so does its `#else`); after any other
            // condition, an `#elseif DEBUG` branch is debug-only and what follows it is not.
            guard let last = frames.last else { break }
            let isDebugBranch = word == "elifdef" ? condition == "DEBUG" : word != "elifndef" && isDebug(condition)
            frames[frames.count - 1] = last.negated ? (true, true) : (isDebugBranch, false)
        case "else":
            if let last = frames.last { frames[frames.count - 1] = (last.negated, false) }
        case "endif":
            _ = frames.popLast()
        default:
            break
        }
    }

    /// `DEBUG`, `(DEBUG)`, `defined(DEBUG)`, `DEBUG==1`, or `DEBUG` as one side of `&&`.
    private static func isDebug(_ condition: String) -> Bool {
        if ["DEBUG", "(DEBUG)", "defined(DEBUG)", "DEBUG==1"].contains(condition) { return true }
        guard !condition.contains("||"), !condition.contains("!") else { return false }
        return condition.components(separatedBy: "&&").contains { ["DEBUG", "(DEBUG)", "defined(DEBUG)"].contains($0) }
    }

    private static func isNotDebug(_ condition: String) -> Bool {
        ["!DEBUG", "!(DEBUG)", "!defined(DEBUG)", "DEBUG==0"].contains(condition)
    }

    private static let debugWord = Array("DEBUG".utf8)
}
