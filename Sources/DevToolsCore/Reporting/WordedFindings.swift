import Dispatch

/// A report's findings in order, each with its words, for a reporter to write one after the other.
///
/// A finding whose words are deferred (`Diagnostic.Words`) has them written here, a batch ahead of the
/// reporter and on every core: a report of a million such findings would otherwise write all their
/// text on one thread, after the lint that found them in parallel. The next batch is written while the
/// reporter writes out this one. A batch's words are kept only until the reporter has passed it, so
/// memory stays that of the findings.
public struct WordedFindings: Sequence {
    /// Findings a batch: enough to share among the cores, few enough to be a few megabytes of text.
    static let batchSize = 8192

    let diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public func makeIterator() -> Iterator {
        Iterator(diagnostics: diagnostics)
    }

    public struct Iterator: IteratorProtocol {
        let diagnostics: [Diagnostic]
        private var position = 0
        private var batchStart = 0
        private var batch: [Diagnostic.Words] = []
        /// The batch after this one, being written.
        private var pending: PendingBatch?

        init(diagnostics: [Diagnostic]) {
            self.diagnostics = diagnostics
        }

        public mutating func next() -> (diagnostic: Diagnostic, words: Diagnostic.Words)? {
            guard position < diagnostics.count else { return nil }
            if position == batchStart + batch.count {
                batchStart = position
                let end = Swift.min(position + WordedFindings.batchSize, diagnostics.count)
                batch = pending?.wait() ?? Self.words(of: diagnostics[position..<end])
                let following = Swift.min(end + WordedFindings.batchSize, diagnostics.count)
                pending = end < following ? PendingBatch(diagnostics[end..<following]) : nil
            }
            defer { position += 1 }
            return (diagnostics[position], batch[position - batchStart])
        }

        /// The words of `findings`, in order: written on every core when some are deferred.
        static func words(of findings: ArraySlice<Diagnostic>) -> [Diagnostic.Words] {
            guard findings.count >= 256, findings.contains(where: \.wordsAreDeferred) else { return findings.map(\.words) }
            return ParallelMap.collect(Array(findings), inParts: 16) { $0.words }
        }
    }
}

/// The words of a batch of findings, written on other threads until `wait` takes them.
private final class PendingBatch: @unchecked Sendable {
    // @unchecked: `words` is written once, before the group is left, and read only after `wait`.
    private let group = DispatchGroup()
    private var words: [Diagnostic.Words] = []

    init(_ findings: ArraySlice<Diagnostic>) {
        group.enter()
        DispatchQueue.global().async { [self] in
            words = WordedFindings.Iterator.words(of: findings)
            group.leave()
        }
    }

    func wait() -> [Diagnostic.Words] {
        group.wait()
        return words
    }
}

extension LintReport {
    /// The findings in report order, each with its words (see `WordedFindings`).
    public var wordedDiagnostics: WordedFindings { WordedFindings(diagnostics) }
}
