extension String {
    /// The text without the tabs and spaces at either end, as `Substring.trimmingWhitespace`.
    public var trimmingWhitespace: String { self[...].trimmingWhitespace }
}

extension Substring {
    /// The text without the tabs and spaces (Unicode's space separators, Zs, and U+200B) at either end: what
    /// Foundation's `trimmingCharacters(in: .whitespaces)` gives, found without bridging to `NSString`.
    /// Baselines and SARIF fingerprints trim the line of every finding; through Foundation that was an
    /// eighth of a SARIF report of a million findings (issue 31).
    public var trimmingWhitespace: String { String(withoutEdgeWhitespace) }

    /// The same, as a part of this text.
    public var withoutEdgeWhitespace: Substring {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, Self.isBlank(scalars[start]) { start = scalars.index(after: start) }
        while end > start, Self.isBlank(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return Substring(scalars[start..<end])
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "\t" }
        // Foundation's set also holds the zero-width space, which Unicode files under format characters.
        return scalar.properties.generalCategory == .spaceSeparator || scalar == "\u{200B}"
    }
}
