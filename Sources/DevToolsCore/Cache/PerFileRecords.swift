import Foundation

/// What a linter works out from one file's content alone (lint-components' facts), kept by content
/// hash, so a run over a project in which one file changed works out that one file and reads the
/// others' records back: the project-wide index of a pre-commit hook costs a read, not a re-parse.
///
/// One file per linter and project (`<name>.records` in the cache folder), read whole at the start and
/// rewritten, atomically, when a record was added or the project's files changed; it holds the records
/// of the files of the last run only, so it never grows past the project. Safe to use from many threads.
public final class PerFileRecords: @unchecked Sendable {
    /// The layout's name: a file of another layout (or build, see `index`) reads as empty.
    private static let magic = "devtools-records-1"

    private let path: String
    /// Each file's record key: its content hash and name extension (the same bytes read as another
    /// language are other facts).
    private let keys: [String: String]
    private let archive: [UInt8]
    private let stored: [String: Range<Int>]
    private let lock = NSLock()
    private var added: [String: [UInt8]] = [:]

    /// `hashes` are the content hashes of the run's files, by absolute path.
    public init(directory: String, name: String, hashes: [String: String]) {
        path = (directory as NSString).appendingPathComponent(name + ".records")
        keys = hashes.reduce(into: [:]) { keys, entry in
            keys[entry.key] = entry.value + "." + SourceFile.lowercasedExtension(of: entry.key)
        }
        let archive = FileBytes.readBytes(path) ?? []
        self.archive = archive
        stored = Self.index(archive)
    }

    /// The record key of a file of the run, if its content hash is known.
    public func key(of file: SourceFile) -> String? {
        keys[file.absolutePath]
    }

    /// Reads the record stored under `key` with `body`; `nil` when there is none.
    public func read<Result>(_ key: String, _ body: (UnsafeRawBufferPointer) -> Result?) -> Result? {
        guard let range = stored[key] else { return nil }
        return archive.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[range])) }
    }

    public func add(_ record: [UInt8], for key: String) {
        lock.lock()
        added[key] = record
        lock.unlock()
    }

    /// Writes the records of the run's files (best effort): nothing when none was added and no file of
    /// the last run is gone.
    public func save() {
        let current = Set(keys.values)
        lock.lock()
        let added = self.added
        lock.unlock()
        if added.isEmpty && stored.keys.allSatisfy(current.contains) { return }
        var out = BinaryWriter()
        out.write(Self.magic)
        out.write(BuildIdentity.current)
        archive.withUnsafeBytes { bytes in
            for key in current.sorted() {
                if let record = added[key] {
                    out.write(key)
                    out.write(record.count)
                    out.append(record)
                } else if let range = stored[key] {
                    out.write(key)
                    out.write(range.count)
                    out.append(UnsafeRawBufferPointer(rebasing: bytes[range]))
                }
            }
        }
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? Data(out.bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Key → where its record lies in `archive`; empty for a file of another layout or build, or a
    /// damaged one (records up to the damage are kept).
    private static func index(_ archive: [UInt8]) -> [String: Range<Int>] {
        archive.withUnsafeBytes { bytes in
            var input = BinaryReader(bytes)
            var index: [String: Range<Int>] = [:]
            guard (try? input.string()) == magic, (try? input.string()) == BuildIdentity.current else { return [:] }
            while !input.isAtEnd {
                guard let key = try? input.string(), let count = try? input.int(), let start = Optional(input.offset),
                      (try? input.slice(count)) != nil else { break }
                index[key] = start..<start + count
            }
            return index
        }
    }
}
