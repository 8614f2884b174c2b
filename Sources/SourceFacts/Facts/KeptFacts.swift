import DevToolsCore
import Foundation

/// Facts one pass of a run found and another pass takes: lint-strings' scan of the sources for lookups
/// (`SourceKeyLookups`) reads and tokenizes every source, finding lint-components' facts from the same
/// tokens, and lint-components then takes them instead of reading those files again.
///
/// Kept as the scan's lists, in its order; lint-components, which walked the same folders, asks in the
/// same order, so most files are matched by position and a path is hashed only where the lists differ.
/// A file's facts are taken only by a file read from the same place (a hook's export, a blob of git's
/// index, or the file in place), each with the stamp taken before it was read, so that lint-components
/// records them only for the content they were found in.
///
/// When lint-components runs alongside lint-strings (`expect()`), it waits for the scan's facts rather
/// than reading every file a second time: until they are kept, or lint-strings has finished without a
/// scan (`settle()`).
package final class KeptFacts: @unchecked Sendable {
    private let condition = NSCondition()
    private var files: [SourceFile] = []
    private var facts: [FileFacts] = []
    private var stamps: [FileStamp?] = []
    /// Whether a taker waits for the facts (see `expect`), whether they came or will not, and whether
    /// they were taken (later ones have nobody to take them, and are not kept).
    private var awaited = false
    private var hasKept = false
    private var settled = false
    private var taken = false

    /// Keeps `facts` (and the `stamps` they were found under) of `files`, all in the same order.
    func keep(_ files: [SourceFile], _ facts: [FileFacts], stamps: [FileStamp?]) {
        condition.lock()
        defer { condition.unlock() }
        guard !taken else { return }
        self.files = files
        self.facts = facts
        self.stamps = stamps
        hasKept = true
        condition.broadcast()
    }

    /// From now on `take` waits until facts are kept or `settle` is called.
    func expect() {
        condition.lock()
        awaited = true
        condition.unlock()
    }

    /// No more facts will be kept (the scan is done, or there was none): `take` stops waiting.
    func settle() {
        condition.lock()
        settled = true
        condition.broadcast()
        condition.unlock()
    }

    /// Where the facts kept for each of `files` are in `facts` (-1: none kept), and the kept facts and
    /// stamps; the store is emptied (each file is asked for once, and the facts then live with the one
    /// who took them).
    func take(for files: [SourceFile]) -> (positions: [Int32], facts: [FileFacts], stamps: [FileStamp?]) {
        condition.lock()
        while awaited, !hasKept, !settled { condition.wait() }
        let (keptFiles, kept, stamps) = (self.files, self.facts, self.stamps)
        self.files = []
        self.facts = []
        self.stamps = []
        taken = true
        condition.unlock()
        guard !kept.isEmpty else { return (Array(repeating: -1, count: files.count), [], []) }
        var positions: [String: Int]?
        let taken = files.indices.map { index -> Int32 in
            let file = files[index]
            var position = index
            if position >= keptFiles.count || keptFiles[position].absolutePath != file.absolutePath {
                if positions == nil {
                    positions = Dictionary(
                        keptFiles.indices.map { (keptFiles[$0].absolutePath, $0) }, uniquingKeysWith: { first, _ in first })
                }
                guard let known = positions?[file.absolutePath] else { return -1 }
                position = known
            }
            let keptFile = keptFiles[position]
            guard keptFile.contentPath == file.contentPath, keptFile.content == file.content, kept[position].file == file.displayPath
            else { return -1 }
            return Int32(position)
        }
        return (taken, kept, stamps)
    }
}
