/// A parameter of a project's own function or initialiser that localizes what it is given.
public struct LocalizingParameter: Sendable, Hashable {
    /// The table it is looked up in (empty: the default table).
    public var table: String
    /// A `LocalizedStringKey` (SwiftUI's): a literal given to it is a key, its `\(…)` a format
    /// specifier, and its text its own English. Otherwise a `String` passed on as a key.
    public var isLocalizedStringKey: Bool

    public init(table: String, isLocalizedStringKey: Bool) {
        self.table = table
        self.isLocalizedStringKey = isLocalizedStringKey
    }

    /// How a call names the parameter: `showAlert(title:`, or `row(_#1:` for the first argument given
    /// without a label. Declarations and calls spell it the same, so one table lookup matches them.
    public static func signature(callee: String, label: String?, position: Int) -> String {
        callee + "(" + (label ?? "_#\(position)") + ":"
    }

    /// The function's or type's name in a signature.
    public static func callee(of signature: String) -> String {
        String(signature.prefix { $0 != "(" })
    }
}
