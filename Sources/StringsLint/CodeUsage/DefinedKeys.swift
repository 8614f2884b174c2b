import DevToolsCore
import Foundation

/// The keys the development language's tables define, by table name, with where each is: what code
/// lookups are checked against. A String Catalog's entries keep their `extractionState`.
struct DefinedKeys {
    struct Definition {
        let location: SourceLocation
        /// A String Catalog entry's `extractionState` (`manual`, `stale`, …); `nil` elsewhere.
        let extractionState: String?
        /// Whether Xcode 26 generates a symbol for a manual catalog entry (`LocalizedStringResource.
        /// settingsTitle`): all do unless the entry says `"generatesSymbol": false`.
        var generatesSymbol = true
    }

    struct Table {
        let name: String
        let file: String
        /// The folder holding its `.lproj` folders (absolute); nil for a String Catalog.
        var group: String? = nil
        let isCatalog: Bool
        /// A String Catalog's folder (absolute): which targets ship it (see `LookupBundles.Reach`).
        var catalogFolder: String? = nil
        /// Tables no code looks up by key (Interface Builder, `InfoPlist`, Intents, App Shortcuts,
        /// Settings bundles): their keys are never unused.
        let isLookedUpByKey: Bool
        var keys: [String: Definition]
        /// Whether any locale besides the development language has the table (a String Catalog: any
        /// entry has another localization). An app in one language shows every text as written.
        var hasTranslations = true
        /// A `.strings` file in no `.lproj` folder: every bundle's language finds it, if that bundle ships it.
        var isUnlocalized = false
    }

    private(set) var tables: [Table] = []

    /// The development-language version of every table the plan compares, every String Catalog, and
    /// the `.strings` files in no `.lproj` folder (`unlocalized`).
    init(jobs: [TableJob], catalogs: [SourceFile], unlocalized: [SourceFile] = []) throws {
        for job in jobs {
            var keys: [String: Definition] = [:]
            var file = ""
            if let strings = job.reference.strings, let data = try FileBytes.readSource(strings.file) {
                file = strings.file.displayPath
                keys = Self.definitions(inStrings: data, displayPath: file)
            }
            if let stringsdict = job.reference.stringsdict, let data = try FileBytes.readSource(stringsdict.file) {
                let path = stringsdict.file.displayPath
                if file.isEmpty { file = path }
                for entry in StringsdictDocument(data: data, displayPath: path, pluralCategories: nil, locale: nil).entries
                where keys[entry.key] == nil {
                    keys[entry.key] = Definition(location: SourceLocation(file: path, line: entry.line, column: 1), extractionState: nil)
                }
            }
            let path = (job.reference.anyFile?.file.absolutePath ?? "")
            // NSPredicateEditor's formatting strings (`formattingStringsFilename`) are keyed by templates
            // such as `%[Subject]@ %[contains]@ %@`: AppKit looks them up, not the app's code.
            let isPredicateEditorTable = keys.keys.contains { $0.contains("%[") }
            tables.append(
                Table(
                    name: job.name, file: file, group: job.group, isCatalog: false,
                    isLookedUpByKey: !job.interfaceBuilder && !isPredicateEditorTable
                        && !Self.isNotLookedUpByKey(table: job.name, path: path),
                    keys: keys, hasTranslations: !job.translations.isEmpty))
        }
        // A table in no `.lproj` folder is found by every language: a bundle looks a table up in the
        // user's localization, then among its unlocalized resources (xDrip's `QuickActions.strings`,
        // copied to the app's root, holds the quick actions' titles in English for everyone). Its keys
        // are defined; whether anything uses them is not judged, since such a file may be no table at all.
        for file in unlocalized {
            guard let data = try FileBytes.readSource(file) else { continue }
            let keys = Self.definitions(inStrings: data, displayPath: file.displayPath)
            let name = ((file.absolutePath as NSString).lastPathComponent as NSString).deletingPathExtension
            tables.append(
                Table(
                    name: name, file: file.displayPath, isCatalog: false, isLookedUpByKey: false, keys: keys, hasTranslations: false,
                    isUnlocalized: true))
        }
        for catalog in catalogs {
            guard let data = try FileBytes.readSource(catalog),
                case .success(let document) = XCStringsDocument.read(data: data, file: catalog.displayPath),
                let strings = document.root["strings"] as? [String: Any]
            else { continue }
            var keys: [String: Definition] = [:]
            let source = document.root["sourceLanguage"] as? String
            var hasTranslations = false
            for (key, entry) in strings {
                let entry = entry as? [String: Any]
                if !hasTranslations, let localizations = entry?["localizations"] as? [String: Any] {
                    hasTranslations = localizations.keys.contains { $0 != source }
                }
                keys[key] = Definition(
                    location: document.location(["strings", key]),
                    extractionState: entry?["extractionState"] as? String, generatesSymbol: entry?["generatesSymbol"] as? Bool != false)
            }
            let name = ((catalog.absolutePath as NSString).lastPathComponent as NSString).deletingPathExtension
            tables.append(
                Table(
                    name: name, file: catalog.displayPath, isCatalog: true,
                    catalogFolder: (catalog.absolutePath as NSString).deletingLastPathComponent,
                    isLookedUpByKey: !Self.isNotLookedUpByKey(table: name, path: catalog.absolutePath), keys: keys,
                    hasTranslations: hasTranslations))
        }
    }

    /// The keys of a `.strings` file, each where it is first defined.
    private static func definitions(inStrings data: Data, displayPath: String) -> [String: Definition] {
        var keys: [String: Definition] = [:]
        for entry in StringsFileReader.read(data: data, displayPath: displayPath).entries where keys[entry.key] == nil {
            keys[entry.key] = Definition(
                location: SourceLocation(file: displayPath, line: entry.keyLine, column: entry.keyColumn), extractionState: nil)
        }
        return keys
    }

    /// `InfoPlist`, Intents and App Shortcuts tables, `ServicesMenu` (macOS titles its Services menu items
    /// from it, by the `NSServices` entries of the Info.plist: CotEditor's "Open in CotEditor") and
    /// Settings bundles are read by the system, an
    /// Internet Access Policy's (`InternetAccessPolicy.strings` beside `InternetAccessPolicy.plist`,
    /// MonitorControl's) by the firewall that shows it (Little Snitch), and prebuilt frameworks' tables by
    /// their own binary: none is looked up by key in the app's code.
    static func isNotLookedUpByKey(table: String, path: String) -> Bool {
        let name = table.lowercased()  // Xcode finds `infoPlist.strings` too
        // A prebuilt bundle or framework in the tree: its binary looks its keys up.
        return ["infoplist", "intents", "appshortcuts", "internetaccesspolicy", "servicesmenu"].contains(name)
            || [".bundle/", ".framework/", ".xcframework/"].contains { path.contains($0) }
            || hasIntentDefinition(table: table, path: path)
    }

    /// A table named after an `.intentdefinition` beside its `.lproj` folder or in one.
    private static func hasIntentDefinition(table: String, path: String) -> Bool {
        let lproj = (path as NSString).deletingLastPathComponent
        let group = (lproj as NSString).deletingLastPathComponent
        return [group, lproj, group + "/Base.lproj"].contains { FileManager.default.fileExists(atPath: "\($0)/\(table).intentdefinition") }
    }
}
