import DevToolsCore

/// Code looks up a literal key that the development language's table does not define.
///
/// Found against the code (`strings.sources`): `CodeKeyCheck` hands each lookup that no table of its
/// name defines to `finding(for:elsewhere:catalog:)`.
enum UndefinedKeyRule: LocalizationRule {
    static let detection = StringsRuleDetection.code
    static let description = RuleDescription(
        id: "undefined-key",
        summary: "Code looks up a literal key that the development language's table does not define (only with `strings.sources`).",
        rationale:
            "A missing key shows as itself: `settings.title` on screen is an error; natural text such as `NSLocalizedString(\"Welcome back\", comment: \"\")` is its own English, as `genstrings` exports it: where the code's bundle has that table, `missing-key` names the translations that lack it, and only where it has none is it a warning here; a String Catalog gets a note, since Xcode adds the keys it finds in code when it builds. A key whose English is in code (`value:`, `defaultValue:`, a SwiftUI literal such as `Text(\"Welcome back\")`) belongs in the translations, not in the development language's table: it is reported only when no table of its name exists (a warning), and `missing-key` names the translations that lack it. A key looked up with another integer length modifier than the table's (`%zu items` where the table says `%lu items`) finds no locale's text either: an error naming the table's key. Tables and keys held in a constant of the same file (`static let filename = \"Common\"`, `#define kTable @\"Common\"`) and adjacent Objective-C literals are read as the literal. Add the key to the table the code names (`tableName:`, `table:`), or fix the key's spelling.",
        defaultSeverity: .error,
        triggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n",
                    "App/Settings.swift": "let title = ↓NSLocalizedString(\"setings.title\", comment: \"\")\n",
                ], primaryFile: "App/Settings.swift"),
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"b\" = \"B\";\n",
                    "en.lproj/Profile.strings": "\"profile.name\" = \"Name\";\n",
                    "App/Profile.m": "NSString *name = ↓NSLocalizedString(@\"profile.name\", nil);\n",
                ], primaryFile: "App/Profile.m"),
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"%lu items\" = \"%lu items\";\n",
                    "App/Count.m": "NSString *f = ↓NSLocalizedString(@\"%zu items\", nil);\n",
                ], primaryFile: "App/Count.m"),
            RuleExample(
                files: [
                    "en.lproj/Common.strings": "\"next\" = \"Next\";\n",
                    "App/Common.swift": """
                    enum Common {
                        static let filename = "Common"
                        static var next: String { ↓NSLocalizedString("common_next", tableName: filename, comment: "") }
                    }

                    """,
                ], primaryFile: "App/Common.swift"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"Hello %@\" = \"Hello %@\";\n\"%lld items\" = \"%lld items\";\n",
                    "en.lproj/Settings.strings": "\"title\" = \"Settings\";\n",
                    "App/View.swift": """
                    Text("Hello \\(name)")
                    Text("\\(count) items")
                    let t = NSLocalizedString("title", tableName: "Settings", comment: "")
                    Text(verbatim: "not a key")
                    let k = NSLocalizedString(dynamicKey, comment: "")

                    """,
                ], primaryFile: "App/View.swift"),
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"Part one. Part two.\" = \"Part one. Part two.\";\n",
                    "en.lproj/Errors.strings": "\"network\" = \"Offline\";\n",
                    "App/Intro.m": """
                    static NSString *const kErrors = @"Errors";
                    NSString *a = NSLocalizedString(@"Part one. " "Part two.", nil);
                    NSString *b = NSLocalizedStringFromTable(@"network", kErrors, nil);

                    """,
                ], primaryFile: "App/Intro.m"),
        ]
    )

    /// The finding for a lookup of a key its table lacks; `elsewhere` is where another table defines it:
    /// one of another name, or one of the same name in a bundle the code is not built into (`bundle`,
    /// the folder holding its `.lproj` folders).
    static func finding(
        for lookup: KeyLookup, elsewhere: (table: String, location: SourceLocation, bundle: String?)?, catalog: Bool
    ) -> Diagnostic {
        var message = "'\(lookup.key)' is not in the \(lookup.tableName) table"
        let severity: Severity
        if catalog {
            severity = .note
            message += " yet; Xcode adds it from the code when it builds the String Catalog"
        } else if isNaturalText(lookup.key) || lookup.hasDefault {
            severity = .warning
            message += ", so users see it untranslated; add it to \(lookup.tableName).strings"
        } else {
            severity = .error
            message += ", so users see the raw key; add it to \(lookup.tableName).strings or fix its spelling"
        }
        let notes =
            elsewhere.map {
                [
                    RelatedNote(
                        message: "defined in the \($0.table) table" + ($0.bundle.map { " of another bundle (\($0))" } ?? ""),
                        location: $0.location)
                ]
            } ?? []
        return description.diagnostic(at: lookup.location, message, severity: severity, notes: notes)
    }

    /// The finding for a lookup of a key its table defines only with other integer length modifiers
    /// (`%zu items` looked up, `%lu items` defined, see `LengthModifierMismatch`): no locale's text is found.
    static func finding(for lookup: KeyLookup, tableDefines defined: (key: String, location: SourceLocation)) -> Diagnostic {
        let shown = lookup.hasDefault ? "the default value, untranslated" : "the raw key"
        let message =
            "looks up '\(lookup.key)' but the \(lookup.tableName) table defines '\(defined.key)': every locale shows \(shown); "
            + "use the table's specifier in the code, or rename the key in every table"
        return description.diagnostic(
            at: lookup.location, message, severity: lookup.hasDefault ? .warning : .error,
            notes: [RelatedNote(message: "'\(defined.key)' is defined here", location: defined.location)])
    }

    /// Text a person would read as it is (`Welcome back`, `OK`, `01:24`, a product's name: `CarPlay`,
    /// `iCloud`, `macOS`; an address: `room@example.com`), not an identifier (`settings.title`,
    /// `errorTitle`, `SETTINGS_TITLE`, `section.2`): a key with a `.` or `_` after a letter or digit and
    /// before a letter, or after a letter and before a digit, or a word of two lowercase letters or more
    /// followed by a capital (camelCase).
    /// Text with a space is natural unless it starts with an identifier: codeapp's SwiftUI key
    /// `"source_control.confirm_delete_tag \(tag.name)"` shows its raw key to every user. A file's name
    /// (`TextField("example.py", …)`, a placeholder) reads as it is.
    static func isNaturalText(_ key: String) -> Bool {
        if let space = key.utf8.firstIndex(of: UInt8(ascii: " ")) {
            return !isIdentifier(Array(key.utf8[..<space]))
        }
        if key.utf8.contains(UInt8(ascii: "@")) || isDomainName(key) || isFileName(key) { return true }
        return key.utf8.allSatisfy({ $0 < 0x80 }) ? isNaturalASCII(Array(key.utf8)) : isNaturalScalars(key)
    }

    /// `isNaturalText`'s rules by Unicode properties: any script (and the oracle of the ASCII path).
    static func isNaturalScalars(_ key: String) -> Bool {
        let scalars = Array(key.unicodeScalars)
        for (position, scalar) in scalars.enumerated() where position > 0 && position + 1 < scalars.count {
            let (before, after) = (scalars[position - 1], scalars[position + 1])
            if scalar == "." || scalar == "_",
                (before.properties.isAlphabetic || before.properties.numericType != nil) && after.properties.isAlphabetic
                    || before.properties.isAlphabetic && after.properties.numericType != nil
            {
                return false
            }
        }
        // A name that starts with a capital (`CarPlay`, `YouTube`) or with one small letter (`iCloud`,
        // `eBay`), or ends in `OS` (`macOS`, `watchOS`), is a word, not camelCase.
        guard let first = scalars.first, !first.properties.isUppercase else { return true }
        if scalars.count >= 2, scalars[1].properties.isUppercase || key.hasSuffix("OS") { return true }
        return !zip(scalars, scalars.dropFirst()).contains { $0.properties.isLowercase && $1.properties.isUppercase }
    }

    /// `isNaturalText` for an ASCII key, by its bytes (asked of every literal SwiftUI shows: no Unicode
    /// property lookups). The same rules: ASCII letters are the alphabetic scalars, digits the numeric.
    static func isNaturalASCII(_ bytes: [UInt8]) -> Bool {
        let isLetter = isASCIILetter, isDigit = isASCIIDigit
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        for position in bytes.indices where position > 0 && position + 1 < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_"),
                (isLetter(bytes[position - 1]) || isDigit(bytes[position - 1])) && isLetter(bytes[position + 1])
                    || isLetter(bytes[position - 1]) && isDigit(bytes[position + 1])
            {
                return false
            }
        }
        guard let first = bytes.first, !isUpper(first) else { return true }
        if bytes.count >= 2, isUpper(bytes[1]) || bytes.suffix(2).elementsEqual("OS".utf8) { return true }
        return !zip(bytes, bytes.dropFirst()).contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") && isUpper($1) }
    }

    /// A dotted or snake-case identifier (`source_control.confirm_delete_tag`, `alert.title`): ASCII
    /// letters, digits, `.` and `_` only, with a `.` or `_` that has two letters or digits before it and
    /// two letters after it (so `e.g.` is no identifier).
    static func isIdentifier(_ bytes: [UInt8]) -> Bool {
        let isLetter = isASCIILetter, isDigit = isASCIIDigit
        guard bytes.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "_") }) else { return false }
        for position in bytes.indices where position >= 2 && position + 2 < bytes.count {
            guard bytes[position] == UInt8(ascii: ".") || bytes[position] == UInt8(ascii: "_") else { continue }
            let before = bytes[position - 2...position - 1].allSatisfy { isLetter($0) || isDigit($0) }
            if before, isLetter(bytes[position + 1]), isLetter(bytes[position + 2]) { return true }
        }
        return false
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isASCIIDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Extensions of files a person names (`example.py`, `notes.txt`): a file's name is text.
    static let fileExtensions: Set<String> = [
        "c", "cpp", "css", "csv", "doc", "docx", "epub", "go", "gif", "h", "heic", "html", "ini", "java", "jpeg", "jpg", "js", "json",
        "jsx", "kt", "log", "m", "md", "mov", "mp3", "mp4", "pdf", "png", "py", "rb", "rs", "sh", "sql", "svg", "swift", "ts", "tsx", "txt",
        "wav", "xls", "xlsx", "xml", "yaml", "yml", "zip",
    ]

    /// A file's name: one dot before a known extension, no underscore, a name of letters, digits and `-`.
    /// Asked of every key without a space a project's code looks up (tens of thousands): the bytes are
    /// scanned for the one dot first, with no array of parts made.
    static func isFileName(_ key: String) -> Bool {
        let bytes = key.utf8
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")), dot != bytes.startIndex else { return false }
        let afterDot = bytes.index(after: dot)
        guard !bytes[afterDot...].contains(UInt8(ascii: ".")), fileExtensions.contains(String(key[afterDot...])) else { return false }
        return key[..<dot].allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
    }

    /// Top-level domains a product is named after (`Duck.ai`, `Booking.com`): such a name is text.
    private static let productDomains: Set<String> = ["ai", "app", "co", "com", "dev", "fm", "gg", "io", "ly", "me", "net", "org", "tv"]

    /// A name written as a web domain (duckduckgo's `Label("Duck.ai", …)`): one dot before a domain that
    /// names products, no underscore. A key's segments (`settings.title`) end in other words.
    static func isDomainName(_ key: String) -> Bool {
        // The part after the last dot names a product's domain, or this is no domain (most dotted keys).
        guard let dot = key.lastIndex(of: "."), productDomains.contains(String(key[key.index(after: dot)...])) else { return false }
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let domain = parts.last, productDomains.contains(String(domain)), !key.contains("_") else { return false }
        return parts[0].allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } && !parts[0].isEmpty
    }
}
