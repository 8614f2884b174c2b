import Testing

@testable import DevToolsCore

/// `devtools lint --sources` runs lint-components alongside lint-strings, both watching the same tree:
/// neither may take a failure away from the other, or the one that lost it caches an incomplete result
/// and reports a file it never read as linted.
@Suite struct ReadFailureCollectorTests {
    @Test func twoWatchesOfOneTreeAtOnceAreEachToldEveryFailureMetWhileTheyWatched() {
        let collector = ReadFailureCollector()
        let (inner, outer) = collector.watching(["/project"]) {
            collector.watching(["/project"]) {
                #expect(collector.record("/project/App/Secret.m", reason: "permission denied"))
            }.1
        }
        #expect(inner == ["/project/App/Secret.m": "permission denied"])
        #expect(outer == ["/project/App/Secret.m": "permission denied"])
    }

    @Test func aWatchIsNotToldOfFailuresBeforeItBeganNorOutsideItsTree() {
        let collector = ReadFailureCollector()
        let (later, first) = collector.watching(["/project"]) {
            _ = collector.record("/project/Early.m", reason: "permission denied")
            return collector.watching(["/project/App", "/elsewhere"]) {
                _ = collector.record("/project/Other/Late.m", reason: "I/O error")
                _ = collector.record("/project/App/Late.m", reason: "I/O error")
            }.1
        }
        #expect(later == ["/project/App/Late.m": "I/O error"])
        #expect(first.keys.sorted() == ["/project/App/Late.m", "/project/Early.m", "/project/Other/Late.m"])
        // Forgotten once nobody watches: a new run starts clean.
        #expect(collector.watching(["/project"]) {}.1.isEmpty)
        #expect(!collector.record("/project/Early.m", reason: "permission denied"), "nobody watches: the read throws")
    }
}
