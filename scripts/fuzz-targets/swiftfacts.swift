// libFuzzer target: on any input swift-syntax accepts as Swift, lint-components' hand-written scanner
// must find exactly the facts the syntax tree says (classes, methods with full names and `override`,
// super calls and the paths that reach them, views touched and created). A difference stops the run
// with both sides printed. Built and run by scripts/fuzz, compiled with the tests' oracle
// (Tests/SwiftFactsOracleTests/Oracle), seeded with the tests' Swift fixtures and generated files.
import Glibc

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftFacts(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size < 16_384, let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self),
        let syntax = SyntaxFacts.lines(of: text)
    else { return 0 }
    let scanner = ScannerFacts.lines(of: text)
    if scanner != syntax {
        fputs("scanner only: \(scanner.subtracting(syntax).sorted())\n", stderr)
        fputs("syntax tree only: \(syntax.subtracting(scanner).sorted())\n", stderr)
        fatalError("the Swift scanner and swift-syntax disagree on this input")
    }
    return 0
}

/// With DEVTOOLS_FUZZ_WRITE_SEEDS=DIR, writes the differential tests' generated files into DIR as
/// first inputs and exits (scripts/fuzz does this before fuzzing).
@_cdecl("LLVMFuzzerInitialize")
public func writeSeeds(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>)
    -> CInt
{
    guard let folder = getenv("DEVTOOLS_FUZZ_WRITE_SEEDS").map({ String(cString: $0) }) else { return 0 }
    for seed in 0..<200 {
        var generator = SwiftCorpusGenerator(seed: UInt64(seed))
        let text = generator.file()
        guard let file = fopen("\(folder)/generated-\(seed).swift", "w") else { continue }
        fputs(text, file)
        fclose(file)
    }
    exit(0)
}
