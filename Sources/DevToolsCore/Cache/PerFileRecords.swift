import Foundation

/// What a linter works out from one file alone (lint-components' facts), kept with the file's
/// `FileStamp`, so a run over a project in which one file changed works that one file out and reads the
/// others' records back: the project-wide index of a pre-commit hook costs a `stat` per file, not a
/// re-parse, and no content hash either.
///
/// In a run whose file list came from git's index (see `GitIndex`) a file's stamp is its content id
/// instead, so no `stat` is needed at all.
///
/// One file per linter and project (`<name>.records` in the cache folder), read whole at the start and
/// rewritten atomically when a record was added or a file of the last run is gone: it holds the files of
/// the last run only, so it never grows past the project. As with content hashes, a file changed within
/// two seconds of its record is worked out again ("racy git"), and another version of a file (a hook's
/// export) is neither read from nor written to the records. Safe to use from many threads.
public final class PerFileRecords: @unchecked Sendable {
    /// The layout's name: a file of another layout (or build, see `index`) reads as empty.
    private static let magic = "devtools-records-3"

    private struct Stored {
        let stamp: FileStamp
        let taken: Int64
        let range: Range<Int>
    }

    private struct Added {
        let stamp: FileStamp
        let taken: Int64
        let record: [UInt8]
    }

    private let path: String
    private let archive: [UInt8]
    private let stored: RecordIndex<Stored>
    /// The file is of this layout and build and was read to its end (see `index`).
    private let intact: Bool
    private let lock = NSLock()
    private var added: [String: Added] = [:]
    /// The run's files and how many of them have a stored record, merged from each `Reader` when it is
    /// done: workers count on their own, so the shared lock is taken once per worker, not per file.
    private var seen: [String] = []
    private var present = 0
    private var reads = 0

    /// How many records were read back so far (for `--progress`, and tests).
    public var readCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return reads
    }

    public init(directory: String, name: String) {
        path = (directory as NSString).appendingPathComponent(name + ".records")
        let archive = FileBytes.readBytes(path) ?? []
        self.archive = archive
        (stored, intact) = Self.index(archive)
    }

    /// One worker thread's access to the records: it reads them and counts what it saw on its own, and
    /// hands its counts to the records when it is released (after its last file).
    public final class Reader {
        private let records: PerFileRecords
        private var seen: [String] = []
        private var present = 0
        private var reads = 0

        fileprivate init(_ records: PerFileRecords) { self.records = records }

        deinit { records.merge(seen: seen, present: present, reads: reads) }

        /// Reads the record of `file` with `body` when `stamp` (the file's, see
        /// `SourceFileReader.stamp(of:)`) is the recorded one; `nil` when there is none. Either way the
        /// file counts as part of the run (see `save`), once: a file read `again` (its outline first, then
        /// its whole record) is not counted a second time.
        public func read<Result>(_ file: SourceFile, stamp: FileStamp?, again: Bool = false, _ body: (UnsafeRawBufferPointer) -> Result?)
            -> Result?
        {
            if !again { seen.append(file.absolutePath) }
            guard let record = records.stored(file.absolutePath) else { return nil }
            if !again { present += 1 }
            guard let stamp, PerFileRecords.isRecordable(file, stamp), stamp == record.stamp,
                stamp.isContent || record.taken - stamp.modified > 2_000_000_000
            else { return nil }
            let result = records.archive.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[record.range])) }
            if result != nil { reads += 1 }
            return result
        }

        /// Records what `file` yields; `stamp` is the file's, taken before it was read, and `bytes` what
        /// was read. A content id is recorded only when it is the id of `bytes`: a work-tree file that
        /// differs from the index is linted as it is, but not filed under the index's id.
        public func add(_ record: [UInt8], for file: SourceFile, stamp: FileStamp?, read bytes: UnsafeBufferPointer<UInt8>) {
            if let stamp, stamp.isContent, FileStamp.content(GitBlobID.of(bytes)) != stamp { return }
            records.add(record, for: file, stamp: stamp)
        }

        /// Records what `file` yields under a `stat` stamp (one that no bytes need to confirm); a content
        /// id is not taken here.
        public func add(_ record: [UInt8], for file: SourceFile, stamp: FileStamp?) {
            if let stamp, stamp.isContent { return }
            records.add(record, for: file, stamp: stamp)
        }
    }

    /// A reader for one worker thread.
    public func reader() -> Reader { Reader(self) }

    private func merge(seen: [String], present: Int, reads: Int) {
        lock.lock()
        self.seen += seen
        self.present += present
        self.reads += reads
        lock.unlock()
    }

    /// Records what `file` yields; `stamp` is the file's, taken before it was read.
    fileprivate func add(_ record: [UInt8], for file: SourceFile, stamp: FileStamp?) {
        guard let stamp, Self.isRecordable(file, stamp) else { return }
        let taken = Int64(Date().timeIntervalSince1970 * 1_000_000_000)
        lock.lock()
        added[file.absolutePath] = Added(stamp: stamp, taken: taken, record: record)
        lock.unlock()
    }

    /// A file in place, or any version known by its content id: another version of a file (a hook's
    /// export) has a `stat` that says nothing about the file in place.
    fileprivate static func isRecordable(_ file: SourceFile, _ stamp: FileStamp) -> Bool {
        stamp.isContent || file.contentPath == file.absolutePath
    }

    /// Writes the records of the run's files (best effort): nothing when none was added and every file
    /// of the last run was seen; the new records appended when that is all and the file is intact (a
    /// commit's one changed file costs a few hundred bytes, not a rewrite; a later record of a file
    /// replaces an earlier one); the whole file, compacted to the run's files, when files are gone,
    /// replaced records fill half of it, or it is of another build or damaged.
    public func save() {
        lock.lock()
        let added = self.added, seen = self.seen, present = self.present
        lock.unlock()
        let nothingGone = present == stored.count  // every stored file is among the run's (each is seen once)
        if added.isEmpty && nothingGone { return }
        if nothingGone, intact, archive.count < 2 * liveBytes(with: added) {
            var tail = BinaryWriter()
            for file in added.keys.sorted() {
                let new = added[file]!
                Self.write(file, new.stamp, new.taken, new.record, to: &tail)
            }
            if let handle = FileHandle(forWritingAtPath: path) {
                defer { try? handle.close() }
                if (try? handle.seekToEnd()) == UInt64(archive.count) {
                    try? handle.write(contentsOf: tail.bytes)
                    return
                }
            }
        }
        var out = BinaryWriter()
        out.write(Self.magic)
        out.write(BuildIdentity.current)
        archive.withUnsafeBytes { bytes in
            for file in seen.sorted() {
                if let new = added[file] {
                    Self.write(file, new.stamp, new.taken, new.record, to: &out)
                } else if let old = stored.value(of: file, in: bytes) {
                    Self.write(file, old.stamp, old.taken, UnsafeRawBufferPointer(rebasing: bytes[old.range]), to: &out)
                }
            }
        }
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? Data(out.bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Roughly what a compacted file would hold when every stored file is still there and `added`
    /// replaces or joins them (64 bytes for a record's path and stamp).
    private func liveBytes(with added: [String: Added]) -> Int {
        let kept = stored.values.reduce(0) { $0 + $1.range.count + 64 }
        return added.reduce(kept) { live, new in live + new.value.record.count - (self.stored(new.key).map(\.range.count) ?? -64) }
    }

    private static func write(
        _ file: String, _ stamp: FileStamp, _ taken: Int64, _ record: some Collection<UInt8>, to out: inout BinaryWriter
    ) {
        out.write(file)
        out.write(Int(bitPattern: UInt(stamp.device)))
        out.write(Int(bitPattern: UInt(stamp.inode)))
        out.write(Int(stamp.size))
        out.write(Int(stamp.modified))
        out.write(Int(stamp.changed))
        out.write(Int(taken))
        out.write(record.count)
        out.append(record)
    }

    /// Path → its stamp and where its record lies in `archive`; empty for a file of another layout or
    /// build, or a damaged one (records up to the damage are kept).
    /// `intact` when the file is of this layout and build and reads to its end: only then may new records
    /// be appended to it (behind another build's header or a damaged record, no run would read them).
    private static func index(_ archive: [UInt8]) -> (index: RecordIndex<Stored>, intact: Bool) {
        archive.withUnsafeBytes { bytes in
            var input = BinaryReader(bytes)
            var index = RecordIndex<Stored>(capacity: bytes.count / 128)  // a record takes more than its path and stamp
            guard (try? input.string()) == magic, (try? input.string()) == BuildIdentity.current else { return (index, false) }
            while !input.isAtEnd {
                do {
                    let pathCount = try input.int()
                    let pathStart = input.offset
                    guard pathCount >= 0 else { return (index, false) }
                    _ = try input.slice(pathCount)
                    let stamp = FileStamp(
                        device: UInt64(UInt(bitPattern: try input.int())), inode: UInt64(UInt(bitPattern: try input.int())),
                        size: Int64(try input.int()), modified: Int64(try input.int()), changed: Int64(try input.int())
                    )
                    let taken = Int64(try input.int())
                    let count = try input.int()
                    let start = input.offset
                    _ = try input.slice(count)
                    index.set(
                        Stored(stamp: stamp, taken: taken, range: start..<start + count), path: pathStart..<pathStart + pathCount, in: bytes
                    )
                } catch {
                    return (index, false)
                }
            }
            return (index, true)
        }
    }

    /// The stored record of `path`, if any.
    private func stored(_ path: String) -> Stored? {
        archive.withUnsafeBytes { stored.value(of: path, in: $0) }
    }
}
