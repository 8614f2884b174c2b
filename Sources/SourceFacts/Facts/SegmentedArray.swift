/// An array kept in segments of at most `segmentSize` elements: appending never copies what is there,
/// and never holds more than one segment of spare room. For the lists of a file's facts (its classes,
/// its methods): an `Array` grows by doubling, so a 50 MB source's 300,000 class declarations took
/// 32 MB where 20 MB were used, and 48 MB while the last doubling copied them.
///
/// A file with fewer elements than a segment (every ordinary file) keeps one plain array and no list of
/// segments.
public struct SegmentedArray<Element>: RandomAccessCollection {
    static var segmentSize: Int { 1 << 12 }

    private var head: [Element] = []
    /// The full segments after `head` and the one being filled; `nil` until `head` is full (so that
    /// copying an ordinary file's facts retains one array, not two).
    private var tail: [[Element]]?

    public init() {}

    public init(_ elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        guard let tail, let last = tail.last else { return head.count }
        return head.count + (tail.count - 1) * Self.segmentSize + last.count
    }

    public subscript(position: Int) -> Element {
        if position < Self.segmentSize { return head[position] }
        let offset = position - Self.segmentSize
        return tail.unsafelyUnwrapped[offset / Self.segmentSize][offset % Self.segmentSize]
    }

    /// Walks each segment with its own iterator, not through the subscript.
    public struct Iterator: IteratorProtocol {
        var current: IndexingIterator<[Element]>
        let tail: [[Element]]?
        var nextSegment = 0

        public mutating func next() -> Element? {
            while true {
                if let element = current.next() { return element }
                guard let tail, nextSegment < tail.count else { return nil }
                current = tail[nextSegment].makeIterator()
                nextSegment += 1
            }
        }
    }

    public func makeIterator() -> Iterator { Iterator(current: head.makeIterator(), tail: tail) }

    public mutating func append(_ element: Element) {
        if head.count < Self.segmentSize {
            head.append(element)
        } else if let last = tail?.indices.last, tail![last].count < Self.segmentSize {
            tail![last].append(element)
        } else {
            var segment: [Element] = []
            segment.reserveCapacity(Self.segmentSize)
            segment.append(element)
            if tail == nil { tail = [] }
            tail!.append(segment)
        }
    }

    public mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    public mutating func reserveCapacity(_ capacity: Int) {
        head.reserveCapacity(Swift.min(capacity, Self.segmentSize))
    }
}

extension SegmentedArray: Sendable where Element: Sendable {}
