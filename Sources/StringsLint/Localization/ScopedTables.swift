import DevToolsCore

/// The files a run needs to read to report on a scope (the files named on the command line): each named
/// file, and every locale's version of the tables the named files belong to. Every comparison
/// `lint-strings` makes is within one table of one resources folder, so a named translation is judged
/// exactly as in a run over everything, while the other tables of a 40-locale project are left unread.
/// They still take part as files (an empty table each): which locales a folder has decides, for
/// instance, which locales ship.
struct ScopedTables {
    /// The files whose contents are read.
    let read: Set<SourceFile>

    init(files: [SourceFile], scope: ReportScope) {
        struct Table: Hashable {
            let group: String
            let name: String
        }
        var named: Set<Table> = []
        var read: Set<SourceFile> = []
        for file in files where scope.contains(file.absolutePath) {
            read.insert(file)
            if let localized = LocalizedFile(file) { named.insert(Table(group: localized.group, name: localized.table)) }
        }
        for file in files where !read.contains(file) {
            guard let localized = LocalizedFile(file), named.contains(Table(group: localized.group, name: localized.table)) else { continue }
            read.insert(file)
        }
        self.read = read
    }
}
