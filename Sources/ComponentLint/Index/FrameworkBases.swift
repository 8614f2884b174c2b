import SourceFacts

/// The framework base classes the rules ask about, as bits: whether a class descends from one is then
/// a bit test on its index entry instead of string comparisons along its chain.
public struct FrameworkBases: OptionSet, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The classes that have a bit, each at the position of its name here.
    static let names: [String] = [
        "NSObject", "CKComponent", "CKComponentController", "CKStatefulViewComponentController", "CKRenderComponent",
        "ASDisplayNode", "UIViewController", "UIControl", "XCTestCase", "UIView", "UITableViewCell", "UICollectionViewCell",
    ]

    /// The bit for each class name that has one.
    static let byName: [String: FrameworkBases] = Dictionary(
        uniqueKeysWithValues: names.enumerated().map {
            ($1, FrameworkBases(rawValue: 1 << $0))
        })

    static let component = of("CKComponent")
    static let controller = of("CKComponentController")

    /// The bit of `name`, or none. Asked for every class of a run and on every rule's question, so
    /// answered by length first (no two of the names have the same number of bytes), then against a
    /// literal: rules ask it side by side on every core, and reading the shared `names` array retained
    /// and released one buffer from all of them at once (a third of texture-init-touches-view's time).
    static func of(_ name: String) -> FrameworkBases {
        let position: Int? =
            switch name.utf8.count {
            case 8 where name == "NSObject": 0
            case 11 where name == "CKComponent": 1
            case 21 where name == "CKComponentController": 2
            case 33 where name == "CKStatefulViewComponentController": 3
            case 17 where name == "CKRenderComponent": 4
            case 13 where name == "ASDisplayNode": 5
            case 16 where name == "UIViewController": 6
            case 9 where name == "UIControl": 7
            case 10 where name == "XCTestCase": 8
            case 6 where name == "UIView": 9
            case 15 where name == "UITableViewCell": 10
            case 20 where name == "UICollectionViewCell": 11
            default: nil
            }
        if let position { return FrameworkBases(rawValue: 1 << position) }
        // An ASCII name differs from them all; another might still be canonically equivalent to one.
        let isASCII = name.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } ?? name.utf8.allSatisfy { $0 < 0x80 }
        return isASCII ? [] : byName[name] ?? []
    }
}
