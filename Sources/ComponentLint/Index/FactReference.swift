import SourceFacts

/// Where the index finds a declaration or a method: the file's position in the run's facts and the
/// item's position in that file's list. The index keeps these instead of copies of the facts, in 32
/// bits each (a 50 MB source declares 300,000 classes, and a copy of a declaration took 80 bytes).
struct FactReference: Sendable {
    let file: Int32
    let item: Int32

    init(file: Int, item: Int) {
        self.file = Int32(truncatingIfNeeded: file)
        self.item = Int32(truncatingIfNeeded: item)
    }
}
