import Foundation

/// Content hashes of files, remembered with each file's `FileStamp` so that an unchanged file is not read
/// again on the next run. A file changed within two seconds of the moment its hash was taken is always
/// re-read, since a second write in the same clock tick could leave its stamp unchanged ("racy git").
///
/// One file per project and tool (`content-hashes-<id>.tsv`), holding the files of its last run only:
/// reading it is part of every run, so it must not grow with other projects or with files long gone
/// (a pre-commit hook over 20,000 files reads it on every commit).
struct ContentHashes {
    struct Record {
        let stamp: FileStamp
        let hash: String
        /// When the hash was taken, in nanoseconds since 1970.
        let taken: Int64
    }

    /// The first line of the file, by which `CacheEntryKind` knows it as the cache's own (`decode`
    /// passes over it as it does any line that is not a record).
    static let header = "# devtools content hashes\n"

    /// At most this many files are remembered (about 30 MB); past it the records taken longest ago go,
    /// so linting many projects over the years never grows the file without bound.
    static let recordLimit = 200_000

    private(set) var records: [String: Record]
    private let file: String
    private var changed = false
    let recordLimit: Int

    /// Paths looked up in this run: the records kept when saving.
    private var used: Set<String> = []

    /// `project` names what the run covers (its first path and tool), so runs over other projects or
    /// with other tools keep their own records.
    init(directory: String, project: String, recordLimit: Int = ContentHashes.recordLimit) {
        self.recordLimit = recordLimit
        file = (directory as NSString).appendingPathComponent("content-hashes-\(StableHash.fnv1a64Hex(project)).tsv")
        records = FileBytes.read(file).map(Self.decode) ?? [:]
    }

    /// The content hash of `file`, from the record when its stamp is unchanged, else by reading it.
    mutating func hash(of file: SourceFile) throws -> String {
        let path = file.contentPath
        used.insert(path)
        // Another version of the file (a hook's export, in a folder made for one run) is not remembered.
        let stamp = file.contentPath == file.absolutePath ? FileStamp(path: path) : nil
        if let stamp, let record = records[path], record.stamp == stamp, record.taken - stamp.modified > 2_000_000_000 {
            return record.hash
        }
        guard let data = try FileBytes.readSource(file) else {
            return "-"  // deleted since discovery: linted as absent, and the next run's file list differs anyway
        }
        var digest = StableHash.Digest()
        digest.add(data)
        if let stamp {
            let now = Int64(Date().timeIntervalSince1970 * 1_000_000_000)
            records[path] = Record(stamp: stamp, hash: digest.hex, taken: now)
            changed = true
        }
        return digest.hex
    }

    /// Best effort, atomically.
    func save() {
        guard changed || records.count > used.count else { return }
        var kept = records.filter { used.contains($0.key) }
        if kept.count > recordLimit {
            let newest = kept.sorted { $0.value.taken > $1.value.taken }.prefix(recordLimit)
            kept = Dictionary(uniqueKeysWithValues: newest.map { ($0.key, $0.value) })
        }
        var text = Self.header
        for (path, record) in kept {
            let stamp = record.stamp
            text += "\(stamp.device)\t\(stamp.inode)\t\(stamp.size)\t\(stamp.modified)\t\(stamp.changed)\t"
            text += "\(record.hash)\t\(record.taken)\t\(path)\n"
        }
        try? FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    }

    /// One record per line, tab-separated, the path last (a path may contain a tab, never a newline
    /// that matters here: a malformed line is simply dropped and its file hashed again).
    private static func decode(_ data: Data) -> [String: Record] {
        var records: [String: Record] = [:]
        let bytes = [UInt8](data)
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 7, omittingEmptySubsequences: false)
            guard fields.count == 8,
                let device = number(fields[0]), let inode = number(fields[1]), let size = number(fields[2]),
                let modified = number(fields[3]), let changed = number(fields[4]), let taken = number(fields[6])
            else { continue }
            let stamp = FileStamp(device: UInt64(device), inode: UInt64(inode), size: size, modified: modified, changed: changed)
            records[String(decoding: fields[7], as: UTF8.self)] = Record(
                stamp: stamp, hash: String(decoding: fields[5], as: UTF8.self), taken: taken
            )
        }
        return records
    }

    /// A non-negative decimal number from ASCII digits.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int64? {
        guard !digits.isEmpty, digits.count <= 19 else { return nil }
        var value: Int64 = 0
        for byte in digits {
            guard byte >= 48, byte <= 57 else { return nil }
            value = value * 10 + Int64(byte - 48)
        }
        return value
    }

}
