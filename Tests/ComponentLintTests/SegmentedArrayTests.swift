@testable import ComponentLint
@testable import SourceFacts
import Testing

/// A file's lists in segments read back exactly as an array would: by position and in order, below one
/// segment and across several.
@Suite("Segmented lists of facts")
struct SegmentedArrayTests {
    @Test(arguments: [0, 1, SegmentedArray<Int>.segmentSize, SegmentedArray<Int>.segmentSize + 1, 3 * SegmentedArray<Int>.segmentSize + 7])
    func readsBackAsTheArray(count: Int) {
        var list = SegmentedArray<Int>()
        for number in 0..<count { list.append(number * 3) }
        let expected = (0..<count).map { $0 * 3 }
        #expect(list.count == count)
        #expect(Array(list) == expected, "in order")
        #expect(list.indices.map { list[$0] } == expected, "by position")
        #expect(list.last == expected.last && list.first == expected.first)
    }

    @Test func madeFromAnArrayAndAppendedToInRuns() {
        var list = SegmentedArray(0..<5000)
        list.append(contentsOf: 5000..<9000)
        #expect(Array(list) == Array(0..<9000))
        #expect(list[4095] == 4095 && list[4096] == 4096 && list[8999] == 8999)
    }
}
