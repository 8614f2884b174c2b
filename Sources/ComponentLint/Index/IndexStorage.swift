import SourceFacts

/// The index's tables, shared by `ProjectIndex` and every `IndexedClass` view on it: flat arrays by
/// class position, and references into the run's facts instead of copies of them.
final class IndexStorage: Sendable {
    let files: [FileFacts]
    let names: [String]
    private let positions: NameTable
    let records: [ClassRecord]
    private let declarationStarts: [Int32]
    let declarationReferences: [FactReference]
    private let methodStarts: [Int32]
    let methodReferences: [FactReference]
    /// Classes below this position are declared or given methods by some scanned file.
    let scannedCount: Int

    /// What the tables were taken from (its arrays are the same ones, not copies), for another object
    /// over the same tables: see `ProjectIndex.forOneThread`.
    let builder: IndexBuilder

    init(_ builder: IndexBuilder) {
        self.builder = builder
        files = builder.files
        names = builder.names
        positions = builder.positions
        records = builder.records
        declarationStarts = builder.declarationStarts
        declarationReferences = builder.declarationReferences
        methodStarts = builder.methodStarts
        methodReferences = builder.methodReferences
        scannedCount = builder.scannedCount
    }

    /// The position of the class `name`, if the index has it.
    func position(of name: String) -> Int? { positions.position(of: name, in: names).map { Int($0) } }

    /// Where class `position`'s declarations are in `declarationReferences`.
    func declarationRange(of position: Int) -> Range<Int> {
        position < scannedCount ? Int(declarationStarts[position])..<Int(declarationStarts[position + 1]) : 0..<0
    }

    /// Where class `position`'s methods are in `methodReferences`.
    func methodRange(of position: Int) -> Range<Int> {
        position < scannedCount ? Int(methodStarts[position])..<Int(methodStarts[position + 1]) : 0..<0
    }

    func declaration(at index: Int) -> IndexedDeclaration {
        let reference = declarationReferences[index]
        let file = files[Int(reference.file)]
        return IndexedDeclaration(declaration: file.classes[Int(reference.item)], file: file.file)
    }

    func method(at index: Int) -> MethodFacts {
        let reference = methodReferences[index]
        return files[Int(reference.file)].methods[Int(reference.item)]
    }

    /// Whether two declarations of one class name different superclasses (`Foo : CKComponent` in one
    /// file, `Foo : UIView` in another): only classes declared more than once are looked at.
    var hasConflictingSuperclasses: Bool {
        for position in 0..<scannedCount where declarationStarts[position + 1] - declarationStarts[position] > 1 {
            var first: String?
            for index in declarationRange(of: position) {
                let reference = declarationReferences[index]
                guard let superclass = files[Int(reference.file)].classes[Int(reference.item)].superclass else { continue }
                if let first, first != superclass { return true }
                first = first ?? superclass
            }
        }
        return false
    }

    /// The direct superclass: as the first declaring file names it, else from the framework table or
    /// naming conventions.
    func superclass(of position: Int) -> String? {
        for index in declarationRange(of: position) {
            let reference = declarationReferences[index]
            if let declared = files[Int(reference.file)].classes[Int(reference.item)].superclass { return declared }
        }
        return FrameworkClasses.superclass(of: names[position])
    }
}
