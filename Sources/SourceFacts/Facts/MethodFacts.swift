/// One method as the rules see it: where it is, whose it is, and what its body does. Extracted once per
/// file, so the rules need no tokens.
///
/// One reference to shared storage: the file's facts, the index and every rule hold the same method, and
/// passing it around then costs one reference count instead of one per field (the rules pass walks tens
/// of thousands of methods on every commit). The storage is a managed buffer whose elements are the
/// body's sites: the method and everything its body does take one allocation (160 bytes for a
/// constructor with a scope and a `[super new…]`, where separate lists took 368), and a 50 MB source
/// has 300,000 methods.
///
/// `@unchecked Sendable`: the storage is written once, when the method is made, and only read after.
public struct MethodFacts: @unchecked Sendable {
    typealias Buffer = ManagedBufferPointer<Fields, BodySite>

    /// The storage object; its `deinit` destroys what `make` put in it.
    final class Storage {
        deinit {
            Buffer(unsafeBufferObject: self).withUnsafeMutablePointers { fields, elements in
                elements.deinitialize(count: Int(fields.pointee.siteCount))
                fields.deinitialize(count: 1)
            }
        }
    }

    let buffer: Buffer

    /// The stored fields, set once when the method is made.
    struct Fields {
        let className: String
        let selector: String
        let file: String
        let sitePaths: [(order: Int, path: SitePath)]
        let line: Int32
        let column: Int32
        let siteCount: Int32
        let flags: Flags
    }

    struct Flags: OptionSet {
        let rawValue: UInt8
        static let classMethod = Flags(rawValue: 1 << 0)
        static let swift = Flags(rawValue: 1 << 1)
        static let returnsObject = Flags(rawValue: 1 << 2)
        static let componentConstructor = Flags(rawValue: 1 << 3)
        static let usesState = Flags(rawValue: 1 << 4)
        static let override = Flags(rawValue: 1 << 5)
    }

    public static func make(
        className: String, selector: String, isClassMethod: Bool, isSwift: Bool, returnsObject: Bool, isOverride: Bool = false,
        file: String, line: Int, column: Int, body: MethodBody
    ) -> MethodFacts {
        var flags: Flags = []
        if isOverride { flags.insert(.override) }
        if isClassMethod { flags.insert(.classMethod) }
        if isSwift { flags.insert(.swift) }
        if returnsObject { flags.insert(.returnsObject) }
        // A ComponentKit constructor: a class method whose name starts with `new`. Decided once: most
        // rules ask it of every method.
        if isClassMethod && !isSwift && selector.hasPrefix("new") { flags.insert(.componentConstructor) }
        if body.usesState { flags.insert(.usesState) }
        let fields = Fields(
            className: className, selector: selector, file: file, sitePaths: body.sitePaths, line: Int32(clamping: line),
            column: Int32(clamping: column), siteCount: Int32(body.sites.count), flags: flags)
        let buffer = Buffer(bufferClass: Storage.self, minimumCapacity: body.sites.count) { _, _ in fields }
        buffer.withUnsafeMutablePointerToElements { elements in
            body.sites.withUnsafeBufferPointer { sites in
                if let base = sites.baseAddress { elements.initialize(from: base, count: sites.count) }
            }
        }
        return MethodFacts(buffer: buffer)
    }

    /// The fields, read in place (a field read retains that field, not all of them).
    private var header: Fields {
        _read { yield buffer.header }
    }

    public var className: String { header.className }
    /// Objective-C selector (`viewWillAppear:`) or Swift full name (`viewWillAppear(_:)`, `init(frame:)`,
    /// `didLoad()`; see `SwiftSignature`).
    public var selector: String { header.selector }
    public var file: String { header.file }
    public var isClassMethod: Bool { header.flags.contains(.classMethod) }
    public var isSwift: Bool { header.flags.contains(.swift) }
    /// Swift: declared `override`, the only way a Swift method overrides its superclass's. Objective-C:
    /// always `false` (any method may override one of the superclass).
    public var isOverride: Bool { header.flags.contains(.override) }
    /// Objective-C: the return type is an object (`id`, `instancetype`, `Class *`); `-(void)initUI` is not.
    /// Swift: the method is an `init`.
    public var returnsObject: Bool { header.flags.contains(.returnsObject) }
    /// A ComponentKit constructor: a class method whose name starts with `new`.
    public var isComponentConstructor: Bool { header.flags.contains(.componentConstructor) }
    /// `+controllerClass`: how a component names its controller in ComponentKit 0.23 and later.
    public var isControllerClassMethod: Bool { isClassMethod && selector == "controllerClass" }
    public var line: Int { Int(header.line) }
    public var column: Int { Int(header.column) }
    /// What the body does.
    public var body: MethodBodyView { MethodBodyView(method: self) }

    /// An initializer: an instance method of the `init` family that returns an object in Objective-C
    /// (`-initWithFrame:`, not the helpers `-(void)initUI` or `-initialize`), `init` in Swift (not
    /// `func initData()`).
    public var isInitializer: Bool {
        guard !isClassMethod else { return false }
        if isSwift { return selector.hasPrefix("init(") }
        guard returnsObject, selector.hasPrefix("init") else { return false }
        // Cocoa's method families: `init` followed by the end, a `:` or an uppercase letter.
        let rest = selector.utf8.dropFirst(4)
        guard let next = rest.first else { return true }
        return next == UInt8(ascii: ":") || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z"))
    }
}

/// The body of a method whose facts are made: its sites, read where the method keeps them.
public struct MethodBodyView: MethodBodyReading {
    let method: MethodFacts

    public func withSites<Result>(_ body: (UnsafeBufferPointer<BodySite>) -> Result) -> Result {
        method.buffer.withUnsafeMutablePointers { fields, elements in
            body(UnsafeBufferPointer(start: elements, count: Int(fields.pointee.siteCount)))
        }
    }

    public var sitePaths: [(order: Int, path: SitePath)] { method.buffer.header.sitePaths }
    public var usesState: Bool { method.buffer.header.flags.contains(.usesState) }
}
