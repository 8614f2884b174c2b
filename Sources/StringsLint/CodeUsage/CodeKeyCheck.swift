import DevToolsCore
import Foundation
import ProjectModel

/// The keys code looks up against the development language's tables (`strings.sources`):
/// `undefined-key`, `unused-key` and `stale-but-used`.
struct CodeKeyCheck {
    let usage: CodeKeyUsage
    let defined: DefinedKeys
    /// `strings.dynamic-keys`: keys code builds at run time (`fnmatch` globs).
    let dynamicKeys: [String]
    /// The keys whose English is in code: the translations must have them, not the development table.
    var codeKeys: CodeDefinedKeys?
    /// Which tables each file's code reads, by the bundle the project builds it into.
    var bundles = LookupBundles(models: [])
    /// The texts of the run's storyboards and xibs: a text that is a key of a table code looks up is a use
    /// of it (a custom label class localizes its text at run time).
    var interfaceBuilderTexts: [String] = []

    /// What the run's code check hands the comparison of the translations.
    struct Outcome {
        var diagnostics: [Diagnostic] = []
        /// The keys `unused-key` reports, by table: not also reported missing in every translation.
        var unused: [String: Set<String>] = [:]
        /// The keys of the tables code looks up by key (see `LocalizationChecker.lookedUpKeys`).
        var lookedUpKeys: Set<String> = []
        /// The storyboards and xibs of the plan, read once (by path; nil when one cannot be read).
        var documents: [String: InterfaceBuilderDocument?] = [:]
    }
    /// Each lookup's reach, when the run worked it out already (else from `bundles`).
    var reaches: LookupReaches?
    /// What the lookups' file paths are relative to.
    var workingDirectory = "/"
    /// Dependencies whose code is not in the tree (see `DependenciesOutsideTree`): keys may be theirs.
    var codeOutsideTree: String? = nil

    func diagnostics() -> [Diagnostic] { findings().diagnostics }

    /// The findings, and the keys `unused-key` reports by table (the translations' comparison leaves
    /// them out of `missing-key`).
    func findings() -> (diagnostics: [Diagnostic], unused: [String: Set<String>]) {
        var found: [Diagnostic] = []
        var unused: [String: Set<String>] = [:]
        // Table name → normalized key → its definition and table, for every table of that name.
        var byTable: [String: [String: [(DefinedKeys.Definition, DefinedKeys.Table)]]] = [:]
        for table in defined.tables {
            for (key, definition) in table.keys {
                byTable[table.name, default: [:]][KeyPattern.normalized(key), default: []].append((definition, table))
            }
        }
        var used: [String: Set<String>] = [:]
        // The keys looked up by code whose bundle may ship a table (not only by extensions that ship none).
        var shown: [String: Set<String>] = [:]
        // The keys looked up by such extensions.
        var onlyUnshown: [String: Set<String>] = [:]
        let reaches = self.reaches ?? LookupReaches(usage, bundles: bundles, workingDirectory: workingDirectory)
        // The file being read (its run of lookups): by table, whether its code's reach has a table of the name.
        var current: (run: Int, owns: [String: Bool])?
        // Lookups by targets that ship no table at all, by target and table: the first and the keys.
        var tableless: [TablelessLookups: (first: SourceLocation, keys: Set<String>)] = [:]
        // Which bundle owns a table of the name is decided by the `.lproj` tables; an unlocalized one (in no
        // `.lproj`) answers any lookup of its name.
        let tablesByName = Dictionary(grouping: defined.tables.filter { !$0.isUnlocalized }, by: \.name)
        let lengthModifiers = LengthModifierMismatch(defined)
        // For tables of one name in several bundles: the groups whose table each key's lookups read.
        var readIn: [ReadKey: GroupsRead] = [:]
        let inSeveralBundles = Set(tablesByName.filter { $0.value.count > 1 }.keys)
        for (position, lookup) in usage.lookups.enumerated() {
            let key = KeyPattern.normalized(lookup.key)
            // Every lookup counts as a use, whichever bundle it reads: `unused-key` stays sure.
            used[lookup.tableName, default: []].insert(key)
            // Code no target builds shows nothing to users (its keys are used all the same).
            guard reaches.isBuilt(lookup, at: position) else { continue }
            let run = reaches.run(ofLookupAt: position)
            if current?.run != run { current = (run, [:]) }
            let reach = lookup.isInOtherBundle ? LookupBundles.Reach.everyTable : reaches.reach(ofLookupAt: position)
            let readKey = inSeveralBundles.contains(lookup.tableName) ? ReadKey(table: lookup.tableName, key: key) : nil
            if let readKey, reach == .everyTable || reach.shipsNoTable { readIn[readKey] = .every }
            if reach.shipsNoTable {
                onlyUnshown[lookup.tableName, default: []].insert(key)
                // Text with no letter (`Text("⚠")`) reads the same untranslated.
                if let targets = reach.targetNames, !WordlessText.isWordless(lookup.key) {
                    tableless[TablelessLookups(targets: targets, table: lookup.tableName), default: (lookup.location, [])].keys.insert(key)
                }
            } else {
                shown[lookup.tableName, default: []].insert(key)
            }
            // Whether the code's bundle has a table of the name (worked out once per file and table).
            let place = lookup.isInOtherBundle ? lookup.tableName + "\u{0}other" : lookup.tableName
            let hasOwn: Bool
            if let known = current?.owns[place] {
                hasOwn = known
            } else {
                hasOwn = (tablesByName[lookup.tableName] ?? []).contains { table in table.group.map(reach.reaches(group:)) ?? true }
                current?.owns[place] = hasOwn
            }
            // A test target without tables of its own: its lookups are the tests', not the app's.
            if reach.isTestCode, !hasOwn {
                if let readKey { readIn[readKey] = .every }
                continue
            }
            // A target whose own tables the project does not list keeps today's rule: any table of the name.
            let reads = { (table: DefinedKeys.Table) in
                !hasOwn || table.isUnlocalized || table.group.map(reach.reaches(group:)) ?? true
            }
            if let readKey, readIn[readKey] != .every {
                let read = tablesByName[lookup.tableName, default: []].filter(reads)
                if read.contains(where: { $0.group == nil }) {
                    readIn[readKey] = .every
                } else if case .groups(let before) = readIn[readKey, default: .groups([])] {
                    readIn[readKey] = .groups(before.union(read.compactMap(\.group)))
                }
            }
            let definitions = byTable[lookup.tableName]?[key] ?? []
            if let (definition, table) = definitions.first(where: { reads($0.1) }) {
                if table.isCatalog, definition.extractionState == "stale" {
                    found.append(StaleButUsedRule.finding(for: lookup, catalog: table.file))
                }
                if let other = lengthModifiers.definedKey(for: lookup) {
                    found.append(UndefinedKeyRule.finding(for: lookup, tableDefines: other))
                }
                continue
            }
            // A table of another bundle (a library's) that this project does not have ships with that bundle.
            if lookup.isInOtherBundle, byTable[lookup.tableName] == nil { continue }
            // Its English is in code; `missing-key` names the translations that lack it.
            if codeKeys?.contains(lookup) == true { continue }
            // Text with no letter to translate (`Text("|")`, `Text("%@")`) shows as it is.
            guard !isDynamic(lookup.key), !WordlessText.isWordless(lookup.key) else { continue }
            // A debug screen's text is for the team and shows as written: only a raw key there is worth saying.
            let showsAsWritten = lookup.codeValue != nil || lookup.hasDefault || UndefinedKeyRule.isNaturalText(lookup.key)
            if showsAsWritten, CodeDefinedKeys.isDebugScreen(lookup.location.file) { continue }
            // An address as its own key falls back to itself, the address the code wants by default
            // (Sequel-Ace's help page: "do not localize if no translated webpage is available").
            if CodeDefinedKeys.isPathOrAddress(lookup.key) { continue }
            // In a table of that name the code's bundle does not ship (the app's, for a widget), else in
            // a table of another name.
            let elsewhere =
                definitions.first.map { definition, table in
                    (table: table.name, location: definition.location, bundle: Optional(Self.folder(of: table.file)))
                }
                ?? byTable.lazy.filter { $0.key != lookup.tableName }.compactMap { name, keys in
                    keys[key]?.first.map { (table: name, location: $0.0.location, bundle: String?.none) }
                }.first
            // A catalog the code's bundle ships fills in from the code; another target's does not (a
            // background agent that ships no table beside an app with a catalog).
            let catalog = defined.tables.contains { table in
                table.name == lookup.tableName && table.isCatalog && (table.catalogFolder.map(reach.reaches(group:)) ?? true)
            }
            found.append(UndefinedKeyRule.finding(for: lookup, elsewhere: elsewhere, catalog: catalog))
        }
        // A generated accessor the code references looks its key up (in whichever bundle: counted as shown).
        for (path, generated) in usage.generated where usage.references.contains(path) {
            used[generated.table, default: []].insert(KeyPattern.normalized(generated.key))
            shown[generated.table, default: []].insert(KeyPattern.normalized(generated.key))
            readIn[ReadKey(table: generated.table, key: KeyPattern.normalized(generated.key))] = .every
        }
        for (table, key) in generatedNamesReferenced() {
            used[table, default: []].insert(KeyPattern.normalized(key))
            shown[table, default: []].insert(KeyPattern.normalized(key))
        }
        // A key the code writes anywhere (a key a computed property returns, an array of keys) is used; so
        // is one a storyboard shows as its text, which a custom class localizes at run time (passforios'
        // `UILocalizedLabel`: `text = text?.localize()` in `awakeFromNib`).
        let mentioned = Set((usage.mentions + interfaceBuilderTexts).map(KeyPattern.normalized))
        let built = BuiltKeyMatcher(usage.builtKeys)
        var kept: [KeptKeys: [String]] = [:]
        var ungenerated: UngeneratedAccessors?
        // The files whose code looks some key up (worked out when first needed).
        var codeWithLookups: Set<String>?
        for table in defined.tables where table.isLookedUpByKey {
            let looked = used[table.name] ?? []
            // A table no code reads or names, shipped only by targets whose code reads no table at all, is
            // there for something other than code (templates, scripts): its keys are not the code's to judge.
            // (Code that names keys through a wrapper the run does not know, as mac-mouse-fix's app does
            // with its `MFLocalizedString` macro, names them: that table is judged.)
            if looked.isEmpty, !table.keys.keys.contains(where: { mentioned.contains(KeyPattern.normalized($0)) }) {
                if codeWithLookups == nil {
                    codeWithLookups = Set(usage.lookups.map { PathResolver.absolute($0.location.file, relativeTo: workingDirectory) })
                }
                let path = PathResolver.absolute(table.file, relativeTo: workingDirectory)
                if bundles.shipsOnlyWithCodeThatLooksNothingUp(path, codeWithLookups: codeWithLookups ?? []) { continue }
            }
            let seen = shown[table.name] ?? []
            let unseen = onlyUnshown[table.name] ?? []
            for (key, definition) in table.keys.sorted(by: { $0.key < $1.key }) {
                let normalized = KeyPattern.normalized(key)
                // Looked up only where no table ships (an extension without one): no translation of it is
                // ever shown, so none is missing it. Not `unused-key` either: the code does look it up.
                if unseen.contains(normalized), !seen.contains(normalized) {
                    unused[table.name, default: []].insert(key)
                    continue
                }
                guard !looked.contains(normalized), !mentioned.contains(normalized), !isDynamic(key) else { continue }
                if let pattern = built.match(key, table: table.name) {
                    // Literals joined (`"Part one " + "part two"`) are the one key they spell: nothing to say.
                    if pattern.segments.count > 1 { kept[KeptKeys(pattern: pattern, table: table.name), default: []].append(key) }
                    continue
                }
                // Xcode manages the catalog entries it extracted; only manual ones can be forgotten.
                if table.isCatalog, definition.extractionState != "manual" { continue }
                // Named by a generator whose file is not in the sources (worked out once, when first needed).
                if ungenerated == nil { ungenerated = ungeneratedAccessors() }
                if ungenerated?.references(key) == true { continue }
                found.append(UnusedKeyRule.finding(key: key, table: table.name, at: definition.location, codeOutsideTree: codeOutsideTree))
                unused[table.name, default: []].insert(key)
            }
        }
        // A key of a table in several bundles that code looks up only where another bundle's table is read
        // (lockwise's `delete`, read only by the app's code, in its AutoFill extension's table too): that
        // bundle never shows it, so its translations are not missing it. By group and table, in one walk
        // of each such table's keys.
        for name in inSeveralBundles {
            for table in tablesByName[name] ?? [] {
                guard let group = table.group else { continue }
                for key in table.keys.keys {
                    let normalized = KeyPattern.normalized(key)
                    guard case .groups(let groups) = readIn[ReadKey(table: name, key: normalized)], !groups.contains(group),
                        built.match(normalized, table: name) == nil
                    else { continue }
                    unused[Self.groupPlace(group: group, table: name), default: []].insert(key)
                }
            }
        }
        // A target without any table looking up a table the project has (its other targets ship it).
        // Not when no locale besides the development language has the table (yattee: `knownRegions = (en,
        // Base)`, a catalog of English only): the extension shows the same text as the app.
        for (place, lookups) in tableless.sorted(by: { $0.value.first < $1.value.first })
        where tablesByName[place.table]?.contains(where: \.hasTranslations) == true {
            found.append(MissingTableRule.finding(targets: place.targets, table: place.table, keys: lookups.keys.count, at: lookups.first))
        }
        for (group, keys) in kept.sorted(by: { ($0.key.pattern.location, $0.key.table) < ($1.key.pattern.location, $1.key.table) }) {
            found.append(BuiltKeyRule.finding(group.pattern, table: group.table, keys: keys))
        }
        return (found, unused)
    }

    /// A key of a table, by the table's name and the key normalized.
    private struct ReadKey: Hashable {
        var table: String
        var key: String
    }

    /// Which bundles' tables of a name a key's lookups read: some, by the folder holding their `.lproj`
    /// folders, or every one (a lookup that may read any table of the name).
    private enum GroupsRead: Equatable {
        case groups(Set<String>)
        case every
    }

    /// Where `unused` keeps the keys of the table `table` of the bundle whose `.lproj` folders are in
    /// `group` that only other bundles' code looks up.
    static func groupPlace(group: String, table: String) -> String { group + "\u{0}" + table }

    /// The targets (all shipping no table) whose code looks keys of a table up.
    private struct TablelessLookups: Hashable {
        var targets: String
        var table: String
    }

    /// The keys of one table one built key keeps as possibly used.
    private struct KeptKeys: Hashable {
        var pattern: BuiltKey
        var table: String
    }

    private func ungeneratedAccessors() -> UngeneratedAccessors {
        let generatedRoots = Set(usage.generated.keys.compactMap { $0.split(separator: ".").first })
        let keys = defined.tables.lazy.filter(\.isLookedUpByKey).flatMap(\.keys.keys)
        return UngeneratedAccessors(references: usage.references, generatedRoots: generatedRoots, keys: keys)
    }

    /// The keys whose generated names the code references though no generated file says them: R.swift's
    /// accessors when `R.generated.swift` is not in the sources, and Xcode 26's String Catalog symbols,
    /// which are never in them. A manual catalog key whose symbol is unknown counts as used once the
    /// code references any catalog symbol (see `StringCatalogSymbols`).
    private func generatedNamesReferenced() -> [(table: String, key: String)] {
        let references = usage.references
        let rswift = references.contains("R.string")
        var found: [(table: String, key: String)] = []
        var unknownSymbols: [(table: String, key: String)] = []
        var symbolReferenced = false
        for table in defined.tables where table.isLookedUpByKey {
            for (key, definition) in table.keys {
                if rswift, let path = RswiftAccessors.path(key: key, table: table.name), references.contains(path) {
                    found.append((table.name, key))
                }
                if table.isCatalog, references.contains(StringCatalogSymbols.xcstringsToolChain(key: key, table: table.name)) {
                    found.append((table.name, key))
                    continue
                }
                guard table.isCatalog, definition.extractionState == "manual", definition.generatesSymbol else { continue }
                guard let symbols = StringCatalogSymbols.references(key: key, table: table.name) else {
                    unknownSymbols.append((table.name, key))
                    continue
                }
                if symbols.contains(where: references.contains) {
                    found.append((table.name, key))
                    symbolReferenced = true
                }
            }
        }
        return symbolReferenced ? found + unknownSymbols : found
    }

    /// The folder holding the `.lproj` folder of a table's file, as the report shows paths.
    private static func folder(of file: String) -> String {
        let group = LocalizedFile.displayGroup(ofDisplayPath: file)
        return group.isEmpty ? "." : group
    }

    private func isDynamic(_ key: String) -> Bool {
        dynamicKeys.contains { pattern in fnmatch(pattern, key, 0) == 0 }
    }
}
