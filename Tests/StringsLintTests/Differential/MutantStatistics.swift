import DevToolsCore
import Foundation
import Testing

/// Tallies of a mutant run: how often we and Apple name the mutated line, and what Apple lets through.
struct MutantStatistics {
    var total = 0
    var rejectedStrictly = 0
    var oursOnLine = 0
    var appleOnLine = 0
    var appleSilentlyAccepts = 0
    var verdictMismatches = 0
    /// Per kind of mistake: broken mutants, ours on the line, Apple on the line, Apple silent.
    private var byKind: [Mutant.Kind: (broken: Int, ours: Int, apple: Int, silent: Int)] = [:]
    var lineMismatches = 0
    private var recorded = 0

    mutating func add(_ mutant: Mutant, ours: [Diagnostic], appleStrictlyAccepts: Bool, apple: AppleParser.Outcome) {
        total += 1
        guard !appleStrictlyAccepts else { return }
        rejectedStrictly += 1
        var tally = byKind[mutant.kind] ?? (0, 0, 0, 0)
        tally.broken += 1
        if ours.first?.location.line == mutant.line {
            oursOnLine += 1
            tally.ours += 1
        }
        if apple.accepted {
            appleSilentlyAccepts += 1
            tally.silent += 1
        } else if apple.errorLine == mutant.line {
            appleOnLine += 1
            tally.apple += 1
        }
        byKind[mutant.kind] = tally
    }

    mutating func recordMismatch(_ what: String, _ mutant: Mutant) {
        if what.hasPrefix("verdict") { verdictMismatches += 1 } else { lineMismatches += 1 }
        guard recorded < 15, what.hasPrefix("verdict") || recorded < 8 else { return }
        recorded += 1
        let excerpt = mutant.text.split(separator: "\n", omittingEmptySubsequences: false)[mutant.line - 1]
        print("mutant \(mutant.kind) of \(mutant.source), line \(mutant.line) `\(excerpt)`: \(what)")
    }

    var lineAccuracy: Double { rejectedStrictly == 0 ? 1 : Double(oursOnLine) / Double(rejectedStrictly) }

    var report: String {
        func percent(_ count: Int) -> String { String(format: "%.1f%%", 100 * Double(count) / Double(max(rejectedStrictly, 1))) }
        return """
            mutants: \(total), broken (Apple rejects or stops early): \(rejectedStrictly), verdict mismatches: \(verdictMismatches)
            first error on the mutated line: ours \(oursOnLine) (\(percent(oursOnLine))), Apple \(appleOnLine) (\(percent(appleOnLine)))
            Apple silently accepts (we flag): \(appleSilentlyAccepts) (\(percent(appleSilentlyAccepts)))
            """
                + Mutant.Kind.allCases.compactMap { kind in
                    byKind[kind].map {
                        "\n  \(kind): \($0.broken) broken, ours on line \($0.ours), Apple on line \($0.apple), Apple silent \($0.silent)"
                    }
                }.joined()
    }
}
