/// What a DerivedData entry's name says: a project folder `<Name>-<hash>` (the workspace's name with
/// spaces as `_`, which may itself hold `-`, then 28 lowercase letters made from an MD5 of the workspace
/// path), or one of the caches Xcode shares between projects at the root.
enum DerivedDataFolderName: Equatable {
    case project(name: String)
    case sharedCache

    /// Shared caches at the DerivedData root, by the Xcode that introduced them: modules (all), SDK stat
    /// caches (15), symbols, compilation cache (26). Any other `*.noindex` there is one too.
    static let sharedCaches: Set<String> = [
        "ModuleCache.noindex", "SDKStatCaches.noindex", "SymbolCache.noindex", "CompilationCache.noindex",
    ]

    static let hashLength = 28

    init?(_ name: String) {
        if Self.sharedCaches.contains(name) || (name.hasSuffix(".noindex") && name.count > 8) {
            self = .sharedCache
            return
        }
        guard let dash = name.lastIndex(of: "-") else { return nil }
        let project = name[..<dash]
        let hash = name[name.index(after: dash)...]
        guard !project.isEmpty, hash.utf8.count == Self.hashLength, hash.utf8.allSatisfy({ (97...122).contains($0) }) else {
            return nil
        }
        self = .project(name: project.replacingOccurrences(of: "_", with: " "))
    }
}
