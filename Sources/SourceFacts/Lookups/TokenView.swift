/// A file's bytes and tokens as the lookup scanners read them, in place: a worker's token buffer right
/// after the facts were found (no copy of either), or a `TokenizedSource`'s arrays.
struct TokenView {
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: UnsafeBufferPointer<Token>
    let language: SourceLanguage

    /// The token's text.
    func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(token.start)..<Int(token.end)]), as: UTF8.self)
    }

    /// Whether the token at `index` starts with an ASCII lower-case letter.
    func startsLowercase(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.end > token.start else { return false }
        let first = bytes[Int(token.start)]
        return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
    }

    /// Whether the token starts with a capital letter: ASCII by its first byte, any other script by its
    /// first scalar's properties (a type name: `VectorL10n`, `Ä…`). Asked of every identifier, so the
    /// common case makes no string.
    func startsUppercase(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.end > token.start else { return false }
        let first = bytes[Int(token.start)]
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return text(index).unicodeScalars.first?.properties.isUppercase == true
    }

    /// The token's bytes.
    func bytes(of index: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
        bytes[Int(tokens[index].start)..<Int(tokens[index].end)]
    }
}

extension TokenizedSource {
    /// Calls `body` with a view of the whole file.
    func withView<Result>(_ body: (TokenView) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { bytes in
            tokens.withUnsafeBufferPointer { tokens in body(TokenView(bytes: bytes, tokens: tokens, language: language)) }
        }
    }
}
