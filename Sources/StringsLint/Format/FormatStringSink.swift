/// What `FormatStringParser` tells as it reads a format string, in order; the sink decides what to keep.
protocol FormatStringSink {
    /// A conversion specification `chars[start...end]` reading an argument.
    mutating func specifier(
        _ chars: UnsafeBufferPointer<UInt8>, from start: Int, through end: Int, position: Int?, kind: FormatArgumentKind,
        length: FormatLength)
    /// A `%#@name@` variable whose name is `chars[name]`.
    mutating func variable(_ chars: UnsafeBufferPointer<UInt8>, _ name: Range<Int>)
    /// `% @` (or `%1 @`, `%2$ @`) from `start` through the `@` at `end`: read as `%@` at `position`, and a
    /// problem of style.
    mutating func spacedObject(_ chars: UnsafeBufferPointer<UInt8>, from start: Int, through end: Int, position: Int?)
    /// The `%` at `percent` is followed by no conversion: by what starts at `index`, or by nothing.
    mutating func invalidConversion(_ chars: UnsafeBufferPointer<UInt8>, at index: Int, percent: Int)
    /// Every specifier is in: judge positions (mixed numbered and unnumbered, one read two ways).
    mutating func finishPositions()
}
