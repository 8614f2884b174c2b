import DevToolsCore

/// The keys whose development-language text lives in code (`KeyLookup.codeValue`): `NSLocalizedString(
/// "settings.general", value: "General", comment: "")`, `String(localized: "k", defaultValue: "…")`, a
/// SwiftUI `Text("Hello")`. Xcode's export (`genstrings`, string extraction) puts them in the development
/// language from the code, so they need not be in its `.strings` table; the translations must carry them.
///
/// Each key belongs to the `.lproj` folders nearest the code that looks it up (see `nearest(to:amongSorted:)`):
/// an app's, not a widget's beside it. A lookup that names another bundle (a library's) belongs to none.
struct CodeDefinedKeys: Sendable {
    /// One key as code defines it, where it is first looked up.
    struct Key: Sendable {
        let key: String
        let value: String
        let location: SourceLocation
        /// The code gives its text as a default value (`value:`, `defaultValue:`) and formats it
        /// (`String(format:)`): translations must read the same arguments. A SwiftUI interpolation's key
        /// writes each value as `%@` whatever its type, so it says nothing of the types.
        var isFormat = false
    }

    /// Tables by the group folder (holding `.lproj` folders) they are in, from the run's localized files.
    static func tablesByGroup(_ files: [LocalizedFile]) -> [String: Set<String>] {
        var tables: [String: Set<String>] = [:]
        for file in files { tables[file.group, default: []].insert(file.table) }
        return tables
    }

    /// String Catalogs by their folder (absolute), with their table names. Code nearest a catalog of the
    /// table's name (duckduckgo's macOS app beside its iOS app's `.lproj` tables) keeps its keys in the
    /// catalog, which Xcode fills from the code and whose own checks judge its translations: no `.lproj`
    /// table is missing them.
    static func catalogsByGroup(_ files: [SourceFile]) -> [String: Set<String>] {
        var tables: [String: Set<String>] = [:]
        for catalog in files where catalog.fileExtension == "xcstrings" {
            let path = catalog.absolutePath
            guard let slash = path.lastIndex(of: "/") else { continue }
            tables[String(path[..<slash]), default: []].insert(String(path[path.index(after: slash)...].dropLast(".xcstrings".count)))
        }
        return tables
    }

    /// Table name → group folder → keys by their normalized form (see `KeyPattern`), in lookup order.
    private var byTable: [String: [String: [String: Key]]] = [:]
    /// What the keys' locations are relative to.
    private var workingDirectory = ""

    /// The keys of `usage`'s lookups that give their text, each placed in the group among `groups` (the
    /// folders holding `.lproj` folders, absolute) nearest the file that looks it up and having a table of
    /// its name (`tablesByGroup`). A lookup's file is relative to `workingDirectory`.
    ///
    /// With the project's targets (`bundles`), the groups are those the code's target ships; a test
    /// target's keys are its own. Text with no letter (`Text("")`, `Text("0.0.0.0")`) and debug screens
    /// (a file named `…Debug…`, which apps do not translate) define nothing.
    init(
        _ usage: CodeKeyUsage, tablesByGroup: [String: Set<String>], catalogsByGroup: [String: Set<String>] = [:],
        workingDirectory: String, bundles: LookupBundles = LookupBundles(models: []), reaches known: LookupReaches? = nil
    ) {
        self.workingDirectory = workingDirectory
        let reaches = known ?? LookupReaches(usage, bundles: bundles, workingDirectory: workingDirectory)
        // A file's run of lookups and a table → the group its keys go to (nil: none), worked out once.
        struct Placement: Hashable {
            var run: Int
            var table: String
        }
        var placements: [Placement: String?] = [:]
        var groupsByTable: [String: [String]] = [:]
        for (group, tables) in tablesByGroup {
            for table in tables { groupsByTable[table, default: []].append(group) }
        }
        for (group, tables) in catalogsByGroup {
            for table in tables { groupsByTable[table, default: []].append(group) }
        }
        // In path order once: `nearest(to:amongSorted:)` takes the first on a tie.
        groupsByTable = groupsByTable.mapValues { $0.sorted() }
        var debugScreens: [String: Bool] = [:]  // by file: a file has many lookups
        for (position, lookup) in usage.lookups.enumerated() {
            guard let value = Self.english(of: lookup), !lookup.isInOtherBundle, reaches.isBuilt(lookup, at: position),
                !WordlessText.isWordless(value)
            else { continue }
            let file = lookup.location.file
            let isDebug = debugScreens[file] ?? Self.isDebugScreen(file)
            debugScreens[file] = isDebug
            guard !isDebug else { continue }
            let table = lookup.tableName
            let place = Placement(run: reaches.run(ofLookupAt: position), table: table)
            let placed: String?
            if let known = placements[place] {
                placed = known
            } else {
                let file = PathResolver.absolute(lookup.location.file, relativeTo: workingDirectory)
                let reach = reaches.reach(ofLookupAt: position)
                let named = groupsByTable[table] ?? []
                let reachable = named.filter(reach.reaches(group:))
                placed =
                    reach.isTestCode && reachable.isEmpty ? nil : Self.nearest(to: file, amongSorted: reachable.isEmpty ? named : reachable)
                placements[place] = .some(placed)
            }
            // Nearest a String Catalog: the catalog's (see `catalogsByGroup`).
            guard let group = placed, catalogsByGroup[group]?.contains(table) != true || tablesByGroup[group]?.contains(table) == true
            else { continue }
            let normalized = KeyPattern.normalized(lookup.key)
            let formats = lookup.isFormat && lookup.hasDefault && lookup.interpolations == 0
            if byTable[table]?[group]?[normalized] == nil {
                byTable[table, default: [:]][group, default: [:]][normalized] = Key(
                    key: lookup.key, value: value, location: lookup.location, isFormat: formats)
            } else if formats {
                byTable[table]?[group]?[normalized]?.isFormat = true
            }
        }
    }

    /// The development-language text code gives a lookup: its default value, a SwiftUI literal (its
    /// own English), or a natural-text key when the code gives none, as `genstrings` exports
    /// `NSLocalizedString("Editor Font Size", comment: "")` (codeapp's English table lacks it and its six
    /// translations have it: 24 `undefined-key` warnings said it showed untranslated). A literal that
    /// is its own English must read as text: `.accessibilityLabel("PollListItem.title")` shows (and
    /// VoiceOver reads) a raw identifier, which `undefined-key` reports as an error.
    static func english(of lookup: KeyLookup) -> String? {
        if lookup.hasDefault { return lookup.codeValue }
        guard UndefinedKeyRule.isNaturalText(lookup.key), !isPathOrAddress(lookup.key) else { return nil }
        return lookup.codeValue ?? lookup.key
    }

    /// A path or an address shown as an example or placeholder (`TextField("/overview/", …)`,
    /// `"https://example.com"`): nothing to translate.
    static func isPathOrAddress(_ text: String) -> Bool {
        let bytes = Array(text.utf8)[...]
        let isAddress = !bytes.contains(UInt8(ascii: " ")) && (bytes.first == UInt8(ascii: "/") || bytes.holds(Array("://".utf8)))
        return isAddress || bytes.contains(UInt8(ascii: "{")) && isTemplate(text)
    }

    /// A template the app fills in, not text (Home Assistant's `"{{ now() }}"`): a Jinja/Mustache
    /// expression in double braces is all of its letters.
    static func isTemplate(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("{{") && trimmed.hasSuffix("}}") || trimmed.hasPrefix("{%") && trimmed.hasSuffix("%}")
    }

    /// A screen no user of the app sees, by its file's or folder's name: a debug screen
    /// (`HistoryDebugViewController.swift`), mock data for a showcase or a preview (`MockScreenState.swift`,
    /// `Mocks/`, `Preview Content/`), a template module's example (`Templates/`), a design system's
    /// gallery of its components (Home Assistant's `HADesignSystem/Sources/Gallery/`, reached from its
    /// debug screen). Its texts are for the team and never translated.
    static func isDebugScreen(_ file: String) -> Bool {
        let bytes = Array(file.utf8)
        let nameStart = (bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1
        let name = bytes[nameStart...]
        if name.holds(Array("Debug".utf8)) || name.starts(with: Array("Mock".utf8)) || name.holds(Array("+Mock".utf8)) { return true }
        var start = 0
        while start < nameStart {
            let end = bytes[start..<nameStart].firstIndex(of: UInt8(ascii: "/")) ?? nameStart
            let part = bytes[start..<end]
            if teamFolders.contains(where: { $0.count == part.count && $0.elementsEqual(part) }) { return true }
            start = end + 1
        }
        return false
    }

    /// Folders whose screens are for the team (see `isDebugScreen`), as bytes: asked of every file's path.
    private static let teamFolders = ["Mocks", "Mock", "Templates", "Template", "Preview Content", "Debug", "Gallery", "Galleries"]
        .map { Array($0.utf8) }

    /// Whether `lookup` defines its key here: it gives its text and a group has its table, so the
    /// translations, not the development language's table, must have it.
    func contains(_ lookup: KeyLookup) -> Bool {
        guard Self.english(of: lookup) != nil, let groups = byTable[lookup.tableName] else { return false }
        let normalized = KeyPattern.normalized(lookup.key)
        return groups.values.contains { $0[normalized] != nil }
    }

    /// Each table (by `name`, `group`) of which code in a file `scope` holds defines a key: a run over
    /// named files (a hook's staged Swift file) compares those tables too, so the keys its code gives
    /// that translations lack are found at the code, as a run over the whole project finds them.
    func tables(definedIn scope: ReportScope) -> Set<[String]> {
        var found: Set<[String]> = []
        for (name, groups) in byTable {
            for (group, keys) in groups
            where keys.values.contains(where: { scope.contains(PathResolver.absolute($0.location.file, relativeTo: workingDirectory)) }) {
                found.insert([name, group])
            }
        }
        return found
    }

    /// The tables code defines keys of, in any group.
    var tableNames: Set<String> { Set(byTable.keys) }

    /// Whether code defines keys of table `name` in the group at `group`.
    func defines(table name: String, group: String) -> Bool { byTable[name]?[group]?.isEmpty == false }

    /// The keys code defines for table `name` of the group at `group`, by normalized key.
    func keys(table name: String, group: String) -> [String: Key] { byTable[name]?[group] ?? [:] }

    /// The group folder nearest `file` (absolute) among `groups` (in path order): the one sharing the most
    /// leading path components with it (the app's `Resources` for the app's sources, the widget's for the
    /// widget's); the first on a tie. Nil when there is no candidate.
    static func nearest(to file: String, amongSorted groups: [String]) -> String? {
        guard groups.count > 1 else { return groups.first }
        let components = file.split(separator: "/")
        var best: (group: String, shared: Int)?
        for group in groups {
            let shared = zip(components, group.split(separator: "/")).prefix { $0 == $1 }.count
            if shared > best?.shared ?? -1 { best = (group, shared) }
        }
        return best?.group
    }
}

extension ArraySlice where Element == UInt8 {
    /// Whether these bytes hold `needle` anywhere (a path's or a literal's few bytes: no Foundation).
    fileprivate func holds(_ needle: [UInt8]) -> Bool {
        guard needle.count <= count else { return false }
        var at = startIndex
        while at + needle.count <= endIndex {
            if self[at] == needle[0], self[at..<(at + needle.count)].elementsEqual(needle) { return true }
            at += 1
        }
        return false
    }
}
