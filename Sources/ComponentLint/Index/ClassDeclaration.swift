/// A class as a file declares it.
public struct ClassDeclaration: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case interface
        case implementation
        case category
        case classExtension
        case swiftClass
    }

    public let name: String
    /// Direct superclass, generics stripped; `nil` for categories, extensions and root classes.
    public let superclass: String?
    public let kind: Kind
    public let file: String
    public let line: Int
    public let column: Int
}
