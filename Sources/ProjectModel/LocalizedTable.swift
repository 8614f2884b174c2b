/// A localized resource: an Xcode variant group (`Localizable.strings`, `Main.storyboard`), or the same
/// file in several `.lproj` folders of a synchronized folder or a package, with one file per locale.
public struct LocalizedTable: Sendable, Equatable {
    /// The table's name as Xcode shows it: `Localizable.strings`, `Main.storyboard`.
    public var name: String
    /// One file per `.lproj` folder, in the project's order.
    public var files: [LocalizedFile]

    public init(name: String, files: [LocalizedFile]) {
        self.name = name
        self.files = files
    }
}

/// One locale's file of a `LocalizedTable`.
public struct LocalizedFile: Sendable, Equatable {
    /// The `.lproj` folder's name without its extension (`Base`, `en`, `pt-BR`).
    public var locale: String
    /// The file's absolute path.
    public var path: String

    public init(locale: String, path: String) {
        self.locale = locale
        self.path = path
    }
}
