import DevToolsCore

/// A project's own members of `String` that localize the string itself, and the literals read through
/// them: QuickRecorder declares `extension String { var local: String { NSLocalizedString(self, comment:
/// "") } }` and writes `"Failed to Record".local`, a lookup of `Failed to Record` that no form of
/// Foundation's names (its alerts were missing from the Italian table, unreported). Declarations and
/// uses are in different files, so each file gives both, and the project's usage joins them
/// (`CodeKeyUsage.resolveMemberLiterals`).
enum LocalizingMembers {
    /// The members `extension String { … }` declares whose body localizes `self`, by name → the table
    /// named in that call (empty for the default): `var local: String { NSLocalizedString(self, comment:
    /// "") }`, `func localized() -> String { Bundle.main.localizedString(forKey: self, value: nil,
    /// table: "Main") }`, `String(localized: String.LocalizationValue(self))`; the key must be `self`
    /// itself.
    static func declared(in source: TokenView) -> [String: String] {
        guard source.bytes.contains(bytes: extensionString) else { return [:] }
        var found: [String: String] = [:]
        let tokens = source.tokens
        for index in tokens.indices where tokens[index].kind == .identifier && source.text(index) == "extension" {
            guard index + 1 < tokens.count, source.text(index + 1) == "String",
                let open = (index + 2..<min(tokens.count, index + 12)).first(where: { CallArguments.isPunctuation(source, $0, "{") }),
                tokens[open].partner > open
            else { continue }
            var at = open + 1
            let end = Int(tokens[open].partner)
            while at < end {
                if tokens[at].partner > at, CallArguments.isPunctuation(source, at, "{") { at = Int(tokens[at].partner) + 1; continue }
                let word = tokens[at].kind == .identifier ? source.text(at) : ""
                if word == "var" || word == "func", at + 1 < end, tokens[at + 1].kind == .identifier,
                    let body = (at + 2..<end).first(where: { CallArguments.isPunctuation(source, $0, "{") }), tokens[body].partner > body
                {
                    if let table = localizedTable(source, in: (body + 1)..<Int(tokens[body].partner)) {
                        found[source.text(at + 1) + (takesArguments(source, func: at, before: body) ? "(" : "")] = table
                    }
                    at = Int(tokens[body].partner) + 1
                    continue
                }
                at += 1
            }
        }
        return found
    }

    /// Whether the `func` at `index` declares parameters: then it is called with arguments, and a use
    /// with none (`"x".localized`) is another member of that name (Rectangle's `var localized` beside
    /// `func localized(key:)`, whose key is its argument, not the string).
    private static func takesArguments(_ source: TokenView, func index: Int, before body: Int) -> Bool {
        guard source.text(index) == "func",
            let open = (index + 2..<body).first(where: { CallArguments.isPunctuation(source, $0, "(") })
        else { return false }
        return Int(source.tokens[open].partner) > open + 1
    }

    /// Whether the member after the literal at `index` (`"x".name`) is called with arguments.
    private static func isCalledWithArguments(_ source: TokenView, literal index: Int) -> Bool {
        guard CallArguments.isPunctuation(source, index + 3, "(") else { return false }
        return Int(source.tokens[index + 3].partner) > index + 4
    }

    /// The table of the localizing call in `range` that is given `key` (`self`, or a parameter's name,
    /// see `LocalizingParameters`) as its key, or nil when none is.
    static func localizedTable(_ source: TokenView, in range: Range<Int>, key name: String = "self") -> String? {
        for index in range where source.tokens[index].kind == .identifier && localizingCallees.contains(source.text(index)) {
            // The key is `self` itself: the first argument (`forKey:` for `localizedString`), not a part of
            // it (Easydict's `wordCount` makes `String(self[range])`).
            let callee = source.text(index)
            guard CallArguments.isPunctuation(source, index + 1, "("), let call = CallArguments(source, open: index + 1),
                let key = callee == "localizedString" ? call.arguments.first(where: { $0.label == "forKey" }) : call.arguments.first,
                callee == "localizedString" || key.label == nil, key.tokens.count == 1, source.text(key.tokens.lowerBound) == name
            else { continue }
            let table = call.arguments.first { $0.label == "tableName" || $0.label == "table" }
            guard let table else { return "" }
            return GeneratedAccessors.literal(source, CallArguments.Argument(label: nil, tokens: table.tokens)) ?? ""
        }
        return nil
    }

    private static let localizingCallees: Set<String> = ["NSLocalizedString", "localizedString", "LocalizationValue"]
    private static let extensionString = Array("extension String".utf8)

    /// Each plain literal a member is read of (`"Failed to Record".local`, `"title".localized()`), as a
    /// lookup named after the member; `String`'s own members (`.count`, `.uppercased()`) are left out.
    static func literals(in source: TokenView, file: String) -> [KeyLookup] {
        var found: [KeyLookup] = []
        let tokens = source.tokens
        for index in tokens.indices where tokens[index].kind == .string {
            guard CallArguments.isPunctuation(source, index + 1, "."), index + 2 < tokens.count, tokens[index + 2].kind == .identifier
            else { continue }
            let member = source.text(index + 2)
            guard !stringMembers.contains(member),
                let literal = StringLiteralValue(source.bytes[Int(tokens[index].start)..<Int(tokens[index].end)], swift: true),
                literal.interpolations == 0
            else { continue }
            let token = tokens[index]
            let called = isCalledWithArguments(source, literal: index)
            found.append(
                KeyLookup(
                    key: literal.text, table: nil, hasDefault: false, isFormat: false, function: member + (called ? "(" : ""),
                    location: SourceLocation(file: file, line: Int(token.line), column: Int(token.column))))
        }
        return found
    }

    private static let stringMembers: Set<String> = [
        "count", "isEmpty", "uppercased", "lowercased", "capitalized", "utf8", "utf16", "unicodeScalars", "data", "components",
        "replacingOccurrences", "hasPrefix", "hasSuffix", "trimmingCharacters", "appending", "first", "last", "contains", "split",
        "description", "range", "dropFirst", "dropLast", "prefix", "suffix", "map", "filter", "write", "padding", "init", "self",
    ]
}
