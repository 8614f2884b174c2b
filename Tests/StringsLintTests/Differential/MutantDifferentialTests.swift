import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing
@testable import StringsLint

@Suite(
    "Mutants of the corpus: Apple's verdict, and the mistake's own line",
    .requiresShared("../shared is absent: the mutant tests need ../shared/corpus/strings") { SharedData.isAvailable })
struct MutantDifferentialTests {
    static let mutantsPerFile = 12

    static func mutants() -> [Mutant] {
        var factory = MutantFactory(generator: SeededGenerator(seed: 0x5EED_5791_0000_0003))
        return CorpusText.load().flatMap { factory.mutants(of: $0.text, source: $0.name, count: mutantsPerFile) }
    }

    @Test("several thousand mutants: same verdict as Apple, first error on the mutated line")
    func mutantParity() {
        let mutants = Self.mutants()
        #expect(mutants.count >= 2_500)
        var statistics = MutantStatistics()
        for mutant in mutants {
            let ours = Lint.syntaxErrors(mutant.text)
            let strict = AppleParser.strictlyAccepts(mutant.text)
            let apple = AppleParser.parse(Data(mutant.text.utf8))
            statistics.add(mutant, ours: ours, appleStrictlyAccepts: strict, apple: apple)
            if ours.isEmpty != strict {
                statistics.recordMismatch("verdict: Apple accepts \(strict), ours \(ours.map(\.message))", mutant)
            } else if let first = ours.first, first.location.line != mutant.line {
                statistics.recordMismatch("first error on line \(first.location.line): \(first.message)", mutant)
            }
        }
        print(statistics.report)
        #expect(statistics.verdictMismatches == 0)
        #expect(statistics.lineAccuracy >= 0.9, "\(statistics.report)")
    }
}
