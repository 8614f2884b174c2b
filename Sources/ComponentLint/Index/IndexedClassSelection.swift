import SourceFacts

/// Some of the index's classes, kept as 32-bit positions and viewed on demand: a list of every
/// implemented component held for the rules took 16 bytes a class as `IndexedClass` values.
public struct IndexedClassSelection: RandomAccessCollection, Sendable {
    let storage: IndexStorage
    private let positions: [Int32]

    /// The classes of `classes` for which `isIncluded` holds, in their order; of those named in `names`
    /// only, when given.
    init(_ classes: IndexedClasses, named names: Set<String>? = nil, where isIncluded: (IndexedClass) -> Bool) {
        storage = classes.storage
        guard let names else {
            positions = classes.indices.compactMap { isIncluded(classes[$0]) ? Int32($0) : nil }
            return
        }
        let storage = classes.storage
        positions = names.compactMap { storage.position(of: $0) }.filter { $0 < classes.endIndex && isIncluded(classes[$0]) }.sorted()
            .map { Int32($0) }
    }

    /// Every class of `classes`.
    init(all classes: IndexedClasses) {
        storage = classes.storage
        positions = (0..<Int32(classes.endIndex)).map { $0 }
    }

    private init(storage: IndexStorage, positions: [Int32]) {
        self.storage = storage
        self.positions = positions
    }

    /// The same classes, viewed through `classes`' storage (an index's own for one thread).
    func viewed(through classes: IndexedClasses) -> IndexedClassSelection {
        IndexedClassSelection(storage: classes.storage, positions: positions)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions.count }

    public subscript(index: Int) -> IndexedClass { IndexedClass(storage: storage, position: Int(positions[index])) }
}
