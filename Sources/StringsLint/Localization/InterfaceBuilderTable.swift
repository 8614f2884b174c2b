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

    /// The Interface Builder file at `path`; nil when it cannot be read as a document (then no key is
    /// judged stale and no storyboard text is expected).
    static func document(at path: String) -> InterfaceBuilderDocument? {
        if case .success(let document) = InterfaceBuilderDocument.read(at: path) { return document }
        return nil
    }

    /// The storyboard's texts every translation must give that the development-language table does not
    /// list: all of them when the storyboard is the development text, the rest of a partial `en.lproj`
    /// override. Placeholders and texts set at run time are not expected.
    static func expectedTexts(of document: InterfaceBuilderDocument, beyond table: ReferenceTable) -> [InterfaceBuilderText] {
        var seen: Set<String> = []
        return document.texts.filter { text in
            !text.isPlaceholder && table.index[text.key] == nil && seen.insert(text.key).inserted
        }
    }

    /// The object a key of an Interface Builder table names (`Ttl-9x-abc` of `Ttl-9x-abc.text`); nil for
    /// a key of another shape.
    static func objectID(ofKey key: String) -> Substring? {
        guard let dot = key.firstIndex(of: "."), dot != key.startIndex, key.index(after: dot) != key.endIndex else { return nil }
        return key[..<dot]
    }

    /// Texts Interface Builder holds as placeholders, never shown as written: nothing to translate.
    static func isPlaceholder(_ value: String) -> Bool {
        InterfaceBuilderText.isPlaceholder(value)
    }

    /// The storyboard's path as the user gave the table beside it: the table's display path with its
    /// last two components (`de.lproj/Main.strings`) swapped for the storyboard's (`Base.lproj/Main.storyboard`).
    static func displayPath(of path: String, beside table: String?) -> String {
        let tail = path.split(separator: "/").suffix(2).joined(separator: "/")
        guard let table else { return path }
        let folder = LocalizedFile.displayGroup(ofDisplayPath: table)
        return folder.isEmpty ? tail : "\(folder)/\(tail)"
    }
}
