import Dispatch
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension StringsScanner {
    /// Files from this size are read in two halves at once (see `halvesFromSize`).
    static let defaultHalvesFromSize = 2 << 20

    /// Reads the entries of a `.strings` file, a large one in two halves on two cores: the second half
    /// from a line that starts with a quote near the middle, while the first half is read up to the
    /// first entry at or after that line. When the first half stops exactly there, it is in the state
    /// any entry starts in, and the second half's reading is the one it would have done: the halves
    /// join. Otherwise (a string or comment runs across that line) the first half reads on alone. Either
    /// way the outcome is that of one reading from the start.
    mutating func scanEntriesInHalves() {
        guard end >= halvesFromSize, let boundary = lineStartingWithQuote(after: pos + (end - pos) / 2) else {
            _ = scanEntries(mode: .file)
            return
        }
        let second = StringsScanner(bytes: bytes, source: source?.sibling(), from: boundary, summarizesFormats: summarizesFormats)
        let halves = Halves(first: self, second: second)
        entries = []  // the first half's copy is then the only one, and appends in place
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            if half == 0 {
                _ = halves.first.scanEntries(mode: .file, pauseAt: boundary)
            } else {
                _ = halves.second.scanEntries(mode: .file, isFirstToken: false)
            }
        }
        // Swapped, not copied: the entries must have one owner, or the join below would copy them all.
        swap(&self, &halves.first)
        guard pausedAt == boundary else {
            if pausedAt != nil {
                pausedAt = nil
                _ = scanEntries(mode: .file, isFirstToken: false)
            }
            return
        }
        pausedAt = nil
        join(halves.second)
        // Its entries are copied into this scanner's: their originals are let go of on another core.
        LargeTableRelease.release(halves.takeSecondEntries())
    }

    /// A scanner that starts reading at `offset` of the same text.
    private init(bytes: UnsafeBufferPointer<UInt8>, source: StringsSource?, from offset: Int, summarizesFormats: Bool) {
        self.init(bytes: bytes, source: source, reading: bytes.count - offset)
        pos = offset
        self.summarizesFormats = summarizesFormats
    }

    /// Takes on what `second`, which read on from where this scanner stopped, found.
    private mutating func join(_ second: StringsScanner) {
        truncationFindings += second.truncationFindings.map { $0 + findings.count }
        findings += second.findings
        entries += second.entries
        pos = second.pos
        unterminatedComment = second.unterminatedComment
    }

    /// The offset of the first line after `offset` that starts with `"`, within the next 64 KB.
    private func lineStartingWithQuote(after offset: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = offset
        let limit = min(end - 1, offset + 65_536)
        while index < limit, let hit = memchr(base + index, 0x0A, limit - index) {
            index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
            if bytes[index] == ByteClass.quote { return index }
        }
        return nil
    }
}

/// The two scanners of a file read in halves, each written by one thread only.
private final class Halves: @unchecked Sendable {
    var first: StringsScanner
    var second: StringsScanner

    init(first: StringsScanner, second: StringsScanner) {
        self.first = first
        self.second = second
    }

    /// The second half's entries, which it then no longer holds.
    func takeSecondEntries() -> [StringsEntry] {
        defer { second.entries = [] }
        return second.entries
    }
}
