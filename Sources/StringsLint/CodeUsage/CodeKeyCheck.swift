import DevToolsCore
import Foundation

/// The keys code looks up against the development language's tables (`strings.sources`):
/// `undefined-key`, `unused-key` and `stale-but-used`.
struct CodeKeyCheck {
    let usage: CodeKeyUsage
    let defined: DefinedKeys
    /// `strings.dynamic-keys`: keys code builds at run time (`fnmatch` globs).
    let dynamicKeys: [String]

    func diagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        // Table name → normalized key → its definition and table, for every table of that name.
        var byTable: [String: [String: (DefinedKeys.Definition, DefinedKeys.Table)]] = [:]
        for table in defined.tables {
            for (key, definition) in table.keys { byTable[table.name, default: [:]][KeyPattern.normalized(key)] = (definition, table) }
        }
        var used: [String: Set<String>] = [:]
        let lengthModifiers = LengthModifierMismatch(defined)
        for lookup in usage.lookups {
            let key = KeyPattern.normalized(lookup.key)
            used[lookup.tableName, default: []].insert(key)
            if let (definition, table) = byTable[lookup.tableName]?[key] {
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
            // Text with no letter to translate (`Text("|")`, `Text("%@")`) shows as it is.
            guard !isDynamic(lookup.key), lookup.key.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { continue }
            let elsewhere = byTable.lazy.filter { $0.key != lookup.tableName }.compactMap { name, keys in
                keys[key].map { (table: name, location: $0.0.location) }
            }.first
            let catalog = defined.tables.contains { $0.name == lookup.tableName && $0.isCatalog }
            found.append(UndefinedKeyRule.finding(for: lookup, elsewhere: elsewhere, catalog: catalog))
        }
        // A generated accessor the code references looks its key up.
        for (path, generated) in usage.generated where usage.references.contains(path) {
            used[generated.table, default: []].insert(KeyPattern.normalized(generated.key))
        }
        for (table, key) in generatedNamesReferenced() { used[table, default: []].insert(KeyPattern.normalized(key)) }
        // A key the code writes anywhere (a key a computed property returns, an array of keys) is used.
        let mentioned = Set(usage.mentions.map(KeyPattern.normalized))
        let built = BuiltKeyMatcher(usage.builtKeys)
        for table in defined.tables where table.isLookedUpByKey {
            let looked = used[table.name] ?? []
            for (key, definition) in table.keys.sorted(by: { $0.key < $1.key }) {
                let normalized = KeyPattern.normalized(key)
                guard !looked.contains(normalized), !mentioned.contains(normalized), !isDynamic(key),
                    built.match(key, table: table.name) == nil
                else { continue }
                // Xcode manages the catalog entries it extracted; only manual ones can be forgotten.
                if table.isCatalog, definition.extractionState != "manual" { continue }
                found.append(UnusedKeyRule.finding(key: key, table: table.name, at: definition.location))
            }
        }
        return found
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

    private func isDynamic(_ key: String) -> Bool {
        dynamicKeys.contains { pattern in fnmatch(pattern, key, 0) == 0 }
    }
}
