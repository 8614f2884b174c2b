import Foundation

/// The directive lines of a file (`#if`, `#else`, `#endif`, …), read from its bytes as the compiler reads
/// them: a line whose first character after blanks is `#`. The tokenizer keeps where each conditional
/// is but not its condition; `DebugOnlyCode` and `ConditionalCode` read the conditions from here.
enum DirectiveLines {
    /// Calls `body` with each directive line's text after the `#` and its line (1-based), in file order.
    static func forEach(in bytes: UnsafeBufferPointer<UInt8>, _ body: (_ text: String, _ line: Int) -> Void) {
        var line = 1
        var position = 0
        while position < bytes.count {
            var end = position
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            var first = position
            while first < end, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            if first < end, bytes[first] == UInt8(ascii: "#") {
                body(String(decoding: UnsafeBufferPointer(rebasing: bytes[(first + 1)..<end]), as: UTF8.self), line)
            }
            position = end + 1
            line += 1
        }
    }

    /// A directive line's keyword (`if`, `elseif`, `endif`) and its condition, the rest of the line
    /// without a trailing comment or blanks (empty when it has none).
    static func parts(of text: String) -> (keyword: Substring, condition: Substring)? {
        let words = text.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
        guard let keyword = words.first else { return nil }
        var condition = words.count > 1 ? words[1] : ""
        if let comment = condition.range(of: "//") { condition = condition[..<comment.lowerBound] }
        if let comment = condition.range(of: "/*") { condition = condition[..<comment.lowerBound] }
        while let last = condition.last, last == " " || last == "\t" || last == "\r" { condition.removeLast() }
        return (keyword, condition)
    }
}
