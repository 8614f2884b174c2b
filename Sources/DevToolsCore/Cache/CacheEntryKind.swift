import Foundation

/// The kinds of file the linters' cache writes, recognised by name and by the first bytes each starts
/// with, so that trimming or clearing the cache removes only files this tool wrote: a user's
/// `package.json` in a folder named as `--cache-path` is neither named nor shaped like a cached result.
enum CacheEntryKind: CaseIterable {
    /// `<tool>-<16 hex digits>.json`: one linter's findings for one set of file contents, a JSON array.
    case result
    /// `<name>-<16 hex digits>.records`: lint-components' per-file facts, starting with `devtools-records-`.
    case records
    /// `content-hashes-<16 hex digits>.tsv`: content hashes of the last run's files, starting with `ContentHashes.header`.
    case contentHashes

    /// The kind of the file `name` whose first bytes are `head`, nil for anything else.
    static func recognise(name: String, head: [UInt8]) -> CacheEntryKind? {
        allCases.first { $0.matches(name: name) && $0.matches(head: head) }
    }

    /// How many leading bytes `recognise` needs.
    static let headLength = 64

    func matches(name: String) -> Bool {
        switch self {
        case .result: return Self.isStem(name, suffix: ".json", prefix: nil)
        case .records: return Self.isStem(name, suffix: ".records", prefix: nil)
        case .contentHashes: return Self.isStem(name, suffix: ".tsv", prefix: "content-hashes")
        }
    }

    func matches(head: [UInt8]) -> Bool {
        switch self {
        case .result:
            // JSONEncoder writes an array of findings with no leading white space.
            return head.first == UInt8(ascii: "[")
        case .records:
            return head.withUnsafeBufferPointer { ByteSearch.contains($0, "devtools-records-") }
        case .contentHashes:
            // Files written before the header begin with a record: a device number, then a tab.
            let unlabelled = head.first.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } == true && head.contains(9)
            return head.isEmpty || head.starts(with: Array(ContentHashes.header.utf8)) || unlabelled
        }
    }

    /// `prefix-` (or any lower-case name and a dash when `prefix` is nil), 16 lower-case hex digits, `suffix`.
    private static func isStem(_ name: String, suffix: String, prefix: String?) -> Bool {
        guard name.hasSuffix(suffix) else { return false }
        let stem = name.dropLast(suffix.count)
        guard let dash = stem.lastIndex(of: "-") else { return false }
        let digits = stem[stem.index(after: dash)...]
        let lead = stem[..<dash]
        guard digits.count == 16, digits.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return false }
        if let prefix { return lead == prefix }
        return !lead.isEmpty && lead.allSatisfy { ($0.isASCII && $0.isLetter && $0.isLowercase) || $0.isNumber || $0 == "-" }
    }
}
