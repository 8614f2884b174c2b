import Foundation

/// The bytes of a file whose entries keep their plain values undecoded: a value without escapes is
/// decoded into a `String` only when someone reads it, so linting a large file does not build a
/// `String` for every value that no rule looks at.
final class StringsSource: Sendable {
    private let data: Data
    private let offset: Int

    /// `data` holds UTF-8 text from `offset` on (after a byte order mark).
    init(data: Data, offset: Int) {
        self.data = data
        self.offset = offset
    }

    /// Another handle on the same bytes, for entries made on another thread: each thread then counts
    /// references to its own object instead of both contending for one.
    func sibling() -> StringsSource { StringsSource(data: data, offset: offset) }

    /// The bytes at `range` (after the byte order mark).
    func withBytes<Result>(_ range: Range<Int>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        data.withUnsafeBytes { raw in
            body(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[(range.lowerBound + offset)..<(range.upperBound + offset)]))
        }
    }

    func string(_ range: Range<Int>) -> String {
        data.withUnsafeBytes { raw in
            String(
                decoding: UnsafeRawBufferPointer(rebasing: raw[(range.lowerBound + offset)..<(range.upperBound + offset)]), as: UTF8.self)
        }
    }

    /// The decoded text of the quoted string at `range` (its quotes included), escapes and all: read
    /// again by the scanner that read it first, on just those bytes.
    func quotedString(_ range: Range<Int>) -> String {
        data.withUnsafeBytes { raw in
            let slice = UnsafeBufferPointer(
                rebasing: raw.bindMemory(to: UInt8.self)[(range.lowerBound + offset)..<(range.upperBound + offset)])
            var scanner = StringsScanner(bytes: slice)
            let scanned = scanner.scanQuoted(decoding: true)
            return scanned.map { scanner.text(of: $0) } ?? ""
        }
    }
}

/// How an entry holds its value.
enum StringsValueStorage: Sendable {
    case none
    case text(String)
    /// UTF-8 bytes of the source, to decode on demand (32-bit offsets: large tables stay small).
    case bytes(StringsSource, Range<Int32>)
    /// A quoted string with escapes, quotes included, decoded again on demand: a large file full of
    /// `\"` or `\n` does not hold a second copy of every value.
    case escaped(StringsSource, Range<Int32>)

    var string: String? {
        switch self {
        case .none: nil
        case .text(let text): text
        case .bytes(let source, let range): source.string(Int(range.lowerBound)..<Int(range.upperBound))
        case .escaped(let source, let range): source.quotedString(Int(range.lowerBound)..<Int(range.upperBound))
        }
    }

    /// The decoded UTF-8 bytes (none for `.none`): the file's own bytes when they need no decoding.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch self {
        case .bytes(let source, let range): return source.withBytes(Int(range.lowerBound)..<Int(range.upperBound), body)
        case .none: return body(UnsafeBufferPointer(start: nil, count: 0))
        default:
            var text = string ?? ""
            return text.withUTF8(body)
        }
    }

    /// Whether the value is a string (not a dictionary, array or data), without decoding it.
    var isString: Bool {
        if case .none = self { return false }
        return true
    }

    var isEmptyString: Bool {
        switch self {
        case .none: false
        case .text(let text): text.isEmpty
        case .bytes(_, let range): range.isEmpty
        // Every escape decodes to at least one character (`\\` to `\`, an unknown `\q` to `q`).
        case .escaped: false
        }
    }
}
