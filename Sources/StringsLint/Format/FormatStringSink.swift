/// What `FormatStringParser` tells as it reads a format string, in order; the sink decides what to keep.
protocol FormatStringSink {
    /// A conversion specification `chars[start...end]` reading an argument.
    mutating func specifier(
        _ chars: UnsafeBufferPointer<UInt8>, from start: Int, through end: Int, position: Int?, kind: FormatArgumentKind,
        length: FormatLength)
    /// A `%#@name@` variable whose name is `chars[name]`, at the `%` at `percent`, with its explicit
    /// position (`%2$#@name@`) if it has one.
    mutating func variable(_ chars: UnsafeBufferPointer<UInt8>, _ name: Range<Int>, position: Int?, percent: Int)
    /// The specifier just told (`chars[start...end]`) has a space flag (`% @`, `%1 @`, `% d`): CoreFoundation
    /// reads it as the conversion it ends with, and prints a space before a positive number.
    mutating func spaceFlag(_ chars: UnsafeBufferPointer<UInt8>, from start: Int, through end: Int)
    /// The `%` at `percent` is followed by no conversion: by what starts at `index`, or by nothing.
    mutating func invalidConversion(_ chars: UnsafeBufferPointer<UInt8>, at index: Int, percent: Int)
    /// A `%%`: no argument, but a sign the value is formatted (unformatted text would show both).
    mutating func escapedPercent()
    /// Every specifier is in: judge positions (mixed numbered and unnumbered, one read two ways).
    mutating func finishPositions()
}
