import DevToolsCore

/// A project's own functions and initialisers that localize a parameter, and the literals passed to
/// them. SwiftUI apps wrap their texts: codeapp declares `func showAlert(title: LocalizedStringKey, …)`
/// and calls `showAlert(title: "source_control.confirm_delete_tag \(tag.name)")`, a lookup of
/// `source_control.confirm_delete_tag %@` that no table has (every user sees the raw key), and
/// `func showErrorMessage(_ message: String) { … NSLocalizedString(message, comment: "") … }` called with
/// `"Address cannot be empty."`, text missing from every translation. Neither was a lookup: the wrapper
/// and its callers are in different files, so each file gives both, and the project's usage joins them
/// by call signature (`CodeKeyUsage.resolveMemberLiterals`), as `LocalizingMembers` does for `String`'s.
enum LocalizingParameters {
    /// The parameters `source` declares that localize what they are given, by call signature:
    /// a parameter typed `LocalizedStringKey` (or `LocalizedStringResource`, `String.LocalizationValue`)
    /// of a `func` or an `init`; a struct's stored property of such a type when the struct declares no
    /// `init` (its memberwise initialiser takes it by name); a `String` parameter whose name is the key
    /// of an `NSLocalizedString` call in the function's body.
    static func declared(in source: TokenView) -> [String: LocalizingParameter] {
        let mentionsKeyType = source.bytes.contains(bytes: localizedStringWord)
        guard mentionsKeyType || source.bytes.contains(bytes: foundationCall) else { return [:] }
        var found: [String: LocalizingParameter] = [:]
        let tokens = source.tokens
        for index in tokens.indices where tokens[index].kind == .identifier {
            let word = source.text(index)
            if word == "func" || word == "init" {
                declaration(source, at: index, isInit: word == "init", into: &found)
            } else if word == "struct", mentionsKeyType {
                memberwise(source, at: index, into: &found)
            }
        }
        return found
    }

    /// The parameters of the `func` or `init` at `index`.
    private static func declaration(_ source: TokenView, at index: Int, isInit: Bool, into found: inout [String: LocalizingParameter]) {
        let tokens = source.tokens
        let callee: String
        if isInit {
            // `init(`, `init?(`: named after the type whose body holds it.
            guard let body = EnclosingBodies.body(around: index, in: source), let name = typeName(source, opening: body.lowerBound)
            else { return }
            callee = name
        } else {
            guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return }
            callee = source.text(index + 1)
        }
        // The parameter list: the first `(` within a few tokens (past generics and `?`).
        guard
            let open = (index + 1..<min(tokens.count, index + 16)).first(where: { CallArguments.isPunctuation(source, $0, "(") }),
            tokens[open].partner > open
        else { return }
        let close = Int(tokens[open].partner)
        // The function's body, when it has one: the `{` after the signature, before any other declaration.
        var body: Range<Int>?
        if let brace = (close + 1..<min(tokens.count, close + 40)).first(where: { CallArguments.isPunctuation(source, $0, "{") }),
            tokens[brace].partner > brace
        {
            body = (brace + 1)..<Int(tokens[brace].partner)
        }
        for (position, parameter) in parameters(source, in: (open + 1)..<close).enumerated() {
            let signature = LocalizingParameter.signature(callee: callee, label: parameter.label, position: position + 1)
            if keyTypes.contains(parameter.type) {
                found[signature] = LocalizingParameter(table: "", isLocalizedStringKey: true)
            } else if stringTypes.contains(parameter.type), let body,
                let table = LocalizingMembers.localizedTable(source, in: body, key: parameter.name)
            {
                found[signature] = LocalizingParameter(table: table, isLocalizedStringKey: false)
            }
        }
    }

    /// A struct's stored properties of a key type, when it declares no `init` of its own.
    private static func memberwise(_ source: TokenView, at index: Int, into found: inout [String: LocalizingParameter]) {
        let tokens = source.tokens
        guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier,
            let open = (index + 2..<min(tokens.count, index + 24)).first(where: { CallArguments.isPunctuation(source, $0, "{") }),
            tokens[open].partner > open
        else { return }
        let name = source.text(index + 1)
        var properties: [String] = []
        var at = open + 1
        let end = Int(tokens[open].partner)
        while at < end {
            // Nested bodies (computed properties, methods, nested types) hold no stored property of this struct.
            if tokens[at].partner > at, CallArguments.isPunctuation(source, at, "{") {
                at = Int(tokens[at].partner) + 1
                continue
            }
            let word = tokens[at].kind == .identifier ? source.text(at) : ""
            if word == "init" { return }
            if word == "let" || word == "var", at + 3 < end, tokens[at + 1].kind == .identifier,
                CallArguments.isPunctuation(source, at + 2, ":")
            {
                let (type, typeEnd) = namedType(source, from: at + 3, before: end)
                // A computed property (`var title: LocalizedStringKey { … }`) is no parameter.
                let computed = typeEnd < end && CallArguments.isPunctuation(source, typeEnd, "{")
                if keyTypes.contains(type), !computed { properties.append(source.text(at + 1)) }
            }
            at += 1
        }
        for property in properties {
            found[LocalizingParameter.signature(callee: name, label: property, position: 0)] = LocalizingParameter(
                table: "", isLocalizedStringKey: true)
        }
    }

    /// A parameter: its label as calls write it (nil: none), its name inside the body, its type as written.
    private struct Parameter {
        var label: String?
        var name: String
        var type: String
    }

    /// The parameters between a declaration's parentheses.
    private static func parameters(_ source: TokenView, in range: Range<Int>) -> [Parameter] {
        var found: [Parameter] = []
        var start = range.lowerBound
        var at = range.lowerBound
        while at <= range.upperBound {
            if at < range.upperBound, source.tokens[at].partner > at, !CallArguments.isPunctuation(source, at, ",") {
                at = Int(source.tokens[at].partner) + 1
                continue
            }
            if at == range.upperBound || CallArguments.isPunctuation(source, at, ",") {
                if let parameter = parameter(source, in: start..<at) { found.append(parameter) }
                start = at + 1
            }
            at += 1
        }
        return found
    }

    /// `title: LocalizedStringKey`, `_ title: LocalizedStringKey = "…"`, `for key: String`.
    private static func parameter(_ source: TokenView, in range: Range<Int>) -> Parameter? {
        guard let colon = range.first(where: { CallArguments.isPunctuation(source, $0, ":") }) else { return nil }
        let names = (range.lowerBound..<colon).filter { source.tokens[$0].kind == .identifier }.map { source.text($0) }
        guard let name = names.last, (1...2).contains(names.count) else { return nil }
        let label = names.first == "_" ? nil : names.first
        // The whole type up to a default value, when it is a named one (`String`, `LocalizedStringKey?`).
        let (named, typeEnd) = namedType(source, from: colon + 1, before: range.upperBound)
        let type = typeEnd == range.upperBound || CallArguments.isPunctuation(source, typeEnd, "=") ? named : ""
        return Parameter(label: label, name: name, type: type)
    }

    /// The named type written from `start` (`LocalizedStringKey`, `String.LocalizationValue`, with an
    /// optional `?`), and the index after it: a name, then `.` and a name, each once in turn, so the next
    /// line's `var` is not read as part of it. Empty when no name starts there.
    private static func namedType(_ source: TokenView, from start: Int, before end: Int) -> (text: String, end: Int) {
        var text = ""
        var at = start
        while at < end, source.tokens[at].kind == .identifier {
            text += source.text(at)
            at += 1
            guard at + 1 < end, CallArguments.isPunctuation(source, at, "."), source.tokens[at + 1].kind == .identifier else { break }
            text += "."
            at += 1
        }
        if !text.isEmpty, at < end, CallArguments.isPunctuation(source, at, "?") {
            text += "?"
            at += 1
        }
        return (text, at)
    }

    /// The name declared by the header of the body opening at `open` (`struct Row: View {` → `Row`).
    private static func typeName(_ source: TokenView, opening open: Int) -> String? {
        let header = EnclosingBodies.header(of: open, in: source)
        for index in header where ["struct", "class", "enum", "actor", "extension"].contains(source.text(index)) {
            return index + 1 < open && source.tokens[index + 1].kind == .identifier ? source.text(index + 1) : nil
        }
        return nil
    }

    /// Each plain or interpolating literal passed as an argument of a call, under the call's signature
    /// (`showAlert(title:`, `row(_#1:`): a lookup once the project declares that parameter. Foundation's
    /// and SwiftUI's own lookups, and calls that never localize (`print`, `NSLog`), are left out.
    static func literals(in source: TokenView, file: String) -> [KeyLookup] {
        var found: [KeyLookup] = []
        let tokens = source.tokens
        for index in tokens.indices where tokens[index].kind == .string {
            // The literal is a whole argument: `(` or `,` before it (a label's `:` before that), `)` or `,` after.
            var before = index - 1
            var label: String?
            if before >= 1, CallArguments.isPunctuation(source, before, ":"), tokens[before - 1].kind == .identifier {
                label = source.text(before - 1)
                before -= 2
            }
            guard before >= 0, CallArguments.isPunctuation(source, index + 1, ")") || CallArguments.isPunctuation(source, index + 1, ","),
                CallArguments.isPunctuation(source, before, "(") || CallArguments.isPunctuation(source, before, ",")
            else { continue }
            guard let open = callOpening(source, before: before, literal: index), open >= 1, tokens[open - 1].kind == .identifier
            else { continue }
            let callee = source.text(open - 1)
            guard !ignoredCallees.contains(callee), open < 2 || source.text(open - 2) != "func",
                let arguments = CallArguments(source, open: open),
                let position = arguments.arguments.firstIndex(where: { $0.tokens == index..<(index + 1) }),
                let literal = StringLiteralValue(source.bytes[Int(tokens[index].start)..<Int(tokens[index].end)], swift: true),
                !literal.text.isEmpty
            else { continue }
            found.append(
                KeyLookup(
                    key: literal.interpolations > 0 ? literal.formatKey : literal.text, interpolations: literal.interpolations, table: nil,
                    hasDefault: false, isFormat: literal.interpolations > 0,
                    function: LocalizingParameter.signature(callee: callee, label: label, position: position + 1),
                    location: SourceLocation(file: file, line: Int(tokens[index].line), column: Int(tokens[index].column))))
        }
        return found
    }

    /// The `(` of the call whose argument list holds the literal at `literal`: the token at `before` (a
    /// `(` or the `,` before the argument), or the `(` the arguments before lead back to, past balanced
    /// groups; nil inside an array or a body, or after a bounded walk (a long list of arguments).
    private static func callOpening(_ source: TokenView, before: Int, literal: Int) -> Int? {
        var at = before
        var steps = 0
        while at >= 0, steps < 256 {
            let token = source.tokens[at]
            if token.partner >= 0, Int(token.partner) < at {
                at = Int(token.partner) - 1  // a closed group: past its opener
            } else if CallArguments.isPunctuation(source, at, "(") {
                return Int(token.partner) > literal ? at : nil
            } else if token.partner > at || CallArguments.isPunctuation(source, at, ";") {
                return nil  // an enclosing `[` or `{`
            } else {
                at -= 1
            }
            steps += 1
        }
        return nil
    }

    /// Calls whose literals are already lookups (Foundation's, SwiftUI's) or never are.
    private static let ignoredCallees: Set<String> = Set(LookupForm.all.map(\.callee.name)).union([
        "print", "debugPrint", "NSLog", "os_log", "fatalError", "assert", "assertionFailure", "precondition", "preconditionFailure",
        "URL", "Image", "UIImage", "NSImage", "Color", "UIColor", "NSColor", "Font", "systemName", "Notification", "Selector",
        "NSPredicate", "DateFormatter", "Logger", "log", "debug", "info", "warning", "error", "fault", "trace", "key", "forKey",
        "object", "value", "setValue", "register", "dequeueReusableCell", "instantiateViewController", "perform", "append",
        "contains", "hasPrefix", "hasSuffix", "replacingOccurrences", "components", "range", "appendingPathComponent", "String",
    ])

    private static let localizedStringWord = Array("LocalizedString".utf8)
    private static let foundationCall = Array("NSLocalizedString(".utf8)
    /// The types whose literals SwiftUI and Foundation look up (`LocalizedStringKey?` as well).
    private static let keyTypes: Set<String> = [
        "LocalizedStringKey", "LocalizedStringKey?", "LocalizedStringResource", "LocalizedStringResource?", "String.LocalizationValue",
        "String.LocalizationValue?",
    ]
    private static let stringTypes: Set<String> = ["String", "String?"]
}
