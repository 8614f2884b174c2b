import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing
@testable import StringsLint

@Suite(
    "Corpus: same verdict as Apple's parser",
    .requiresShared("../shared is absent: the corpus tests need ../shared/corpus/strings") { SharedData.isAvailable })
struct CorpusDifferentialTests {
    @Test("every corpus .strings file: Apple accepts it whole exactly when we report no syntax error")
    func verdictParity() {
        let files = CorpusText.load()
        #expect(files.count > 250)
        for file in files {
            let ours = Lint.syntaxErrors(data: file.data)
            let apple = AppleParser.strictlyAccepts(file.text)
            #expect(ours.isEmpty == apple, "\(file.name): Apple accepts: \(apple); ours: \(ours.map(\.message))")
        }
    }

    @Test("files Apple accepts give the same table as Apple's parser")
    func sameTables() {
        for file in CorpusText.load() where !file.data.isEmpty {
            guard let apple = AppleParser.parse(file.data).value as? [String: Any] else { continue }
            let ours = StringsFileReader.read(data: file.data, displayPath: file.name).dictionary
            #expect(ours.count == apple.count, "\(file.name)")
            for (key, value) in ours where (apple[key] as? String) != value {
                Issue.record("\(file.name): \"\(key)\" is \"\(value)\" here, \"\(apple[key] ?? "nothing")\" for Apple")
                break
            }
        }
    }

    @Test("no error-level finding on accepted files besides the known duplicate keys")
    func noErrorsOnAcceptedFiles() {
        for file in CorpusText.load() {
            let errors = Lint.diagnostics(data: file.data).filter { $0.severity == .error }
            let unexpected = errors.filter { !($0.ruleID == DuplicateKeyRule.id && file.name.hasPrefix("owncloud__ios-app/")) }
            #expect(unexpected.isEmpty, "\(file.name): \(unexpected.map(\.message))")
        }
    }
}
