import Foundation
import ProjectModel

/// A table named after a storyboard or xib: Xcode generates it from Interface Builder, whose text
/// the app shows as is (never through a format call).
enum InterfaceBuilderTable {
    static func exists(group: String, table: String, locales: [String]) -> Bool {
        file(group: group, table: table, locales: locales) != nil
    }

    /// The storyboard or xib a table of `group` is named after: `Base.lproj`'s first, else a locale's.
    static func file(group: String, table: String, locales: [String]) -> String? {
        for locale in ["Base"] + locales.sorted() {
            for kind in ["storyboard", "xib"] {
                let path = "\(group)/\(locale).lproj/\(table).\(kind)"
                if FileManager.default.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }

    /// The object ids of the Interface Builder file at `path`; nil when it cannot be read as a
    /// document (then no key is judged stale).
    static func objectIDs(at path: String) -> Set<String>? {
        if case .success(let document) = InterfaceBuilderDocument.read(at: path) { return document.objectIDs }
        return nil
    }

    /// The object a key of an Interface Builder table names (`Ttl-9x-abc` of `Ttl-9x-abc.text`); nil for
    /// a key of another shape.
    static func objectID(ofKey key: String) -> Substring? {
        guard let dot = key.firstIndex(of: "."), dot != key.startIndex, key.index(after: dot) != key.endIndex else { return nil }
        return key[..<dot]
    }

    /// Texts Interface Builder holds as placeholders, never shown as written: nothing to translate.
    static func isPlaceholder(_ value: String) -> Bool {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        return ["", "-", "–", "—", "<dnl>", "<do not localize>"].contains(trimmed.lowercased())
    }
}
