import Foundation

/// One localizable text of a storyboard or xib, as `ibtool --export-strings-file` names it: the key a
/// Base-localized `.strings` table uses for it (`<objectID>.<property>`), its text and its line.
public struct InterfaceBuilderText: Sendable, Equatable {
    /// `Ttl-9x-abc.text`, `3Fe-aa-xyz.normalTitle`, `abc-de-fgh.segmentTitles[0]`, `123.headerCell.title`.
    public var key: String
    public var text: String
    public var line: Int
    /// Replaced at run time, so the storyboard's text is never shown: a Cocoa `value`/`title` binding
    /// sets it, or it is Xcode's default text (`Label`, `Button`) on an object the code holds as an outlet.
    /// (`isPlaceholder` also takes in library defaults anywhere and texts without a letter: numbers and
    /// symbols read the same in every language.)
    public var isSetAtRunTime: Bool

    public init(key: String, text: String, line: Int, isSetAtRunTime: Bool = false) {
        self.key = key
        self.text = text
        self.line = line
        self.isSetAtRunTime = isSetAtRunTime
    }

    /// A text no user reads as written, so a translation need not give it: set at run time, empty or
    /// blank, a lone dash, or the `<dnl>` ("do not localize") marker designers type into a label the
    /// code fills in. Real apps leave these out of their translations on purpose.
    public var isPlaceholder: Bool {
        isSetAtRunTime || Self.isPlaceholder(text) || Self.libraryDefaults.contains(text) || !text.contains(where: \.isLetter)
    }

    /// Interface Builder's placeholder texts: blank, a dash, `<dnl>`, BartyCrouch's `#bc-ignore!`
    /// ("leave this out of the strings files"), or a web address, which reads the same in every language.
    public static func isPlaceholder(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        if ["", "-", "–", "—", "<dnl>", "<do not localize>", "#bc-ignore!"].contains(trimmed) { return true }
        return !trimmed.contains(" ") && (trimmed.hasPrefix("http://") || trimmed.hasPrefix("https://") || trimmed.hasPrefix("www."))
    }

    /// Library texts that are stand-ins only on an object the code holds as an outlet, a navigation item
    /// (Xcode titles each new one "Title") or an object in a prototype cell (the data source fills it).
    static let outletDefaults: Set<String> = ["Button", "Title"]

    /// The texts Xcode gives a new object from its library (`Label`, `Text Cell`, `Box`, `Item 1`, …):
    /// stand-ins the code replaces. `Button` and `Title` are left out: they are also real titles.
    static let libraryDefaults: Set<String> = [
        "Label", "Text", "Item", "Subtitle", "Detail", "Text Cell", "Multi-line Label", "Box", "Item 1", "Item 2", "Item 3",
        "Table View Cell", "Custom View", "Window", "View",
    ]
}
