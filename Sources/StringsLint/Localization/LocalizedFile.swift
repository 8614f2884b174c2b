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

    /// Reads the parts of a path; nil when the file is not inside a `.lproj` folder.
    public init?(_ file: SourceFile) {
        let components = file.absolutePath.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count >= 2 else { return nil }
        let folder = components[components.count - 2]
        guard folder.hasSuffix(".lproj"), let kind = Kind(rawValue: file.fileExtension) else { return nil }
        let name = String(components[components.count - 1])
        self.file = file
        self.group = components.dropLast(2).joined(separator: "/")
        self.locale = String(folder.dropLast(".lproj".count))
        self.table = String(name.dropLast(kind.rawValue.count + 1))
        self.kind = kind
    }
}
