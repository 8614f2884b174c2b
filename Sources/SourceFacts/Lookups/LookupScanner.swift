import DevToolsCore
import Foundation

/// Finds every lookup of a localized string by a literal key in a Swift or Objective-C file (see
/// `LookupForm`), with its table, whether it gives a default value and whether the string is used as a
/// format. Comments and strings are the tokenizer's, so a call in a comment or a string is no lookup.
public enum LookupScanner {
    /// The lookups in `bytes`; `functions` are the project's own wrappers (`strings.lookup-functions`).
    public static func lookups(in bytes: [UInt8], language: SourceLanguage, file: String, functions: [LookupFunction] = []) -> [KeyLookup] {
        TokenizedSource(bytes: bytes, language: language).withView { lookups(in: $0, file: file, functions: functions).lookups }
    }

    /// The lookups, and every string literal's text (see `CodeKeyUsage.mentions`).
    public static func usage(in bytes: [UInt8], language: SourceLanguage, file: String, functions: [LookupFunction] = []) -> CodeKeyUsage {
        TokenizedSource(bytes: bytes, language: language).withView { usage(in: $0, file: file, functions: functions) }
    }

    /// The same, from a file's tokens. A generated strings file (named in `strings.generated`, saying
    /// so in its first lines, or a generator's default name holding accessors) is a map, not usage.
    static func usage(in source: TokenView, file: String, functions: [LookupFunction], isGenerated: Bool = false) -> CodeKeyUsage {
        if source.language == .swift {
            // A generated file's accessors, and the tables its own `tr("Table", key)` helpers read.
            let generatedUsage = { (accessors: [String: GeneratedKey]) in
                var usage = CodeKeyUsage(generated: accessors)
                usage.builtKeys = GeneratedAccessors.computedKeyReads(in: source, file: file)
                return usage
            }
            if isGenerated || GeneratedAccessors.isGenerated(source.bytes) {
                return generatedUsage(GeneratedAccessors.accessors(in: source))
            }
            if GeneratedAccessors.hasDefaultName(file) {
                let accessors = GeneratedAccessors.accessors(in: source)
                if !accessors.isEmpty { return generatedUsage(accessors) }
            }
        }
        return usage(in: source, file: file, functions: functions, depth: 0)
    }

    /// Lookups, mentions and references of code, and of the code in its Swift interpolations (read as
    /// code of its own, to a few levels of literals within interpolations).
    static func usage(in source: TokenView, file: String, functions: [LookupFunction], depth: Int) -> CodeKeyUsage {
        let swift = source.language == .swift
        var mentions = Set<String>()
        var mentionedPatterns: [BuiltKey] = []
        var inner = CodeKeyUsage()
        // The names the file hands to a localizing function, worked out when first asked (most files never do).
        var localizedNames: [String: Int]?
        func namesLocalized() -> [String: Int] {
            if let known = localizedNames { return known }
            let found = Self.localizedNames(in: source)
            localizedNames = found
            return found
        }
        for index in source.tokens.indices where source.tokens[index].kind == .string {
            let token = source.tokens[index]
            if let literal = StringLiteralValue(source.bytes[Int(token.start)..<Int(token.end)], swift: swift) {
                if !NonKeyLiterals.isNonKey(source, index) { mentions.insert(literal.text) }
                if literal.interpolations == 0 { continue }
                let localizing = swift && isLocalizingArgument(source, index, localizedNames: namesLocalized)
                if let pattern = mentionedPattern(literal, at: token, file: file, localizing: localizing) {
                    mentionedPatterns.append(pattern)
                }
            }
            guard swift, depth < 4 else { continue }
            for segment in Interpolations.segments(in: source, at: index) {
                let code = TokenizedSource(bytes: Array(source.bytes[segment.bytes]), language: .swift)
                var found = code.withView { usage(in: $0, file: file, functions: functions, depth: depth + 1) }
                // Placed where the interpolation is in the file.
                func placed(_ location: SourceLocation) -> SourceLocation {
                    SourceLocation(
                        file: file, line: segment.line + location.line - 1,
                        column: location.line == 1 ? segment.column + location.column - 1 : location.column)
                }
                for position in found.lookups.indices { found.lookups[position].location = placed(found.lookups[position].location) }
                for position in found.builtKeys.indices { found.builtKeys[position].location = placed(found.builtKeys[position].location) }
                for position in found.memberLiterals.indices {
                    found.memberLiterals[position].location = placed(found.memberLiterals[position].location)
                }
                inner.formUnion(found)
                inner.staticReferences.formUnion(found.staticReferences)
            }
        }
        // Objective-C looks strings up only through `NSLocalizedString…` and `localizedStringForKey:`, both
        // spelled with "ocalized": a file without it (most headers, most sources) is not read for calls.
        if !swift { mentions.formUnion(joinedLiterals(in: source)) }
        if swift, depth == 0 { mentions.formUnion(ImplicitRawValues.names(in: source)) }
        let (lookups, built) =
            !swift && functions.isEmpty && !source.bytes.contains(bytes: localizedWord)
            ? ([], []) : lookups(in: source, file: file, functions: functions)
        if !swift, depth == 0 { inner.formUnion(usageInDefines(source, file: file, functions: functions)) }
        var found = CodeKeyUsage(
            lookups: lookups, mentions: mentions,
            references: swift ? GeneratedAccessors.references(in: source) : GeneratedAccessors.objectiveCReferences(in: source))
        found.builtKeys = built
        if swift, depth == 0 { found.builtKeys += GeneratedAccessors.computedKeyReads(in: source, file: file) }
        if swift, depth == 0 {
            found.localizingMembers = LocalizingMembers.declared(in: source)
            found.localizingParameters = LocalizingParameters.declared(in: source)
        }
        // Also inside an interpolation: deltachat's `"\(String.localized("document")), …"`.
        if swift {
            found.memberLiterals =
                LocalizingMembers.literals(in: source, file: file) + LocalizingParameters.literals(in: source, file: file)
        }
        // Previews and debug-only code show nothing to users: their lookups go (their literals stay mentions).
        let previews = swift && depth == 0 ? PreviewCode.ranges(in: source) : []
        if depth == 0, !found.lookups.isEmpty || !inner.lookups.isEmpty || !found.memberLiterals.isEmpty || !inner.memberLiterals.isEmpty {
            let hidden =
                previews.map { Int(source.tokens[$0.lowerBound].line)...Int(source.tokens[$0.upperBound].line) }
                + DebugOnlyCode.lines(in: source.bytes)
            if !hidden.isEmpty {
                let isHidden = { (location: SourceLocation) in hidden.contains { $0.contains(location.line) } }
                inner.lookups.removeAll { isHidden($0.location) }
                inner.memberLiterals.removeAll { isHidden($0.location) }
                found.lookups.removeAll { isHidden($0.location) }
                found.memberLiterals.removeAll { isHidden($0.location) }
                found.builtKeys.removeAll { isHidden($0.location) }
            }
        }
        // Patterns its literals mention keep keys used wherever they are written.
        found.builtKeys += mentionedPatterns
        if !inner.lookups.isEmpty || !inner.mentions.isEmpty || !inner.references.isEmpty || !inner.builtKeys.isEmpty
            || !inner.memberLiterals.isEmpty
        {
            found.formUnion(inner)
        }
        found.staticReferences.formUnion(inner.staticReferences)
        if depth == 0 { found.textSetOn = TextAssignments.names(in: source) }
        // Which static text constants the file reads (its own named bare too), for lookups that are one.
        if swift {
            found.staticReferences.formUnion(StaticTextConstants.references(in: source))
            if depth == 0 { found.staticReferences.formUnion(StaticTextConstants.ownBareReads(in: source, of: found.lookups)) }
        }
        // A view no code names is never created: its lookups carry its name, and each file says what it names.
        if swift, depth == 0 {
            found.typeMentions = UncreatedViews.typeMentions(in: source, hidden: previews)
            // Each lookup carries the view whose body holds it and the `#if` conditions around it.
            markEnclosures(of: &found, in: source)
        }
        return found
    }

    private static let localizedWord = Array("ocalized".utf8)

    /// The forms of each language, and the names they are called by.
    private static let swiftForms = LookupForm.all.filter(\.swift)
    private static let objectiveCForms = LookupForm.all.filter { !$0.swift }
    private static let swiftNames = CalleeNames(swiftForms.map(\.callee.name))
    private static let objectiveCNames = CalleeNames(objectiveCForms.map(\.callee.name) + ["localizedStringForKey"])

    private static func lookups(in source: TokenView, file: String, functions: [LookupFunction]) -> (
        lookups: [KeyLookup], built: [BuiltKey]
    ) {
        let language = source.language
        let swift = language == .swift
        let forms = swift ? swiftForms : objectiveCForms
        let names = swift ? swiftNames : objectiveCNames
        let wrappers = CalleeNames(functions.compactMap(\.path.last))
        var found: [KeyLookup] = []
        var built: [BuiltKey] = []
        let constants = FileConstants(source)
        let placeholders = swift && InvisibleText.mayHoldPlaceholderViews(source)
        // Whether `Text`, `Section`… can be SwiftUI's, worked out when first asked.
        var seesSwiftUI: Bool?
        func canBeSwiftUI() -> Bool {
            if let known = seesSwiftUI { return known }
            let sees = SwiftImports.seesSwiftUI(source)
            seesSwiftUI = sees
            return sees
        }
        let tokens = source.tokens
        for index in tokens.indices where tokens[index].kind == .identifier {
            // `let title: LocalizedStringResource = "Configuration"`: a typed literal is a key too.
            if swift, CallArguments.isPunctuation(source, index + 1, "="), CallArguments.isPunctuation(source, index - 1, ":") {
                if let lookup = typedLiteralLookup(source, at: index, file: file) { found.append(lookup) }
                continue
            }
            // Only a call or a message's selector can look a string up: most identifiers are neither.
            let calls = CallArguments.isPunctuation(source, index + 1, "(")
            guard calls || (!swift && CallArguments.isPunctuation(source, index + 1, ":")) else { continue }
            let word = UnsafeBufferPointer(rebasing: source.bytes(of: index))
            guard names.contains(word) || wrappers.contains(word) else { continue }
            let name = source.text(index)
            if !swift, name == "localizedStringForKey", let pattern = pastedKeyPattern(source, at: index, file: file) {
                if pattern.isSpecific { built.append(pattern) }
                continue
            }
            if !swift, name == "localizedStringForKey" {
                if let lookup = messageLookup(source, at: index, file: file, constants: constants) {
                    found.append(lookup)
                    continue
                }
                if let computed = computedKeyMessage(source, at: index, file: file, constants: constants) { built.append(computed) }
            }
            guard calls else {
                // A wrapper that is an Objective-C method: `[Strings localized:@"key"]`.
                for function in functions where function.path.last == name {
                    if let lookup = wrapperMessageLookup(source, at: index, function: function, file: file, constants: constants) {
                        found.append(lookup)
                    }
                }
                continue
            }
            let afterDot = CallArguments.isPunctuation(source, index - 1, ".")
            for form in forms where matches(form.callee, name: name, afterDot: afterDot, source: source, open: index + 1) {
                if form.isSwiftUI, !canBeSwiftUI() { break }
                if let lookup = lookup(
                    source, form: form, callee: index, name: name, file: file, constants: constants, built: &built,
                    placeholders: placeholders)
                {
                    found.append(lookup)
                }
                break
            }
            for function in functions where function.path.last == name && precededByPath(source, index, function.path) {
                let form = LookupForm(
                    callee: .function(name), key: .position(function.keyArgument), table: function.tableArgument.map { .position($0) },
                    defaultValue: nil, interpolates: false, swift: swift, positionIsUnlabeled: false)
                let start = index - 2 * (function.path.count - 1)
                if let lookup = lookup(
                    source, form: form, callee: start, name: function.path.joined(separator: "."), file: file, constants: constants,
                    built: &built)
                {
                    found.append(lookup)
                }
            }
        }
        if !swift { built += pastedKeyPatternsInDefines(source, file: file) }
        return (found, built)
    }

    /// Whether the Swift call whose name is at `callee` is one of Foundation's or SwiftUI's own forms.
    static func isSwiftForm(_ source: TokenView, callee: Int) -> Bool {
        let name = source.text(callee)
        let afterDot = CallArguments.isPunctuation(source, callee - 1, ".")
        return swiftForms.contains { matches($0.callee, name: name, afterDot: afterDot, source: source, open: callee + 1) }
    }

    private static func matches(_ callee: LookupForm.Callee, name: String, afterDot: Bool, source: TokenView, open: Int) -> Bool {
        switch callee {
        case .function(let function): return !afterDot && name == function
        case .method(let method): return afterDot && name == method
        case .initializer(let type, let label):
            return !afterDot && name == type && source.tokens.count > open + 2 && source.text(open + 1) == label
                && CallArguments.isPunctuation(source, open + 2, ":")
        }
    }

    /// Whether the identifiers before `index` spell `path` (`L10n . tr`).
    private static func precededByPath(_ source: TokenView, _ index: Int, _ path: [String]) -> Bool {
        var at = index
        for part in path.reversed().dropFirst() {
            guard CallArguments.isPunctuation(source, at - 1, "."), at - 2 >= 0, source.tokens[at - 2].kind == .identifier,
                source.text(at - 2) == part
            else { return false }
            at -= 2
        }
        return !CallArguments.isPunctuation(source, at - 1, ".")
    }

    private static func lookup(
        _ source: TokenView, form: LookupForm, callee: Int, name: String, file: String, constants: FileConstants, built: inout [BuiltKey],
        placeholders: Bool = false
    ) -> KeyLookup? {
        let open = source.tokens.indices.dropFirst(callee).first { CallArguments.isPunctuation(source, $0, "(") } ?? callee + 1
        guard let arguments = CallArguments(source, open: open), let keyArgument = argument(arguments, form.key, form: form) else {
            return nil
        }
        var table: String??
        if let place = form.table, let argument = argument(arguments, place, form: form) {
            table = tableName(source, argument, swift: form.swift, constants: constants)
        } else {
            table = .some(nil)
        }
        let token = source.tokens[callee]
        let location = SourceLocation(file: file, line: Int(token.line), column: Int(token.column))
        // A Swift `String` constant given to `Text`, `String(localized:)` and their kin is no key (`Text(title)`
        // shows it verbatim; the others take a `LocalizationValue`): only the Foundation functions' key is.
        let keyConstants = form.interpolates ? nil : constants
        guard let key = literal(source, keyArgument, swift: form.swift, constants: keyConstants),
            form.interpolates || key.interpolations == 0
        else {
            // A key built at run time; a SwiftUI view given anything but a literal shows it verbatim.
            if !form.isSwiftUI, let segments = KeyExpression.segments(source, keyArgument.tokens, constants: constants) {
                let key = BuiltKey(segments: segments, table: table.map { $0 ?? "Localizable" }, location: location)
                if key.isSpecific { built.append(key) }
            } else if !form.isSwiftUI, case .some(.some(let name)) = table, name != "Localizable",
                !ComputedKeyOrigin.isKnown(source, keyArgument.tokens, around: callee)
            {
                // A named table read by a key the code computes (OpenEmu's `NSLocalizedString($0, tableName:
                // "ControlLabels", …)` over a plug-in's Info.plist list): any of its keys may be the one.
                built.append(BuiltKey(segments: ["", ""], table: name, location: location))
            }
            return nil
        }
        guard let table else { return nil }
        // Drawn as grey bars, never read: the literal stays a mention (a table's key of that text is used).
        if form.isSwiftUI, InvisibleText.follows(source, close: Int(source.tokens[open].partner)) { return nil }
        if form.isSwiftUI, placeholders, InvisibleText.isInPlaceholderView(source, callee: callee) { return nil }
        let defaultArgument = form.defaultValue.flatMap { argument(arguments, $0, form: form) }
        let hasDefault = defaultArgument.map { givesDefault(source, $0, swift: form.swift, constants: constants) } ?? false
        // The forms that interpolate make a format of the literal (its own `%` doubled).
        let keyText = form.interpolates ? key.formatKey : key.text
        // SwiftUI, `LocalizedStringKey`, `LocalizedStringResource` and `String(localized:)` (the forms
        // whose literal may interpolate) export their key as its own English when no default is given.
        let codeValue =
            hasDefault
            ? defaultArgument.flatMap { literal(source, $0, swift: form.swift, constants: constants)?.text }
            : form.interpolates ? keyText : nil
        var otherBundle = false
        if let place = form.bundle, let argument = argument(arguments, place, form: form) {
            otherBundle = !isMainBundle(source, argument.tokens)
        } else if case .method = form.callee, !form.isSwiftUI, CallArguments.isPunctuation(source, callee - 1, ".") {
            otherBundle = !isMainBundle(source, receiver(source, endingAt: callee - 2))  // `bundle.localizedString(forKey:…)`
        }
        let isFormat = key.interpolations > 0 || isFormatArgument(source, callee)
        var lookup = KeyLookup(
            key: keyText, interpolations: key.interpolations, table: table, hasDefault: hasDefault, codeValue: codeValue,
            isFormat: isFormat, showsAsIs: form.isSwiftUI && !isFormat, isInOtherBundle: otherBundle, function: name, location: location)
        if form.swift { lookup.constant = StaticTextConstants.constant(source, callee: callee) }
        return lookup
    }

    /// `: LocalizedStringResource = "key"` or `: LocalizedStringKey = "key"`, the literal being the whole
    /// value (not `"a" + b`): the literal is a key of the default table, kept in a variable (so it says
    /// nothing of how it is formatted, unless it interpolates).
    private static func typedLiteralLookup(_ source: TokenView, at index: Int, file: String) -> KeyLookup? {
        let word = UnsafeBufferPointer(rebasing: source.bytes(of: index))
        guard typedKeyNames.contains(word), index + 2 < source.tokens.count, source.tokens[index + 2].kind == .string else { return nil }
        if CallArguments.isPunctuation(source, index + 3, "+") || CallArguments.isPunctuation(source, index + 3, ".") { return nil }
        guard let key = StringLiteralValue(source.bytes(of: index + 2), swift: true), !HiddenIntentTitle.isTitle(source, name: index - 2)
        else { return nil }
        let token = source.tokens[index + 2]
        return KeyLookup(
            key: key.formatKey, interpolations: key.interpolations, table: nil, hasDefault: false, codeValue: key.formatKey,
            isFormat: key.interpolations > 0, function: source.text(index),
            location: SourceLocation(file: file, line: Int(token.line), column: Int(token.column)))
    }

    private static let typedKeyNames = CalleeNames(["LocalizedStringResource", "LocalizedStringKey"])

    /// The table a table argument names: `.some(nil)` for `nil` or `""` (the default table), `nil` when
    /// the code works it out at run time (then which table is looked in is not known).
    static func tableName(_ source: TokenView, _ argument: CallArguments.Argument, swift: Bool, constants: FileConstants)
        -> String??
    {
        if isNil(source, argument) { return .some(nil) }
        guard let name = literal(source, argument, swift: swift, constants: constants), name.interpolations == 0 else { return nil }
        return .some(name.text.isEmpty ? nil : name.text)
    }

    /// Whether a default-value argument gives the user text when the key is missing (not `nil`, not `""`).
    static func givesDefault(_ source: TokenView, _ argument: CallArguments.Argument, swift: Bool, constants: FileConstants) -> Bool {
        !isNil(source, argument) && literal(source, argument, swift: swift, constants: constants)?.text.isEmpty != true
    }

    static func argument(_ arguments: CallArguments, _ place: LookupForm.Place, form: LookupForm) -> CallArguments.Argument? {
        switch place {
        case .position(let position):
            arguments.argument(at: position).flatMap { $0.label == nil || !form.positionIsUnlabeled ? $0 : nil }
        case .label(let label): arguments.argument(labeled: label)
        }
    }

    /// The argument's text when it is one string literal and nothing else (in Objective-C, adjacent
    /// literals), or a constant of the file holding one (see `FileConstants`).
    static func literal(_ source: TokenView, _ argument: CallArguments.Argument, swift: Bool, constants: FileConstants?)
        -> StringLiteralValue?
    {
        if let value = AdjacentLiterals.value(source, argument.tokens, swift: swift) { return value }
        if argument.tokens.isEmpty || source.tokens[argument.tokens.lowerBound].kind == .string { return nil }
        return constants?.value(of: argument.tokens).map { StringLiteralValue(text: $0, interpolations: 0) }
    }

    static func isNil(_ source: TokenView, _ argument: CallArguments.Argument) -> Bool {
        argument.tokens.count == 1 && ["nil", "NULL", "Nil"].contains(source.text(argument.tokens.lowerBound))
    }

    /// Whether the call starting at `callee` is the format of `String(format:)`, `localizedStringWithFormat`,
    /// `stringWithFormat:` and their kin.
    private static let formats: Set<String> = [
        "format", "stringWithFormat", "localizedStringWithFormat", "initWithFormat", "appendFormat", "stringByAppendingFormat",
    ]

    static func isFormatArgument(_ source: TokenView, _ callee: Int) -> Bool {
        guard callee >= 2, source.tokens[callee - 2].kind == .identifier, formats.contains(source.text(callee - 2)) else { return false }
        return CallArguments.isPunctuation(source, callee - 1, ":") || CallArguments.isPunctuation(source, callee - 1, "(")
    }
}
