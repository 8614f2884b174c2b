import DevToolsCore

/// A `%` in a value that no format call reads as intended.
///
/// Whether a value is a format string at all is the development language's to say, so the findings are
/// made where that is known: `LocalizationChecker` hands this rule the development-language table's
/// values with a `%` problem, the files no comparison judges and each `.stringsdict`;
/// `TranslationComparison` hands it each translation entry as it reads the translation.
enum InvalidFormatSpecifierRule: LocalizationRule {
    static let detection = StringsRuleDetection.crossLocale
    static let description = RuleDescription(
        id: "invalid-format-specifier",
        summary:
            "A format string has a `%` that is not a valid format specifier (`%.0f%`, `%y`, `%d% 完了`), a specifier with a space flag (`% d`; `%@ 50% off` reads `% o`), or mixes positional and sequential specifiers (`%1$@ %@`).",
        rationale:
            "When the value goes through String(format:), an invalid specifier prints nothing or garbage and a mixed `%1$@ %@` reads the wrong argument. Write a literal percent sign as `%%`, and number every specifier once one is numbered. Values are read as CoreFoundation's `__CFParseFormatSpec` reads them: flags (`-+#0'` and a space), a width and a position in any order, then a conversion. A `%` followed by no conversion shows only the character after it (`%У` shows `У`, `% R` a space): a warning that names what is shown. A space flag reads the conversion it ends with: `% @` (also `%1 @`, `%2$ @`) prints the object as `%@` does and `% d` a number with a space before it, notes of style; in a translation such a specifier that reads an argument the development value does not (a translator's `100 % sicher` reads `% s`) is a `format-mismatch` error, and among numbered specifiers (`%1$d% af` reads `% a`) it is an error here. In a development value, `20% off` beside other specifiers is taken for the percent sign its writer meant (a note): translations are compared with the specifiers it means. Only format strings are judged: a value whose development-language value reads at least one argument (`%@`, `%d`, `%.2f`, `%1$@`, `%#@var@`; `%%` reads none). Prose (`100% sure`), templates (`{{value}}%`), an app's own placeholders (`%0`) and Interface Builder strings (`2YJ-bg-OdR.title`, tables named after a storyboard or xib) are never formatted, so never judged.",
        defaultSeverity: .warning,
        triggeringExamples: [
            RuleExample("\"done\" = ↓\"%.0f%\";\n", file: "en.lproj/Localizable.strings"),
            RuleExample("\"rate\" = ↓\"%@ rate: %y\";\n", file: "en.lproj/Localizable.strings"),
            RuleExample("\"pair\" = ↓\"%1$@ and %@\";\n", file: "en.lproj/Localizable.strings"),
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"progress\" = \"%d%% done\";\n",
                    "ja.lproj/Localizable.strings": "\"progress\" = ↓\"%d% 完了\";\n",
                ], primaryFile: "ja.lproj/Localizable.strings"),
            // `% a` reads a double among numbered specifiers: an error.
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"share\" = \"%1$d%% of the files\";\n",
                    "da.lproj/Localizable.strings": "\"share\" = ↓\"%1$d% af filerne\";\n",
                ], primaryFile: "da.lproj/Localizable.strings"),
        ],
        nonTriggeringExamples: [
            RuleExample(
                "\"done\" = \"100%% done, %1$@ of %2$ld\";\n\"pad\" = \"%-5.2f %lu %#@count@ %hhd %zu\";\n",
                file: "en.lproj/Localizable.strings"),
            // Not format strings: no specifier reads an argument.
            RuleExample(
                "\"a\" = \"100% sure\";\n\"b\" = \"{{value}}%\";\n\"c\" = \"Replace %0 with %1\";\n\"d\" = \"% of screen\";\n",
                file: "en.lproj/Localizable.strings"),
            RuleExample(
                files: [
                    "en.lproj/Localizable.strings": "\"zoom\" = \"Zoom 100%\";\n",
                    "fr.lproj/Localizable.strings": "\"zoom\" = \"Zoom 100 %\";\n",
                ], primaryFile: "fr.lproj/Localizable.strings"),
            // Interface Builder strings are shown as they are.
            RuleExample("\"2YJ-bg-OdR.title\" = \"%@ 50% off\";\n", file: "en.lproj/Main.strings"),
        ],
        fix: LonePercentFix.summary
    )

    /// The findings in a development-language table: its values with a `%` problem (which the table
    /// kept as it was built), those that are format strings.
    static func findings(in reference: ReferenceTable, skipping unused: Set<String> = []) -> [Diagnostic] {
        reference.formatProblems.flatMap { value -> [Diagnostic] in
            guard !unused.contains(value.key),
                FormatStringScope.judges(key: value.key, reference: value.format, use: reference.formatUse(of: value.key))
            else {
                return []
            }
            return diagnostics(key: value.key, format: value.format, place: value.place)
        }
    }

    /// The findings for a translation's entry in the file at `path`, judged by the development
    /// language's value for its key (the one at `keyIndex` of `reference`; a plural's is not known, so
    /// it is never judged), or by its own value for a key only the translation has (`keyIndex` nil).
    static func findings(translated entry: StringsEntry, path: String, keyIndex: Int?, reference: ReferenceTable) -> [Diagnostic] {
        // The reader's summary says which values have no `%` problem.
        let summary = entry.formatSummary
        guard !summary.isKnown || summary.hasProblems else { return [] }
        guard entry.valueStorage.isString, let value = entry.value else { return [] }
        let format = FormatString(value)
        guard !format.problems.isEmpty else { return [] }
        let decider: FormatString?
        if let keyIndex {
            decider = reference.facts[keyIndex].isPlural ? nil : reference.format(at: keyIndex)
        } else {
            decider = format
        }
        guard FormatStringScope.judges(key: entry.key, reference: decider, use: reference.formatUse(of: entry.key)) else { return [] }
        return diagnostics(
            key: entry.key, format: format, place: KeyPlace(location: entry.valueLocation(in: path)), base: keyIndex == nil ? nil : decider)
    }

    /// The findings in a `.strings` file no comparison judged (no development language to ask): its
    /// values with a `%` problem that are format strings by themselves.
    static func findings(judgingAlone table: StringsTable, file: String, formatUse: FormatUse.Table? = nil) -> [Diagnostic] {
        table.entries.flatMap { entry -> [Diagnostic] in
            // The reader's summary says which values have no `%` problem.
            if entry.formatSummary.isKnown && !entry.formatSummary.hasProblems { return [] }
            guard let value = entry.value, value.utf8.contains(0x25) else { return [] }
            let format = FormatString(value)
            guard FormatStringScope.judges(key: entry.key, reference: format, use: formatUse?.use(of: entry.key)) else { return [] }
            let place = KeyPlace(location: SourceLocation(file: file, line: entry.valueLine, column: entry.valueColumn))
            return diagnostics(key: entry.key, format: format, place: place)
        }
    }

    /// The findings in a `.stringsdict` file at `file`: every format key and plural form (their text is
    /// always formatted); a form's unnumbered specifier beside numbered ones is its own number.
    static func findings(in document: StringsdictDocument, file: String) -> [Diagnostic] {
        document.entries.flatMap { entry -> [Diagnostic] in
            var values: [(String, Int, Bool)] = entry.formatKey.map { [($0, entry.formatKeyLine, false)] } ?? []
            for variable in entry.variables.values { values += variable.categories.values.map { ($0.value, $0.line, true) } }
            return values.flatMap { value, line, isForm in
                diagnostics(
                    key: entry.key, value: value, place: KeyPlace(location: SourceLocation(file: file, line: line, column: 1)),
                    allowsMixedPositions: isForm
                )
            }
        }
    }

    /// The findings of one value; `allowsMixedPositions` for `.stringsdict` plural forms, whose
    /// unnumbered `%ld` is the variable's own number (`%1$@ and %ld others` is correct there).
    static func diagnostics(key: String, value: String, place: KeyPlace, allowsMixedPositions: Bool = false) -> [Diagnostic] {
        diagnostics(key: key, format: FormatString(value), place: place, allowsMixedPositions: allowsMixedPositions)
    }

    /// The same for a value already parsed.
    /// A problem that occurs several times in one value is one finding that says how often: all of them
    /// point at the value's start, so one each would read as the same finding repeated (PlayCover's fa
    /// `\"@%\" … \"@%\"`).
    /// `base`: a translation's development value; a space-flagged specifier reading what the base does not
    /// read there is `format-mismatch`'s to report (`% a` for `%@`), and no note of style here.
    static func diagnostics(
        key: String, format: FormatString, place: KeyPlace, allowsMixedPositions: Bool = false, base: FormatString? = nil
    ) -> [Diagnostic] {
        var counts: [FormatProblem.Kind: Int] = [:]
        var kinds: [FormatProblem.Kind] = []
        for problem in format.problems where !(allowsMixedPositions && problem.kind == .mixedPositions) {
            if counts[problem.kind] == nil { kinds.append(problem.kind) }
            counts[problem.kind, default: 0] += 1
        }
        if let base, format.specifiers.contains(where: \.hasSpaceFlag) {
            let intended = base.intended.argumentsByPosition
            for (specifier, read) in zip(format.specifiers, format.argumentReads) where specifier.hasSpaceFlag {
                if intended[read.position]?.kind != read.type.kind { kinds.removeAll { $0 == .spacedSpecifier(specifier.text) } }
            }
        }
        // A `%` before a space and a conversion among numbered specifiers (`%1$d% af`, a translator's
        // percent sign): CoreFoundation reads it as an unnumbered specifier, from an argument the code
        // passes as something else or not at all. One error says so, instead of "mixed" and "spaced".
        var strayFinding: [Diagnostic] = []
        if !allowsMixedPositions, kinds.contains(.mixedPositions),
            let stray = format.specifiers.first(where: { $0.hasSpaceFlag && $0.explicitPosition == nil })
        {
            kinds.removeAll { $0 == .mixedPositions || $0 == .spacedSpecifier(stray.text) }
            let at = place.location
            strayFinding.append(
                diagnostic(
                    "the value of '\(key)' has '\(stray.text)' among numbered specifiers: Foundation reads it as '\(stray.text.replacingOccurrences(of: " ", with: ""))' with a space flag (\(Self.reads(stray.type.kind))), from an argument the code passes as something else or not at all, which prints garbage or crashes; write '%%' for a percent sign",
                    file: at.file, line: at.line, column: at.column, severity: .error))
        }
        // A lone `%` in a translation that reads what its development value reads, where that value shows
        // no percent sign: dropped, and nothing is lost. (One beside a dropped argument is more likely the
        // damaged specifier: `"@%"` for `"%@"`.)
        let harmless = base.map { !$0.hasEscapedPercent && FormatComparison.compare(base: $0, translation: format) == .compatible } ?? false
        return strayFinding
            + kinds.map { kind in
                let count = counts[kind] ?? 1
                var text = message(for: kind, key: key) + (count > 1 ? " (\(count) places in the value)" : "")
                // A space flag reads what the conversion reads: style, said as a note (see `spacedMessage`).
                var severity: Severity? = if case .spacedSpecifier = kind { .note } else { nil }
                // A trailing `%` the development value has no percent sign for: dropped, and nothing is
                // lost (a translator's `%1$@%` where the argument is "25%" shows "25%").
                if kind == .danglingPercent, harmless {
                    severity = .note
                    text =
                        "the value of '\(key)' ends with a lone '%', which Foundation drops; the development value shows no percent sign, so users lose nothing: remove it"
                }
                // The same for a `%` before a character that is shown (`%)`, `%合`): only the sign is lost.
                if case .unknownConversion(let rest) = kind, rest.count == 1, rest != " ", harmless {
                    severity = .note
                    text =
                        "the value of '\(key)' has '%\(rest)', which is not a format specifier: Foundation drops the '%' and shows '\(rest)'; the development value shows no percent sign, so users lose nothing: remove it"
                        + (count > 1 ? " (\(count) places in the value)" : "")
                }
                return diagnostic(
                    text, file: place.location.file, line: place.location.line, column: place.location.column, severity: severity)
            }
    }

    private static func reads(_ kind: FormatArgumentKind) -> String {
        switch kind {
        case .object: "an object"
        case .integer: "an integer"
        case .floatingPoint: "a double"
        case .character: "a character"
        case .cString: "a C string"
        case .pointer: "a pointer"
        case .count: "a count pointer"
        }
    }

    /// `% @` prints what `%@` prints; `% d` prints a space before a positive number; either reads an
    /// argument, which a translator who meant a percent sign (`100 % sicher`) did not intend.
    private static func spacedMessage(_ text: String, key: String) -> String {
        var plain = text.replacingOccurrences(of: " ", with: "")
        if text.hasSuffix("#@") || text.hasSuffix("# @") {
            // `%# @sites @`: a variable reference a space has broken, read as an object.
            return
                "the value of '\(key)' has '\(text)', which Foundation reads as an object specifier with flags ('%@'), not as a '%#@name@' variable: the number is read as an object; write the variable without spaces ('%#@name@')"
        }
        if text.hasSuffix("@") {
            // `%1 @` is `%@` with a width of 1: the object, as `%@` prints it.
            plain = FormatString(plain).specifiers.first?.explicitPosition.map { "%\($0)$@" } ?? "%@"
            return
                "the value of '\(key)' has '\(text)', which Foundation reads as '\(plain)' with a space flag and prints the object as '\(plain)' does; write '\(plain)', the form translators and tools expect"
        }
        // The space flag prints a space before a positive signed or floating number; unsigned ones
        // (`% lu`, `% x`) and the rest print as without it.
        let signed = plain.last.map { "dDifFeEgGaA".contains($0) } ?? false
        let effect = signed ? "a positive number prints with a space before it" : "it prints as '\(plain)' does"
        return
            "the value of '\(key)' has '\(text)', which Foundation reads as '\(plain)' with a space flag (\(effect)), an argument the code must pass; write '\(plain)', or '%%' if a percent sign is meant"
    }

    static func message(for kind: FormatProblem.Kind, key: String) -> String {
        switch kind {
        case .danglingPercent:
            "the value of '\(key)' ends with a lone '%', which Foundation drops: users see the text without it; write '%%' for a percent sign"
        case .unknownConversion(let text):
            "the value of '\(key)' has '%\(text)', which is not a format specifier: Foundation shows '\(text.prefix(1))' in place of '%\(text)'; write '%%' for a percent sign"
        case .spacedSpecifier(let text):
            spacedMessage(text, key: key)
        case .mixedPositions:
            "the value of '\(key)' mixes numbered (%1$@) and unnumbered (%@) specifiers; number all of them"
        case .conflictingPosition(let position):
            "the value of '\(key)' reads argument \(position) as two different types; use one specifier per argument"
        }
    }
}
