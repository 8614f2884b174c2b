import Dispatch

/// Turns the byte offsets the scanner leaves in each entry's `keyLine` and `valueLine` into lines and
/// columns, in one forward sweep over the text. A large table is placed in two halves on two cores: the
/// second half is swept from the start of the line of its first key, counting lines from there, and
/// moved down by the number of lines before that point, which the first half's sweep finds on its way.
/// Placing half a million entries alone is otherwise a tenth of linting their file.
enum EntryPlacement {
    /// Places `entries` (in file order) in `bytes`; `inHalves`: on two cores. Returns a sweep from the
    /// start of the text, for placing the findings.
    static func place(_ entries: inout [StringsEntry], in bytes: UnsafeBufferPointer<UInt8>, inHalves: Bool) -> PositionSweep {
        let sweep = PositionSweep(bytes)
        entries.withUnsafeMutableBufferPointer { entries in
            guard inHalves, entries.count >= 2 else {
                var whole = sweep
                place(entries, 0..<entries.count, with: &whole)
                return
            }
            let halves = Halves(entries: entries, sweep: sweep)
            DispatchQueue.concurrentPerform(iterations: 2) { halves.place($0) }
            let linesBefore = halves.linesBefore
            for index in halves.middle..<entries.count {
                entries[index].keyLine += linesBefore
                entries[index].valueLine += linesBefore
            }
        }
        return sweep
    }

    fileprivate static func place(_ entries: UnsafeMutableBufferPointer<StringsEntry>, _ range: Range<Int>, with sweep: inout PositionSweep)
    {
        for index in range {
            (entries[index].keyLine, entries[index].keyColumn) = sweep.position(of: entries[index].keyLine)
            (entries[index].valueLine, entries[index].valueColumn) = sweep.position(of: entries[index].valueLine)
        }
    }

    /// The two halves of the entries, each placed by one thread; `linesBefore` is written by the first.
    private final class Halves: @unchecked Sendable {
        let entries: UnsafeMutableBufferPointer<StringsEntry>
        let sweep: PositionSweep
        let middle: Int
        /// Where the second half's sweep starts: the start of the line of its first key.
        let secondStart: Int
        /// Lines before `secondStart`.
        var linesBefore = 0

        init(entries: UnsafeMutableBufferPointer<StringsEntry>, sweep: PositionSweep) {
            self.entries = entries
            self.sweep = sweep
            middle = entries.count / 2
            secondStart = sweep.lineStart(of: entries[middle].keyLine)
        }

        func place(_ half: Int) {
            if half == 0 {
                var first = sweep
                EntryPlacement.place(entries, 0..<middle, with: &first)
                linesBefore = first.lineNumber(of: secondStart) - 1
            } else {
                var second = sweep.started(atLineStart: secondStart)
                EntryPlacement.place(entries, middle..<entries.count, with: &second)
            }
        }
    }
}
