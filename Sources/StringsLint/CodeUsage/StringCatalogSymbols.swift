/// The Swift symbols Xcode 26 generates for a String Catalog's manual entries
/// (`STRING_CATALOG_GENERATE_SYMBOLS`), as code references them: `Text(.landmarkTitle)`,
/// `String(localized: .Discover.title)`, `LocalizedStringResource.landmarkTitle`.
///
/// Xcode writes them into `GeneratedStringSymbols_<Table>.swift` at build time, so no file in the
/// repository maps symbol to key: the symbol is worked out from the key. The rules, read off generated
/// files (Apple's Landmarks sample, apps' `GeneratedStringSymbols_*.swift`) and the WWDC25 session
/// "Code-along: Explore localization with Xcode":
/// - Every manual entry gets a static member of `LocalizedStringResource`, unless it says
///   `"generatesSymbol": false`; a key with format arguments gets a static function of the same name.
/// - `Localizable`'s symbols are members of `LocalizedStringResource` itself (`.landmarkTitle`); another
///   table's are in an `enum` named after the table (`.Discover.landmarks`, `.InfoPlist.cfbundleName`).
/// - The key's placeholders are left out (`%(landmark)@ is contained in %(collection)@` →
///   `isContainedIn`), apostrophes too (`Snap’s` → `Snaps`); every other character that is not a letter
///   or digit separates words (`.`, `_`, `-`, spaces).
/// - The first word's leading capitals are lowercased (`AddHost` → `addHost`, `CFBundleDisplayName` →
///   `cfbundleDisplayName`, `ALPS` → `alps`); every other word starts with one capital, the rest of its
///   leading capitals lowercased (`DESCRIPTION` → `Description`, `CKAsset` → `Ckasset`, `iCloud` →
///   `ICloud`, `MacAddress` and `lifeStory` → `MacAddress`, `LifeStory`).
///
/// Not seen in any generated file, so assumed unknown: a key whose symbol would start with a digit or be
/// a keyword, letters without case (CJK), and a table name that is no identifier. Such a key has no
/// symbol here (`nil`), and counts as used once the code references any catalog symbol: a key kept too
/// long costs less than a false `unused-key`.
enum StringCatalogSymbols {
    /// What code writes for the entry `key` of `table`: the implicit member and the qualified name.
    static func references(key: String, table: String) -> [String]? {
        guard let symbol = symbol(for: key) else { return nil }
        if table == "Localizable" { return ["." + symbol, "LocalizedStringResource." + symbol] }
        guard isIdentifier(table) else { return nil }
        return [".\(table).\(symbol)", "LocalizedStringResource.\(table).\(symbol)"]
    }

    /// What code that reads the entry through xcstrings-tool's accessors mentions (`Text(.app(.greeting))`
    /// for `App.xcstrings`' `greeting`), as `GeneratedAccessors.references` keeps it: `(app).greeting`.
    /// The table and the key are cased as the symbols above are.
    static func xcstringsToolChain(key: String, table: String) -> String {
        "(\(symbol(for: table) ?? table)).\(symbol(for: key) ?? key)"
    }

    /// The symbol's name for `key`, or `nil` when the rules above do not say.
    static func symbol(for key: String) -> String? {
        var words: [[Unicode.Scalar]] = []
        var word: [Unicode.Scalar] = []
        let scalars = Array(withoutPlaceholders(key).unicodeScalars)
        for scalar in scalars {
            if scalar == "'" || scalar == "\u{2019}" { continue }
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil {
                if properties.isAlphabetic && !properties.isLowercase && !properties.isUppercase { return nil }
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = []
            }
        }
        if !word.isEmpty { words.append(word) }
        guard let first = words.first else { return nil }
        var symbol = casing(first, first: true)
        for word in words.dropFirst() { symbol += casing(word, first: false) }
        guard let start = symbol.unicodeScalars.first, start.properties.numericType == nil, !keywords.contains(symbol) else { return nil }
        return symbol
    }

    /// `word` with its leading capitals lowercased, all of them for the first word, all but the first
    /// for the others, whose first letter is then a capital.
    private static func casing(_ word: [Unicode.Scalar], first: Bool) -> String {
        let leading = word.prefix { $0.properties.isUppercase }.count
        var text = ""
        for (index, scalar) in word.enumerated() {
            if index == 0 && !first {
                text += scalar.properties.uppercaseMapping
            } else if index < leading {
                text += scalar.properties.lowercaseMapping
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// `key` without its format placeholders: `%@`, `%lld`, `%1$@`, `%(name)@`, `%#@variable@`.
    private static func withoutPlaceholders(_ key: String) -> String {
        var result = String.UnicodeScalarView()
        let scalars = Array(key.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%", index + 1 < scalars.count else {
                result.append(scalars[index])
                index += 1
                continue
            }
            var end = index + 1
            if scalars[end] == "#", end + 1 < scalars.count, scalars[end + 1] == "@",
                let close = scalars[(end + 2)...].firstIndex(of: "@")
            {
                end = close + 1
            } else {
                if scalars[end] == "(", let close = scalars[end...].firstIndex(of: ")") { end = close + 1 }
                while end < scalars.count, "0123456789$-+ #.'lhqLzjt".unicodeScalars.contains(scalars[end]) { end += 1 }
                if end < scalars.count { end += 1 }  // the conversion: `@`, `d`, `f`, … (or the `%` of `%%`)
            }
            result.append(" ")
            index = end
        }
        return String(result)
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.properties.numericType == nil else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    /// Names that would need backticks, which no generated file showed.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal", "let",
        "open", "operator", "private", "protocol", "public", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where",
        "while", "as", "catch", "false", "is", "nil", "rethrows", "super", "self", "throw", "throws", "true", "try",
    ]
}
