/// Whether an old-style (OpenStep) property list ends before its text does: a dictionary or an array
/// left open, or a quoted string or comment never closed. Found by a scan of the bytes before Foundation
/// parses them, for a one-line reason, and because Foundation's parser logs its own message about a
/// missing semicolon on stderr, where a lint run must not write for it.
enum OpenStepTruncation {
    private enum State { case text, quoted, lineComment, blockComment }

    /// What is left open at the end of `bytes`, or nil when nothing is.
    static func unclosed<Bytes: Collection>(in bytes: Bytes) -> String? where Bytes.Element == UInt8 {
        var state = State.text
        var depth = 0
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        var escaped = false
        for byte in bytes {
            switch state {
            case .text:
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "("): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"): depth -= 1
                case UInt8(ascii: "\""): state = .quoted
                // A comment starts between tokens only: `http://x` unquoted is one string.
                case UInt8(ascii: "/") where previous == UInt8(ascii: "/") && !isUnquoted(beforePrevious): state = .lineComment
                case UInt8(ascii: "*") where previous == UInt8(ascii: "/") && !isUnquoted(beforePrevious):
                    state = .blockComment
                    (beforePrevious, previous) = (0, 0)  // the `*` of `/*` does not close it in `/*/`
                    continue
                default: break
                }
                if depth < 0 { return nil }  // more closed than opened: Foundation says where
            case .quoted:
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    state = .text
                }
            case .lineComment:
                if byte == 0x0A || byte == 0x0D { state = .text }
            case .blockComment:
                if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "*") {
                    state = .text
                    (beforePrevious, previous) = (0, 0)
                    continue
                }
            }
            (beforePrevious, previous) = (previous, byte)
        }
        switch state {
        case .quoted: return "a quoted string"
        case .blockComment: return "a comment"
        case .text, .lineComment: return depth > 0 ? (depth == 1 ? "1 dictionary or list" : "\(depth) dictionaries or lists") : nil
        }
    }

    /// Whether `byte` can be part of an unquoted string (CoreFoundation's set, as ASCII).
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "_$/:.-".utf8.contains(byte)
        }
    }
}
