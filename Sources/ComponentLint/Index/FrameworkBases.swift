/// The framework base classes the rules ask about, as bits: whether a class descends from one is then
/// a bit test on its index entry instead of string comparisons along its chain.
public struct FrameworkBases: OptionSet, Sendable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The bit for each class name that has one.
    static let byName: [String: FrameworkBases] = Dictionary(uniqueKeysWithValues: [
        "NSObject", "CKComponent", "CKComponentController", "CKStatefulViewComponentController", "CKRenderComponent",
        "ASDisplayNode", "UIViewController", "UIControl", "XCTestCase",
    ].enumerated().map { ($1, FrameworkBases(rawValue: 1 << $0)) })

    static let component = of("CKComponent")
    static let controller = of("CKComponentController")

    /// The bit of `name`, or none.
    static func of(_ name: String) -> FrameworkBases { byName[name] ?? [] }
}
