import SourceFacts

/// A class declaration as the index gives it to the rules: the declaration and the file it is in.
public struct IndexedDeclaration: Sendable, Hashable {
    public let declaration: ClassDeclaration
    public let file: String

    public var name: String { declaration.name }
    /// Direct superclass, generics stripped; `nil` for categories, extensions and root classes.
    public var superclass: String? { declaration.superclass }
    public var kind: ClassDeclaration.Kind { declaration.kind }
    public var line: Int { declaration.line }
    public var column: Int { declaration.column }
}
