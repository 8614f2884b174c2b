/// A small JSON scanner: finds the first syntax error with its line and column (Foundation's error
/// gives at best a byte index), and records where each object key and each string value starts by its
/// path, so findings in a String Catalog can point at the key or value they are about.
struct JSONSyntaxScanner {
    struct SyntaxError: Error, Sendable {
        var message: String
        var line: Int
        var column: Int
    }

    /// Where a key or string starts: the line, and the column (in characters) of its opening quote.
    struct Position: Sendable, Equatable {
        var line: Int
        var column: Int
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var path: [String] = []
    /// Key path (joined by U+001F) → where the key starts.
    private(set) var keyPositions: [String: Position] = [:]
    /// Key path → where its value starts, for values that are strings.
    private(set) var stringValuePositions: [String: Position] = [:]
    private let maxDepth = 512

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func pathKey(_ components: [String]) -> String { components.joined(separator: "\u{1F}") }

    mutating func scan() -> SyntaxError? {
        do {
            skipWhitespace()
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
            try value(depth: 0)
            skipWhitespace()
            if index < bytes.count { throw error("unexpected text after the end of the JSON value") }
            return nil
        } catch let failure as SyntaxError {
            return failure
        } catch {
            return self.error("invalid JSON")
        }
    }

    private func error(_ message: String) -> SyntaxError {
        let here = position
        return SyntaxError(message: message, line: here.line, column: here.column)
    }

    /// Where the scanner is. The column counts characters: UTF-8 continuation bytes do not start one.
    private var position: Position {
        let end = min(index, bytes.count)
        return Position(line: line, column: bytes[lineStart..<end].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 })
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws {
        guard depth < maxDepth else { throw error("nesting deeper than \(maxDepth) levels") }
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file; a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try object(depth: depth)
        case UInt8(ascii: "["): try array(depth: depth)
        case UInt8(ascii: "\""):
            if !path.isEmpty { stringValuePositions[Self.pathKey(path)] = position }
            _ = try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw error("unexpected character; a value (string, number, object, array, true, false or null) was expected")
        }
    }

    private mutating func object(depth: Int) throws {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("an object key in double quotes was expected")
            }
            let keyPosition = position
            let key = try string()
            path.append(key)
            keyPositions[Self.pathKey(path)] = keyPosition
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("':' was expected after the key \"\(key)\"") }
            index += 1
            try value(depth: depth + 1)
            path.removeLast()
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file; '}' was expected") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return }
            throw error("',' or '}' was expected after an object member")
        }
    }

    private mutating func array(depth: Int) throws {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return }
        while true {
            try value(depth: depth + 1)
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file; ']' was expected") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return }
            throw error("',' or ']' was expected after an array element")
        }
    }

    /// Scans a string starting at its `"` and returns its raw contents (escapes left as written).
    private mutating func string() throws -> String {
        let start = index
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: bytes[(start + 1)..<(index - 1)], as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 2
            case 0x00..<0x20:
                throw error("a control character (a raw line break?) inside a string; escape it")
            default:
                index += 1
            }
        }
        index = start
        throw error("unterminated string")
    }

    private mutating func literal(_ word: String) throws {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<(index + expected.count)]) == expected else {
            throw error("unexpected word; true, false or null was expected")
        }
        index += expected.count
    }

    private mutating func number() throws {
        let start = index
        let allowed: Set<UInt8> = Set("+-.eE0123456789".utf8)
        while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
        if Double(String(decoding: bytes[start..<index], as: UTF8.self)) == nil {
            index = start
            throw error("malformed number")
        }
    }
}
