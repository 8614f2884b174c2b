/// What a file in a synchronized folder or a package does in its target, by its extension, as Xcode
/// decides for a synchronized folder: compiled (a source), copied (a resource), or neither (headers,
/// entitlements, build settings files).
enum FileRole: Sendable, Equatable {
    case source
    case resource
    case neither

    init(fileName: String) {
        // The part after the last dot (none for `Makefile`, `.gitignore`'s whole name is no extension).
        let dot = fileName.utf8.lastIndex(of: UInt8(ascii: "."))
        let ext = dot.map { $0 == fileName.utf8.startIndex ? "" : String(fileName[fileName.index(after: $0)...]).lowercased() } ?? ""
        if Self.sourceExtensions.contains(ext) {
            self = .source
        } else if Self.neitherExtensions.contains(ext) || fileName == "Package.swift" {
            self = .neither
        } else {
            self = .resource
        }
    }

    static let sourceExtensions: Set<String> = [
        "swift", "m", "mm", "c", "cc", "cpp", "cxx", "c++", "s", "metal", "xcdatamodeld", "xcdatamodel",
        "xcmappingmodel", "intentdefinition", "mlmodel", "mlpackage", "iig", "rcproject",
    ]

    static let neitherExtensions: Set<String> = [
        "h", "hh", "hpp", "hxx", "pch", "modulemap", "entitlements", "xcconfig", "docc",
    ]

    /// Folders Xcode takes as one item (a bundle, a catalog, a model), never as their files.
    static let wrapperExtensions: Set<String> = [
        "xcassets", "xcstickers", "bundle", "framework", "xcframework", "xcdatamodeld", "xcdatamodel",
        "xcmappingmodel", "scnassets", "spriteatlas", "playground", "mlpackage", "rcproject", "reality",
        "storyboardc", "nib", "app", "appex", "docc", "icon", "xcappdata", "plugin", "kext",
    ]

    /// Whether a folder named `name` is one item.
    static func isWrapper(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return wrapperExtensions.contains(name[name.index(after: dot)...].lowercased())
    }
}
