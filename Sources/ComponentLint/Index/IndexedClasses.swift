import SourceFacts

/// The classes that the scanned files declare or add methods to, as views made on demand rather than
/// an array of them kept for the run.
public struct IndexedClasses: RandomAccessCollection, Sendable {
    let storage: IndexStorage
    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.scannedCount }

    public subscript(position: Int) -> IndexedClass { IndexedClass(storage: storage, position: position) }
}
