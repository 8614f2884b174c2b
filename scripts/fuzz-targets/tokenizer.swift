// libFuzzer target: the source tokenizer and fact extractor must handle any bytes, in every language,
// without crashing or hanging. Built and run by scripts/fuzz.
import SourceFacts

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokenizer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for language in [SourceLanguage.objectiveC, .objectiveCPlusPlus, .swift] {
        let source = TokenizedSource(bytes: bytes, language: language)
        var previousEnd: Int32 = 0
        for token in source.tokens {
            precondition(
                token.start >= previousEnd && token.end > token.start && Int(token.end) <= size, "tokens in order, inside the input")
            precondition(token.line >= 1 && token.column >= 1, "positions are 1-based")
            previousEnd = token.end
        }
        _ = FactExtractor.facts(of: source, file: "fuzz")
    }
    return 0
}
