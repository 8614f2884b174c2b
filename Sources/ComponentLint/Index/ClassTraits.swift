import SourceFacts

/// What the index decides once about a class while it builds, kept as bits of one byte per class.
struct ClassTraits: OptionSet, Sendable {
    let rawValue: UInt8

    /// The chain has been resolved (while building only).
    static let resolved = ClassTraits(rawValue: 1 << 0)
    /// The chain ends at a framework root class, so "not found" means "does not descend".
    static let reachesRoot = ClassTraits(rawValue: 1 << 1)
    /// Has an `@implementation` or a Swift class body in the scanned files.
    static let implemented = ClassTraits(rawValue: 1 << 2)
    /// Some scanned class names this one as its direct superclass.
    static let subclassed = ClassTraits(rawValue: 1 << 3)
    /// Descends from `CKComponent` and is not it.
    static let component = ClassTraits(rawValue: 1 << 4)
    /// Descends from `CKComponentController` and is not it.
    static let controller = ClassTraits(rawValue: 1 << 5)
    /// The chain, from this class up, passes or ends at a class from outside the tree: one no scanned file
    /// declares (only extends, or only names as a superclass) and the framework table does not list (a
    /// CocoaPods pod's, an SDK's). Its superclass is unknown, or only guessed by the frameworks' naming
    /// conventions, so what it and its parents implement is unknown (`ClassChainEnd.external`).
    static let external = ClassTraits(rawValue: 1 << 6)
}
