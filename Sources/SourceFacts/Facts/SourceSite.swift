/// A place in a file plus a name (a class, a selector, a call) and its order in the method body, so a
/// rule can ask what came first.
///
/// Line, column and order are kept in 32 bits (a file's token offsets are 32-bit already): a site then
/// takes 32 bytes instead of 48, and a 50 MB source holds about a million of them.
public struct SourceSite: Sendable, Hashable {
    public let name: String
    private let storedLine: Int32
    private let storedColumn: Int32
    private let storedOrder: Int32
    /// Inside a block or lambda, which may run later and elsewhere than the method itself.
    public var isInClosure = false

    public var line: Int { Int(storedLine) }
    public var column: Int { Int(storedColumn) }
    /// Token index in the file: larger means later.
    public var order: Int { Int(storedOrder) }

    public init(name: String, line: Int, column: Int, order: Int) {
        self.name = name
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedOrder = Int32(clamping: order)
    }
}
