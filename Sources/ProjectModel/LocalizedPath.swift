/// A path read as a localized file when one of its folders is an `.lproj`: `Resources/de.lproj/Main.strings`
/// is locale `de` of the table `Main.strings`, whose place without the locale is `Resources/Main.strings`
/// (how a synchronized folder's exceptions name it, after `/Localized/`).
struct LocalizedPath: Equatable {
    var locale: String
    /// The file's path below the `.lproj` folder (`Main.strings`).
    var name: String
    /// The path with the `.lproj` folder left out (`Resources/Main.strings`).
    var unlocalized: String

    init(locale: String, name: String, unlocalized: String) {
        self.locale = locale
        self.name = name
        self.unlocalized = unlocalized
    }

    init?(_ relative: String) {
        guard Self.holdsLocalizedFolder(relative), let (parts, index) = Self.components(relative) else { return nil }
        locale = String(parts[index].dropLast(6))
        name = parts[(index + 1)...].joined(separator: "/")
        unlocalized = (parts[..<index] + parts[(index + 1)...]).joined(separator: "/")
    }

    /// The path's components and the index of its `.lproj` folder, when a file is below one.
    static func components(_ path: String) -> (parts: [Substring], lproj: Int)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let index = parts.firstIndex(where: { $0.hasSuffix(".lproj") && $0.count > 6 }), index < parts.count - 1 else { return nil }
        return (parts, index)
    }

    /// Whether `path` has `.lproj/` in it, which a localized path must: asked of each of a synchronized
    /// folder's thousands of files, most of them sources, it saves splitting each into components.
    static func holdsLocalizedFolder(_ path: String) -> Bool {
        let search = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
            guard bytes.count > marker.count else { return false }
            for start in 0...(bytes.count - marker.count) where bytes[start] == UInt8(ascii: ".") {
                if bytes[start..<(start + marker.count)].elementsEqual(marker) { return true }
            }
            return false
        }
        // A string not stored as contiguous UTF-8 (bridged) is left to the full reading.
        return path.utf8.withContiguousStorageIfAvailable(search) ?? true
    }

    private static let marker = Array(".lproj/".utf8)
}

/// Sorts a folder's items (relative paths below `root`) into a target's sources, resources and
/// localized tables.
struct FolderItemRoles {
    var sources: [String] = []
    var resources: [String] = []
    var tables: [LocalizedTable] = []

    init(items: [String], root: String, resourcesOnlyBelow resourceFolder: String? = nil) {
        var tableIndex: [String: Int] = [:]
        for item in items {
            let path = ProjectPath.join(root, item)
            if let localized = LocalizedPath(item) {
                let file = LocalizedFile(locale: localized.locale, path: path)
                if let index = tableIndex[localized.unlocalized] {
                    tables[index].files.append(file)
                } else {
                    tableIndex[localized.unlocalized] = tables.count
                    tables.append(LocalizedTable(name: localized.name, files: [file]))
                }
                continue
            }
            switch FileRole(fileName: ProjectPath.name(item)) {
            case .source: sources.append(path)
            case .resource:
                if let resourceFolder, !item.hasPrefix(resourceFolder + "/"), !FileRole.isWrapper(ProjectPath.name(item)) { continue }
                resources.append(path)
            case .neither: continue
            }
        }
    }
}
