/// One replacement in a file's text (its UTF-8 bytes, whatever the encoding on disk).
struct TextEdit: Comparable {
    let range: Range<Int>
    let replacement: [UInt8]

    init(_ range: Range<Int>, _ replacement: String) {
        self.range = range
        self.replacement = Array(replacement.utf8)
    }

    /// Whether the two change the same bytes, or insert where the other changes.
    func touches(_ other: TextEdit) -> Bool {
        range.overlaps(other.range) || (range.isEmpty && other.range.contains(range.lowerBound))
            || (other.range.isEmpty && range.contains(other.range.lowerBound)) || (range.isEmpty && range == other.range)
    }

    static func < (a: TextEdit, b: TextEdit) -> Bool { a.range.lowerBound < b.range.lowerBound }

    /// `text` with `edits` made; `nil` when two of them overlap (then none is made).
    static func apply(_ edits: [TextEdit], to text: [UInt8]) -> [UInt8]? {
        let sorted = edits.sorted()
        var result: [UInt8] = []
        result.reserveCapacity(text.count + 16)
        var position = 0
        for edit in sorted {
            guard edit.range.lowerBound >= position, edit.range.upperBound <= text.count else { return nil }
            result += text[position..<edit.range.lowerBound]
            result += edit.replacement
            position = edit.range.upperBound
        }
        result += text[position...]
        return result
    }
}
