/// The `.lproj` folders of one folder: for each locale, its tables by name.
public struct LocalizationGroup: Sendable {
    /// The `.strings` and `.stringsdict` files of one table in one locale.
    public struct TableFiles: Sendable {
        public var strings: LocalizedFile?
        public var stringsdict: LocalizedFile?
        /// Where to report a problem about the table as a whole.
        public var anyFile: LocalizedFile? { strings ?? stringsdict }
    }

    public var path: String
    /// locale → table name → files.
    public var locales: [String: [String: TableFiles]] = [:]

    /// Groups files by the folder that holds their `.lproj`; files outside a `.lproj` are left out.
    public static func groups(of files: [LocalizedFile]) -> [LocalizationGroup] {
        var byPath: [String: LocalizationGroup] = [:]
        for file in files {
            var group = byPath[file.group] ?? LocalizationGroup(path: file.group)
            var tables = group.locales[file.locale] ?? [:]
            var entry = tables[file.table] ?? TableFiles()
            switch file.kind {
            case .strings: entry.strings = file
            case .stringsdict: entry.stringsdict = file
            }
            tables[file.table] = entry
            group.locales[file.locale] = tables
            byPath[file.group] = group
        }
        return byPath.keys.sorted().compactMap { byPath[$0] }
    }
}
