import Foundation

/// The `#define` directives of an Objective-C or C file, read from its bytes (the tokenizer skips
/// directive lines): each one's text after `#define`, a backslash ending a line read as a space so a
/// definition continued on the next line is one, and the line it starts on. `FileConstants` takes the
/// string constants from them, `LookupScanner` the macros that paste a key together.
enum DefineDirectives {
    /// Calls `body` with each directive whose text `wanted` accepts (asked of the raw text first, so most
    /// directives are never copied). Only a `#define` that starts its line (after blanks) is one.
    static func forEach(
        in bytes: UnsafeBufferPointer<UInt8>, where wanted: (UnsafeBufferPointer<UInt8>) -> Bool,
        _ body: (_ text: [UInt8], _ line: Int) -> Void
    ) {
        guard let base = bytes.baseAddress else { return }
        let directive = Array("#define".utf8)
        var at = 0
        var line = 1
        var counted = 0  // newlines are counted up to here
        while at + directive.count < bytes.count {
            guard let mark = memchr(base + at, Int32(UInt8(ascii: "#")), bytes.count - directive.count - at) else { break }
            let hash = base.distance(to: mark.assumingMemoryBound(to: UInt8.self))
            at = hash + 1
            guard memcmp(base + hash, directive, directive.count) == 0, startsLine(bytes, at: hash) else { continue }
            var end = hash
            while end < bytes.count, bytes[end] != 0x0A || (end > 0 && bytes[end - 1] == UInt8(ascii: "\\")) { end += 1 }
            at = end
            let start = hash + directive.count
            guard start < end, wanted(UnsafeBufferPointer(rebasing: bytes[start..<end])) else { continue }
            line += UnsafeBufferPointer(rebasing: bytes[counted..<hash]).count { $0 == 0x0A }
            counted = hash
            var text = Array(bytes[start..<end])
            for index in text.indices.dropLast() where text[index] == UInt8(ascii: "\\") && text[index + 1] == 0x0A {
                (text[index], text[index + 1]) = (0x20, 0x20)
            }
            body(text, line)
        }
    }

    /// Whether only blanks are between the line's start and `index`.
    private static func startsLine(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var at = index - 1
        while at >= 0, bytes[at] == 0x20 || bytes[at] == 0x09 { at -= 1 }
        return at < 0 || bytes[at] == 0x0A
    }
}
