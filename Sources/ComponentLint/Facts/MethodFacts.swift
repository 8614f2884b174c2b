/// One method as the rules see it: where it is, whose it is, and what its body does. Extracted once per
/// file, so the rules need no tokens.
///
/// A class, not a struct: the file's facts, the index and every rule hold the same method, and passing
/// it around then costs one reference count instead of one per field (the rules pass walks tens of
/// thousands of methods on every commit).
public final class MethodFacts: Sendable {
    public let className: String
    /// Objective-C selector (`viewWillAppear:`) or Swift base name (`viewWillAppear`, `init`).
    public let selector: String
    public let isClassMethod: Bool
    public let isSwift: Bool
    /// Objective-C: the return type is an object (`id`, `instancetype`, `Class *`); `-(void)initUI` is not.
    /// Swift: the method is an `init`.
    public let returnsObject: Bool
    /// A ComponentKit constructor: a class method whose name starts with `new`. Decided once: most rules
    /// ask it of every method. Declared beside the other flags, so it takes no word of its own.
    public let isComponentConstructor: Bool
    public let file: String
    /// Kept in 32 bits, as the tokens keep them (a 50 MB source has 300,000 methods).
    private let storedLine: Int32
    private let storedColumn: Int32
    public let body: MethodBody

    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }

    public init(
        className: String, selector: String, isClassMethod: Bool, isSwift: Bool, returnsObject: Bool, file: String, line: Int,
        column: Int, body: MethodBody
    ) {
        self.className = className
        self.selector = selector
        self.isClassMethod = isClassMethod
        self.isSwift = isSwift
        self.returnsObject = returnsObject
        self.file = file
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        self.body = body
        isComponentConstructor = isClassMethod && !isSwift && selector.hasPrefix("new")
    }

    /// An initializer: an instance method of the `init` family that returns an object in Objective-C
    /// (`-initWithFrame:`, not the helpers `-(void)initUI` or `-initialize`), `init` in Swift (not
    /// `func initData()`).
    public var isInitializer: Bool {
        guard !isClassMethod else { return false }
        if isSwift { return selector == "init" }
        guard returnsObject, selector.hasPrefix("init") else { return false }
        // Cocoa's method families: `init` followed by the end, a `:` or an uppercase letter.
        let rest = selector.utf8.dropFirst(4)
        guard let next = rest.first else { return true }
        return next == UInt8(ascii: ":") || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z"))
    }
}
