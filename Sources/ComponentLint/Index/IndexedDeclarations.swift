import SourceFacts

/// A class's declarations as the index keeps them (references into the facts), read in place: rules
/// filter and search them without an array being made per class.
public struct IndexedDeclarations: RandomAccessCollection, Sendable {
    let storage: IndexStorage
    public let startIndex: Int
    public let endIndex: Int

    init(storage: IndexStorage, range: Range<Int>) {
        self.storage = storage
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    public subscript(position: Int) -> IndexedDeclaration { storage.declaration(at: position) }
}
