import DevToolsCore

/// Where a localization file sits: `<group>/<locale>.lproj/<table>.<kind>`.
public struct LocalizedFile: Sendable, Hashable {
    public enum Kind: String, Sendable { case strings, stringsdict }

    public var file: SourceFile
    /// The folder that holds the `.lproj` folders; tables are matched within it.
    public var group: String
    /// The `.lproj` name without extension (`en`, `pt-BR`, `Base`).
    public var locale: String
    /// File name without extension (`Localizable`).
    public var table: String
    public var kind: Kind

    /// Reads the parts of a path; nil when the file is not inside a `.lproj` folder. It runs several
    /// times per file, so it looks at the path's last two slashes only (no array of components).
    public init?(_ file: SourceFile) {
        guard let kind = Kind(rawValue: file.fileExtension) else { return nil }
        let path = file.absolutePath.utf8
        guard let nameSlash = path.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        let folderSlash = path[..<nameSlash].lastIndex(of: UInt8(ascii: "/"))
        let folder = Substring(path[(folderSlash.map(path.index(after:)) ?? path.startIndex)..<nameSlash])
        guard folder.hasSuffix(".lproj") else { return nil }
        let name = Substring(path[path.index(after: nameSlash)...])
        self.file = file
        self.group = folderSlash.map { String(Substring(path[..<$0])) } ?? ""
        self.locale = String(folder.dropLast(".lproj".count))
        self.table = String(name.dropLast(kind.rawValue.count + 1))
        self.kind = kind
    }

    /// The folder holding a table file's `.lproj` folder, as the report shows the file
    /// (`App/de.lproj/Main.strings` → `App`); empty when the display path names no such folder.
    static func displayGroup(ofDisplayPath path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
    }
}
