import SourceFacts

/// A class's methods as the index keeps them (references into the facts), read in place: rules walk
/// every class's methods, and an array per class would be made and dropped hundreds of thousands of
/// times on a large run.
public struct IndexedMethods: RandomAccessCollection, Sendable {
    let storage: IndexStorage
    public let startIndex: Int
    public let endIndex: Int

    init(storage: IndexStorage, range: Range<Int>) {
        self.storage = storage
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    public subscript(position: Int) -> MethodFacts { storage.method(at: position) }
}
