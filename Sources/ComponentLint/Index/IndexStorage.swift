import SourceFacts

/// The index's tables, shared by `ProjectIndex` and every `IndexedClass` view on it: flat arrays by
/// class position, and references into the run's facts instead of copies of them.
final class IndexStorage: Sendable {
    /// The tables as the builder left them; another object over the same tables (the same arrays, not
    /// copies) is made from it: see `ProjectIndex.forOneThread`.
    let tables: IndexBuilder

    var files: [FileFacts] { tables.files }
    var names: [String] { tables.names }
    var records: [ClassRecord] { tables.records }
    var declarationReferences: [FactReference] { tables.declarationReferences }
    var methodReferences: [FactReference] { tables.methodReferences }
    /// Classes below this position are declared or given methods by some scanned file.
    var scannedCount: Int { tables.scannedCount }

    init(_ tables: IndexBuilder) {
        self.tables = tables
    }

    /// The position of the class `name`, if the index has it.
    func position(of name: String) -> Int? { tables.positions.position(of: name, in: names).map { Int($0) } }

    /// Where class `position`'s declarations are in `declarationReferences`.
    func declarationRange(of position: Int) -> Range<Int> {
        position < scannedCount ? Int(tables.declarationStarts[position])..<Int(tables.declarationStarts[position + 1]) : 0..<0
    }

    /// Where class `position`'s methods are in `methodReferences`.
    func methodRange(of position: Int) -> Range<Int> {
        position < scannedCount ? Int(tables.methodStarts[position])..<Int(tables.methodStarts[position + 1]) : 0..<0
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
        for position in 0..<scannedCount where tables.declarationStarts[position + 1] - tables.declarationStarts[position] > 1 {
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
