import DevToolsCore

/// Checks one String Catalog: its structure, missing translations, format specifiers against the
/// source language, plural categories and substitutions.
struct XCStringsChecker {
    static let states: Set<String> = ["new", "translated", "needs_review", "stale"]

    let document: XCStringsDocument
    private(set) var diagnostics: [Diagnostic] = []
    /// What the HTML report's coverage matrix and plural table take from the catalog.
    private(set) var coverage = CatalogCoverage()

    /// Keys no code looks up: shown to nobody, so not reported untranslated.
    let unusedKeys: Set<String>

    init(document: XCStringsDocument, unusedKeys: Set<String> = []) {
        self.document = document
        self.unusedKeys = unusedKeys
    }

    mutating func check() {
        let root = document.root
        if root["version"] as? String == nil { structure("the catalog has no \"version\" string; add \"version\" : \"1.0\"", path: []) }
        guard let source = root["sourceLanguage"] as? String else {
            structure("the catalog has no \"sourceLanguage\"; add the development language, e.g. \"sourceLanguage\" : \"en\"", path: [])
            return
        }
        guard let strings = root["strings"] as? [String: Any] else {
            structure("the catalog has no \"strings\" object", path: [])
            return
        }
        var languages = Set<String>()
        for case let entry as [String: Any] in strings.values {
            if let localizations = entry["localizations"] as? [String: Any] { languages.formUnion(localizations.keys) }
        }
        languages.remove(source)
        for key in strings.keys.sorted() {
            guard let entry = strings[key] as? [String: Any] else {
                structure("the entry '\(key)' is not an object", path: ["strings", key])
                continue
            }
            checkEntry(key: key, entry: entry, source: source, languages: languages)
        }
    }

    private mutating func checkEntry(key: String, entry: [String: Any], source: String, languages: Set<String>) {
        let localizations = entry["localizations"] as? [String: Any] ?? [:]
        var units: [String: XCStringsUnit] = [:]
        for language in localizations.keys.sorted() {
            let path = ["strings", key, "localizations", language]
            guard let localization = localizations[language] as? [String: Any] else {
                structure("the \(language) localization of '\(key)' is not an object", path: path)
                continue
            }
            units[language] = unit(of: localization, key: key, language: language, path: path)
        }
        let keyPosition = document.position(["strings", key])
        if !unusedKeys.contains(key) {
            diagnostics += MissingTranslationRule.findings(
                key: key, entry: entry, units: units, source: source, languages: languages, file: document.file,
                line: keyPosition.line, column: keyPosition.column
            )
        }
        if entry["shouldTranslate"] as? Bool ?? true, (entry["extractionState"] as? String) != "stale" {
            coverage.count(units: units, localized: Set(units.keys).union(localizations.keys), source: source, languages: languages)
        }
        checkFormats(key: key, localizations: localizations, source: source)
    }

    /// Format safety over every permutation of plural, device and substitution variations: within each
    /// language, then each translation against the source language (only for format strings).
    private mutating func checkFormats(key: String, localizations: [String: Any], source: String) {
        let expander = CatalogPermutations(position: document.position)
        var permutations: [String: [FormatPermutation]] = [:]
        for language in localizations.keys.sorted() {
            guard let localization = localizations[language] as? [String: Any] else { continue }
            let path = ["strings", key, "localizations", language]
            guard let expanded = expander.expand(localization, path: path) else { continue }
            if let conflict = PermutationCheck.consistency(of: expanded, key: key, at: document.location(path)) {
                diagnostics.append(conflict)
                // A source at odds with itself still says what the code passes: its `other` forms.
                if language == source { permutations[language] = PermutationCheck.otherForms(of: expanded) }
                continue
            }
            permutations[language] = expanded
        }
        let sourcePermutations = permutations[source] ?? (localizations[source] == nil ? [FormatPermutation(text: key)] : nil)
        guard let base = sourcePermutations, base.contains(where: { !$0.intendedReads.isEmpty }) else { return }
        // The source value, or the key when the key is the source text.
        let basePlace = KeyPlace(
            location: localizations[source] == nil
                ? document.location(["strings", key])
                : document.valueLocation(["strings", key, "localizations", source, "stringUnit", "value"]))
        for language in permutations.keys.sorted() where language != source {
            guard let translation = permutations[language] else { continue }
            let place = KeyPlace(location: document.valueLocation(["strings", key, "localizations", language, "stringUnit", "value"]))
            if let finding = PermutationCheck.compare(
                key: key, base: base, translation: translation, baseLocale: source, place: place, basePlace: basePlace)
            {
                diagnostics.append(finding)
            } else if let want = Self.variablePositions(localizations[source]), let got = Self.variablePositions(localizations[language]),
                let finding = PluralPermutationCheck.swappedVariables(
                    key: key, base: want, translation: got, baseLocale: source, place: place,
                    fix: "give each substitution the argNum it has in \(source)")
            {
                diagnostics.append(finding)
            }
        }
    }

    /// The argument each substitution of a localization reads: its `argNum`, else its place among the
    /// value's references; nil without a value.
    private static func variablePositions(_ localization: Any?) -> [String: Int]? {
        guard let localization = localization as? [String: Any],
            let value = (localization["stringUnit"] as? [String: Any])?["value"] as? String
        else { return nil }
        var positions = VariableBinding.positions(in: value)
        for (name, substitution) in localization["substitutions"] as? [String: Any] ?? [:] {
            if let argument = (substitution as? [String: Any])?["argNum"] as? Int { positions[name] = argument }
        }
        return positions
    }

    private mutating func unit(of localization: [String: Any], key: String, language: String, path: [String]) -> XCStringsUnit {
        var unit = XCStringsUnit()
        if let stringUnit = localization["stringUnit"] {
            unit.value = checkStringUnit(stringUnit, what: "the \(language) value of '\(key)'", path: path + ["stringUnit"])
        }
        unit.states = XCStringsUnit.states(in: localization)
        let variations = localization["variations"] as? [String: Any]
        if let plural = variations?["plural"] as? [String: Any] {
            unit.plural = checkPlural(
                plural, subject: "plural of '\(key)' (\(language))", language: language, path: path + ["variations", "plural"],
                valueType: Self.valueType(ofFormsIn: plural))
        }
        let substitutions = localization["substitutions"] as? [String: Any] ?? [:]
        for (name, substitution) in substitutions.sorted(by: { $0.key < $1.key }) {
            let subPath = path + ["substitutions", name]
            let plural = ((substitution as? [String: Any])?["variations"] as? [String: Any])?["plural"] as? [String: Any]
            if let plural {
                let specifier = (substitution as? [String: Any])?["formatSpecifier"] as? String
                _ = checkPlural(
                    plural, subject: "substitution '\(name)' of '\(key)' (\(language))", language: language,
                    path: subPath + ["variations", "plural"], valueType: specifier.map(PluralValueType.init(specifier:)) ?? .unknown)
            }
        }
        // `stringSet` holds App Shortcut phrases (several values), Xcode's own form for AppShortcuts.xcstrings.
        if localization["stringUnit"] == nil, variations == nil, localization["stringSet"] == nil {
            structure("the \(language) localization of '\(key)' has neither a stringUnit nor variations", path: path)
        }
        for value in unit.allValues {
            for name in FormatString(value).variables where substitutions[name] == nil {
                structure(
                    "the \(language) value of '\(key)' uses %#@\(name)@ but the localization defines no substitution '\(name)'; add it under \"substitutions\"",
                    path: path)
            }
        }
        return unit
    }

    /// Validates a `stringUnit` and returns its value.
    private mutating func checkStringUnit(_ any: Any, what: String, path: [String]) -> String? {
        guard let stringUnit = any as? [String: Any] else {
            structure("the stringUnit of \(what) is not an object", path: path)
            return nil
        }
        if let state = stringUnit["state"] as? String {
            if !Self.states.contains(state) {
                structure(
                    "the stringUnit of \(what) has the unknown state '\(state)'; use new, translated, needs_review or stale", path: path)
            }
        } else {
            structure("the stringUnit of \(what) has no \"state\"; add one of new, translated, needs_review, stale", path: path)
        }
        guard let value = stringUnit["value"] as? String else {
            structure("the stringUnit of \(what) has no \"value\" string", path: path)
            return nil
        }
        return value
    }

    /// The type of the number a plural of the string itself is chosen by: what its forms' specifiers
    /// read (Xcode varies a string by plural when it has one argument), integer only when every number
    /// they read is one.
    private static func valueType(ofFormsIn plural: [String: Any]) -> PluralValueType {
        var types: Set<FormatArgumentKind> = []
        for form in plural.values {
            guard let value = ((form as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String else { continue }
            for specifier in FormatString(value).specifiers { types.insert(specifier.type.kind) }
        }
        if types.contains(.floatingPoint) { return .floating }
        return types.contains(.integer) ? .integer : .unknown
    }

    private mutating func checkPlural(
        _ plural: [String: Any], subject: String, language: String, path: [String], valueType: PluralValueType
    ) -> [String: String] {
        var forms: [String: (value: String, line: Int)] = [:]
        for category in plural.keys.sorted() {
            let categoryPath = path + [category]
            guard PluralCategories.known.contains(category) else {
                structure(
                    "'\(category)' in the \(subject) is not a plural category, so Foundation never shows its text; use zero, one, two, few, many or other",
                    path: categoryPath, severity: .warning)
                continue
            }
            let stringUnit = (plural[category] as? [String: Any])?["stringUnit"]
            guard let stringUnit else {
                structure("the '\(category)' form of the \(subject) has no stringUnit", path: categoryPath)
                continue
            }
            if let value = checkStringUnit(
                stringUnit, what: "the '\(category)' form of the \(subject)", path: categoryPath + ["stringUnit"])
            {
                forms[category] = (value, document.line(categoryPath))
            }
        }
        // An integer never selects `other` in pl, ru, uk and be: one, few and many are complete there.
        let required = PluralCategories.categories(for: language, valueType: valueType)
        if plural["other"] == nil, required?.contains("other") != false {
            structure("the \(subject) has no 'other' form; add it", path: path)
        }
        coverage.plurals[language, default: []].append(PluralCategories.covered(Set(plural.keys), locale: language, valueType: valueType))
        let pluralPosition = document.position(path)
        diagnostics += PluralFormChecks.diagnostics(
            categories: Set(plural.keys), required: required, locale: language,
            subject: subject, file: document.file, line: pluralPosition.line, column: pluralPosition.column, integer: valueType == .integer
        )
        return forms.mapValues(\.value)
    }

    private mutating func structure(_ message: String, path: [String], severity: Severity? = nil) {
        let found = document.position(path)
        diagnostics.append(
            XCStringsStructureRule.diagnostic(message, file: document.file, line: found.line, column: found.column, severity: severity))
    }
}
