/// A whole file's bytes and tokens, as arrays: what tests and the fuzzer look at. Linting itself never
/// holds all of a file's tokens (see `FactExtractor`).
public struct TokenizedSource: Sendable {
    public let bytes: [UInt8]
    public let tokens: [Token]
    public let language: SourceLanguage
    /// The preprocessor conditionals, in file order, each placed before the token that follows it.
    public let conditionals: [ConditionalDirective]

    public init(bytes: [UInt8], language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
        let buffer = TokenBuffer()
        conditionals = bytes.withUnsafeBufferPointer { bytes in
            var tokenizer = Tokenizer(bytes: bytes, language: language, into: buffer)
            tokenizer.run(until: .max)
            return tokenizer.conditionals
        }
        tokens = Array(UnsafeBufferPointer(start: buffer.storage, count: buffer.count))
    }

    /// A file already tokenized (a worker's token buffer holding all of it).
    init(bytes: [UInt8], tokens: [Token], language: SourceLanguage, conditionals: [ConditionalDirective]) {
        self.bytes = bytes
        self.tokens = tokens
        self.language = language
        self.conditionals = conditionals
    }

    public var count: Int { tokens.count }

    public subscript(index: Int) -> Token { tokens[index] }

    /// The token's text.
    public func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// Calls `body` with one complete window over the file.
    func withWindow<Result>(_ body: (TokenWindow) -> Result) -> Result {
        let overrun = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
        overrun.initialize(to: false)
        let interner = TextInterner()
        defer {
            overrun.deallocate()
            withExtendedLifetime(interner) {}
        }
        return bytes.withUnsafeBufferPointer { bytes in
            tokens.withUnsafeBufferPointer { tokens in
                conditionals.withUnsafeBufferPointer { conditionals in
                    body(
                        TokenWindow(
                            bytes: bytes.baseAddress ?? TokenWindow.nowhere(), tokens: tokens.baseAddress ?? TokenWindow.nowhere(),
                            first: 0, end: tokens.count, ownedEnd: tokens.count, isComplete: true, conditionals: conditionals,
                            language: language, overrun: overrun, interner: Unmanaged.passUnretained(interner)
                        ))
                }
            }
        }
    }
}
