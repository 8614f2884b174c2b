/// JSON written as `JSONOutput`'s encoder writes it (pretty-printed with two-space indents, `" : "`
/// between key and value, an empty array as `[`, a blank line and `]`, slashes unescaped, control
/// characters as `\n`-style or `\u001f`-style escapes, everything else as its UTF-8), but straight into
/// the report's output: a report of a million findings went through an `Encodable` tree that took seconds
/// and gigabytes. `JSONTextTests` holds its output to the encoder's, byte for byte.
struct JSONText {
    /// Where the bytes go: the reporter's output, swapped in while the document is written.
    var bytes = ReportOutput()
    private var indent = 0

    var text: String { bytes.text }

    /// An object: `body` writes its members, each with `member`, in sorted key order.
    mutating func object(_ body: (inout JSONText) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        open()
        let outer = first
        first = true
        body(&self)
        first = outer
        close(UInt8(ascii: "}"))
    }

    /// An array of `elements`, each written by `write`.
    mutating func array<Elements: Sequence>(_ elements: Elements, _ write: (inout JSONText, Elements.Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        open()
        var isFirst = true
        for element in elements {
            if !isFirst { literal(",\n") }
            isFirst = false
            writeIndent()
            write(&self, element)
        }
        close(UInt8(ascii: "]"))
    }

    /// `"key" : ` and the value `write` writes, after a comma unless it is the object's first member.
    mutating func member(_ key: StaticString, _ write: (inout JSONText) -> Void) {
        if !first { literal(",\n") }
        first = false
        writeIndent()
        bytes.append(UInt8(ascii: "\""))
        literal(key)
        literal("\" : ")
        write(&self)
    }

    mutating func member(_ key: StaticString, _ value: String) { member(key) { $0.string(value) } }
    mutating func member(_ key: StaticString, _ value: Int) { member(key) { $0.number(value) } }
    mutating func member(_ key: StaticString, _ value: Bool) { member(key) { $0.literal(value ? "true" : "false") } }

    /// The line break that ends the document.
    mutating func newline() { bytes.append(0x0A) }

    /// Bytes of the program's own text, without building an array for them: JSON a caller lays out
    /// itself (SARIF's results, at a depth that never changes).
    mutating func literal(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func number(_ value: Int) {
        bytes.write(String(value))
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                start = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [
                        UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)],
                    ])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    // MARK: - Layout

    /// Whether the next member is the first of its object.
    private var first = true

    private mutating func open() {
        bytes.append(0x0A)
        indent += 1
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(0x0A)
        indent -= 1
        writeIndent()
        bytes.append(bracket)
    }

    private mutating func writeIndent() {
        let spaces: StaticString = "                                                                "
        var left = indent * 2
        while left > 0 {
            let count = min(left, spaces.utf8CodeUnitCount)
            bytes.append(contentsOf: UnsafeBufferPointer(start: spaces.utf8Start, count: count))
            left -= count
        }
    }
}
