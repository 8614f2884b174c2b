/// Turns one file into `FileFacts`: declarations, methods with what their bodies do, view
/// configurations and factory functions.
///
/// The tokenizer feeds the scanners a window at a time (`TokenWindow`), so a file's tokens are never all
/// in memory: a 50 MB source holds about 10 million of them, four times its size. A small file is one
/// window. When a scanner of a large file reaches past its window (only broken code makes a lookup run
/// that far), the file is scanned again as one window, so its facts are always those of the whole file.
public enum FactExtractor {
    /// Tokens per window of a large file (at 20 bytes a token, about 1.3 MB).
    static let windowTokens = 1 << 16
    /// Tokens kept before and after a window's share of the file, for the scanners to look around.
    static let margin = 256

    /// The facts of a file already tokenized whole (tests and the fuzzer).
    public static func facts(of source: TokenizedSource, file: String) -> FileFacts {
        source.withWindow { window in
            var facts = FileFacts(file: file, language: source.language)
            if !source.language.isSwift { facts.preprocessor = source.bytes.withUnsafeBufferPointer(PreprocessorFacts.read) }
            var state = ScanState()
            scan(window, state: &state, into: &facts)
            return facts
        }
    }

    /// The facts of a file's bytes, tokenized into `tokens` (emptied first) a window at a time.
    static func facts(
        ofBytes bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage, file: String, tokens: TokenBuffer,
        windowTokens: Int = windowTokens
    ) -> FileFacts {
        if let facts = windowed(bytes, language: language, file: file, tokens: tokens, windowTokens: windowTokens) { return facts }
        // A scanner reached past a window: the whole file at once, as one window.
        return wholeFacts(ofBytes: bytes, language: language, file: file, tokens: tokens)
    }

    /// The facts as `facts(ofBytes:)` finds them a window at a time, telling `consumed` after each window
    /// how many leading bytes no scan of this file will read again, so that their memory can be given
    /// back while the rest is read (a 50 MB source need not stay whole beside its facts). `nil` when a
    /// scanner reached past a window: then `wholeFacts` needs every byte again.
    static func windowedFacts(
        ofBytes bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage, file: String, tokens: TokenBuffer,
        windowTokens: Int = windowTokens, consumed: (Int) -> Void
    ) -> FileFacts? {
        windowed(bytes, language: language, file: file, tokens: tokens, windowTokens: windowTokens, consumed: consumed)
    }

    /// The facts of the whole file read as one window.
    static func wholeFacts(ofBytes bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage, file: String, tokens: TokenBuffer)
        -> FileFacts
    {
        windowed(bytes, language: language, file: file, tokens: tokens, windowTokens: .max)!
    }

    /// Where the scans of one file stand between two windows.
    private struct ScanState {
        var objectiveC = ObjCDeclarationScanner.State()
        var swift = SwiftDeclarationScanner.State()
        /// The first token of the next window's share.
        var next = 0
    }

    /// The facts, or `nil` when a scanner reached past a window.
    private static func windowed(
        _ bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage, file: String, tokens: TokenBuffer, windowTokens: Int,
        consumed: (Int) -> Void = { _ in }
    ) -> FileFacts? {
        tokens.reset()
        var tokenizer = Tokenizer(bytes: bytes, language: language, into: tokens)
        var facts = FileFacts(file: file, language: language)
        // Read before any window gives its bytes back.
        if !language.isSwift { facts.preprocessor = PreprocessorFacts.read(bytes) }
        var state = ScanState()
        while true {
            // Tokenize to a boundary with `margin` tokens after it, or to the end of the file.
            var limit = state.next + windowTokens
            var ownedEnd = 0
            while true {
                tokenizer.run(until: limit)
                if tokenizer.isFinished { break }
                if tokenizer.lastBoundary > state.next {
                    ownedEnd = tokenizer.lastBoundary
                    tokenizer.run(until: ownedEnd + margin)
                    break
                }
                limit = limit > Int.max / 2 ? .max : limit * 2  // no boundary yet: a longer window
            }
            let isComplete = tokenizer.isFinished
            if isComplete { ownedEnd = tokens.end }
            tokenizer.conditionals.withUnsafeBufferPointer { conditionals in
                let window = TokenWindow(
                    bytes: bytes.baseAddress ?? TokenWindow.nowhere(), tokens: tokens.storage, first: tokens.first, end: tokens.end,
                    ownedEnd: ownedEnd, isComplete: isComplete, conditionals: conditionals, language: language, overrun: tokens.overrun,
                    interner: Unmanaged.passUnretained(tokens.interner)
                )
                scan(window, state: &state, into: &facts)
            }
            if tokens.overrun.pointee { return nil }
            if isComplete { return facts }
            tokens.drop(below: state.next - margin)
            // Scans read bytes only through the tokens they hold; the tokenizer reads on from its position.
            if tokens.count > 0 { consumed(Int(tokens.storage[0].start)) }
        }
    }

    /// Scans the window's share of the file, from where `state` stands to `ownedEnd`.
    private static func scan(_ source: TokenWindow, state: inout ScanState, into facts: inout FileFacts) {
        if source.language.isSwift {
            SwiftDeclarationScanner(source: source, file: facts.file).scan(&state.swift, into: &facts)
        } else {
            ObjCDeclarationScanner(source: source, file: facts.file).scan(&state.objectiveC, into: &facts)
        }
        let viewConfigurations = ViewConfigurationScanner(source: source)
        let mentionsScopes = source.language == .objectiveC
        for index in state.next..<source.ownedEnd {
            let token = source[index]
            if mentionsScopes, token.kind == .identifier, source.matches(token, "CKComponentScope") {
                facts.scopeMentions.append(site(source, index, name: "CKComponentScope"))
            } else if token.kind == .punctuation, source.firstByte(of: token) == UInt8(ascii: "{"), source.has(index + 6),
                let configuration = viewConfigurations.configuration(at: index)
            {
                facts.viewConfigurations.append(configuration)
            }
        }
        state.next = source.ownedEnd
    }

    static func site(_ source: TokenWindow, _ index: Int, name: String) -> SourceSite {
        let token = source[index]
        return SourceSite(name: name, line: Int(token.line), column: Int(token.column), order: index)
    }
}
