import Foundation
import SourceFacts

/// What the index decides once about a class while it builds, kept as bits (two bytes a class, in the
/// padding of its eight-byte `ClassRecord`).
struct ClassTraits: OptionSet, Sendable {
    let rawValue: UInt16

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
    /// The framework table lists the class (`FrameworkClasses.superclass`): decided once here, where a
    /// rule asking the table hashed the name for every class of the project.
    static let frameworkClass = ClassTraits(rawValue: 1 << 7)
    /// The name ends in `Controller`: rules that look for `<Component>Controller` classes skip the rest
    /// without reading the name (a String every rule retained at once, for every class).
    static let namedController = ClassTraits(rawValue: 1 << 8)
    /// A scanned file declares it as a class (an `@interface`, an `@implementation`, a Swift class; a
    /// category or an extension does not count): noted while the declarations are counted, so that
    /// resolving the chains need not read them again.
    static let declaredAsClass = ClassTraits(rawValue: 1 << 9)

    /// The traits a class has by its name alone.
    static func named(_ name: String) -> ClassTraits {
        var name = name
        return name.withUTF8 { lengthBeforeController($0) != nil ? .namedController : [] }
    }

    /// How many bytes of `name` come before a final `Controller`; `nil` when it does not end so, or is
    /// only that.
    static func lengthBeforeController(_ name: UnsafeBufferPointer<UInt8>) -> Int? {
        let suffix: StaticString = "Controller"
        let length = suffix.utf8CodeUnitCount
        guard name.count > length, memcmp(name.baseAddress! + name.count - length, suffix.utf8Start, length) == 0 else { return nil }
        return name.count - length
    }
}
