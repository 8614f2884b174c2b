/// The unified diff (`diff -u`) between a file and its fixed version, for `--fix --dry-run`.
///
/// Fixes change lines in place or remove whole lines, so the lines are matched greedily: where two
/// lines differ, an old line the next new line equals was removed, a new line the next old line equals
/// was added, else the line was changed. That is exact for such edits and linear in the file's length.
public enum UnifiedDiff {
    public static func render(old: String, new: String, path: String, context: Int = 3) -> String {
        let before = lines(old)
        let after = lines(new)
        var changes: [(old: Range<Int>, new: Range<Int>)] = []
        var i = 0
        var j = 0
        while i < before.count || j < after.count {
            if i < before.count, j < after.count, before[i] == after[j] {
                i += 1
                j += 1
            } else if i < before.count, j < after.count, i + 1 < before.count, before[i + 1] == after[j] {
                changes.append((i..<i + 1, j..<j))
                i += 1
            } else if i < before.count, j < after.count, j + 1 < after.count, before[i] == after[j + 1] {
                changes.append((i..<i, j..<j + 1))
                j += 1
            } else {
                let removed = i < before.count ? 1 : 0
                let added = j < after.count ? 1 : 0
                changes.append((i..<i + removed, j..<j + added))
                i += removed
                j += added
            }
        }
        guard !changes.isEmpty else { return "" }
        // Changes with no line between them are one block: its removed lines, then its added ones.
        changes = changes.reduce(into: []) { blocks, change in
            if let last = blocks.last, last.old.upperBound == change.old.lowerBound, last.new.upperBound == change.new.lowerBound {
                blocks[blocks.count - 1] = (last.old.lowerBound..<change.old.upperBound, last.new.lowerBound..<change.new.upperBound)
            } else {
                blocks.append(change)
            }
        }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < changes.count {
            // Changes closer than twice the context share a hunk.
            var last = index
            while last + 1 < changes.count, changes[last + 1].old.lowerBound - changes[last].old.upperBound <= 2 * context { last += 1 }
            let oldStart = max(0, changes[index].old.lowerBound - context)
            let oldEnd = min(before.count, changes[last].old.upperBound + context)
            let newStart = changes[index].new.lowerBound - (changes[index].old.lowerBound - oldStart)
            let newEnd = changes[last].new.upperBound + (oldEnd - changes[last].old.upperBound)
            output += "@@ -\(oldStart + 1),\(oldEnd - oldStart) +\(newStart + 1),\(newEnd - newStart) @@\n"
            var line = oldStart
            for change in changes[index...last] {
                for kept in line..<change.old.lowerBound { output += " " + before[kept] + "\n" }
                for removed in change.old { output += "-" + before[removed] + "\n" }
                for added in change.new { output += "+" + after[added] + "\n" }
                line = change.old.upperBound
            }
            for kept in line..<oldEnd { output += " " + before[kept] + "\n" }
            index = last + 1
        }
        return output
    }

    private static func lines(_ text: String) -> [Substring] {
        // "\r\n" is one Character: split on every line break a `.strings` file may use.
        var result = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        if result.last == "" { result.removeLast() }
        return result
    }
}
