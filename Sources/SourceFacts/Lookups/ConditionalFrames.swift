import DevToolsCore

/// The `#if` clauses open at a point of a file, as its directive lines are read in order: per open
/// conditional, its branches' clauses so far, the current branch's last (it holds; the earlier ones do
/// not). `ConditionalCode` (Swift's `#if`) and `PreprocessorFacts` (Objective-C's, `#ifdef` and `#elif`
/// too) read conditions through it.
struct ConditionalFrames {
    private var frames: [[CompilationCondition.Clause]] = []

    /// Every clause the code here needs, outermost first.
    var clauses: [CompilationCondition.Clause] { frames.flatMap { $0 } }

    /// `#if expression` (`holds: false` for `#ifndef`).
    mutating func open(_ expression: String, holds: Bool = true) {
        frames.append([CompilationCondition.Clause(expression: expression, holds: holds)])
    }

    /// The next branch of the innermost conditional: `#elseif expression`, or `#else` for `nil`. The
    /// branch before it no longer holds.
    mutating func next(_ expression: String?, holds: Bool = true) {
        guard var last = frames.popLast(), !last.isEmpty else { return }
        last[last.count - 1].holds = false
        if let expression { last.append(CompilationCondition.Clause(expression: expression, holds: holds)) }
        frames.append(last)
    }

    /// `#endif`.
    mutating func close() {
        _ = frames.popLast()
    }
}
