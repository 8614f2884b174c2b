@testable import ComponentLint
@testable import SourceFacts
import Foundation
import Testing

/// A large file is tokenized and scanned a window at a time; its facts must be those of the whole file,
/// whatever the window size, broken code included (a scan that runs past a window starts the file over).
@Suite("Facts of a file read a window at a time")
struct WindowedExtractionTests {
    static let traps = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("Traps")

    func facts(_ code: [UInt8], _ language: SourceLanguage, windowTokens: Int) -> String {
        let tokens = TokenBuffer(capacity: 16)
        return code.withUnsafeBufferPointer {
            FactsText.of(FactExtractor.facts(ofBytes: $0, language: language, file: "f", tokens: tokens, windowTokens: windowTokens))
        }
    }

    func expectSameFactsInWindows(_ code: [UInt8], _ language: SourceLanguage, _ name: String) {
        let whole = FactsText.of(FactExtractor.facts(of: TokenizedSource(bytes: code, language: language), file: "f"))
        for windowTokens in [1, 7, 40, 300] {
            #expect(facts(code, language, windowTokens: windowTokens) == whole, "\(name), windows of \(windowTokens) tokens")
        }
    }

    /// Bytes reported consumed are overwritten at once: if any scan still read them, its facts would differ.
    func expectConsumedBytesUnread(_ code: [UInt8], _ language: SourceLanguage, _ name: String) {
        let whole = FactsText.of(FactExtractor.facts(of: TokenizedSource(bytes: code, language: language), file: "f"))
        for windowTokens in [7, 40, 300] {
            var scribbled = code
            var reported = 0
            let found = scribbled.withUnsafeMutableBufferPointer { buffer in
                FactExtractor.windowedFacts(
                    ofBytes: UnsafeBufferPointer(buffer), language: language, file: "f", tokens: TokenBuffer(capacity: 16),
                    windowTokens: windowTokens
                ) { offset in
                    for index in reported..<max(reported, offset) { buffer[index] = UInt8(ascii: "#") }
                    reported = max(reported, offset)
                }
            }
            // `nil`: a scan reached past a window (broken code), and the caller reads the file again.
            guard let found else { continue }
            #expect(reported > 0, "\(name): some bytes are consumed in windows of \(windowTokens) tokens")
            #expect(FactsText.of(found) == whole, "\(name), windows of \(windowTokens) tokens")
        }
    }

    @Test func consumedBytesAreNotReadAgain() throws {
        for file in try FileManager.default.subpathsOfDirectory(atPath: Self.traps.path).sorted() {
            guard let language = SourceLanguage(fileExtension: (file as NSString).pathExtension) else { continue }
            let code = try [UInt8](Data(contentsOf: Self.traps.appendingPathComponent(file)))
            let copies = max(40, 20_000 / (code.count + 1))  // past the margin of tokens kept before a window
            expectConsumedBytesUnread(Array([[UInt8]](repeating: code + Array("\n".utf8), count: copies).joined()), language, file)
        }
    }

    @Test func theTrapFixturesRepeated() throws {
        for file in try FileManager.default.subpathsOfDirectory(atPath: Self.traps.path).sorted() {
            guard let language = SourceLanguage(fileExtension: (file as NSString).pathExtension) else { continue }
            let code = try [UInt8](Data(contentsOf: Self.traps.appendingPathComponent(file)))
            expectSameFactsInWindows(Array([[UInt8]](repeating: code + Array("\n".utf8), count: 4).joined()), language, file)
        }
    }

    @Test func brokenCodeWhoseScansRunFar() {
        let component = """
            @interface CardComponent : CKCompositeComponent
            @end
            @implementation CardComponent
            + (instancetype)newWithModel:(id)model
            {
              CKComponentScope scope(self, model);
              return [super newWithView:{[UIButton class], {{@selector(setTitle:), @"a"}, CKComponentActionAttribute(@selector(tap))}}
                              component:[CKLabelComponent newWithLabelAttributes:{} viewAttributes:{} size:{}]];
            }
            @end

            """
        let breakages = [
            "", "@interface Open <", "- (void)m:(int {", "{ [X class], {", "static CKComponent *f((", "}}}", "#if A\n{\n#else\n",
        ]
        for breakage in breakages {
            let code = String(repeating: component, count: 3) + breakage + "\n" + String(repeating: component, count: 3)
            expectSameFactsInWindows(Array(code.utf8), .objectiveCPlusPlus, "after `\(breakage)`")
        }
        let swift = "class A: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n  }\n}\n"
        for breakage in ["", "class B<", "class C: D", "func f() {", "#if X\n}\n#endif\n"] {
            expectSameFactsInWindows(
                Array((String(repeating: swift, count: 3) + breakage + "\n" + swift).utf8), .swift, "Swift after `\(breakage)`")
        }
    }
}
