import Foundation

/// The string constants a file declares, so that a lookup naming one (`tableName: filename`,
/// `tableName: Self.filename`, `NSLocalizedStringFromTable(@"k", kTable, nil)`) is checked like one
/// with the literal: Swift `let name = "…"` (`static`, `private`, typed `: String` or not), Objective-C
/// `NSString *const kName = @"…";` and `#define kName @"…"`.
///
/// Only the file is read: a constant of another file is not known. A name given two different values
/// in the file (two functions' `let key`) is not resolved, nor is a Swift `Type.name` whose type is
/// not declared here. Worked out the first time a lookup names something other than a literal: most
/// files never need it.
final class FileConstants {
    private struct Constant {
        /// The innermost type (or extension) it is declared in, for `Type.name`.
        let type: String?
        let value: String
        /// The braces it is declared in (`nil`: the file's top level): a name is its constant only
        /// there, not in another function that has a parameter of that name.
        let scope: Range<Int>?
    }

    private let source: TokenView
    private var declared: [String: [Constant]]?

    init(_ source: TokenView) {
        self.source = source
    }

    /// The literal the tokens name: `name`, `Self.name`, `self.name`, `Type.name`; `nil` when they
    /// name no constant of this file, or one with several values.
    func value(of tokens: Range<Int>) -> String? {
        let constants = declared ?? find()
        declared = constants
        let name: String
        var type: String?
        switch tokens.count {
        case 1:
            guard source.tokens[tokens.lowerBound].kind == .identifier else { return nil }
            name = source.text(tokens.lowerBound)
        case 3 where source.language == .swift:
            let (first, dot, last) = (tokens.lowerBound, tokens.lowerBound + 1, tokens.lowerBound + 2)
            guard source.tokens[first].kind == .identifier, CallArguments.isPunctuation(source, dot, "."),
                source.tokens[last].kind == .identifier
            else { return nil }
            let owner = source.text(first)
            if owner != "Self" && owner != "self" { type = owner }
            name = source.text(last)
        default:
            return nil
        }
        guard var candidates = constants[name] else { return nil }
        if let type {
            candidates = candidates.filter { $0.type == type }
        } else {
            candidates = candidates.filter { $0.scope?.contains(tokens.lowerBound) ?? true }
        }
        guard let value = candidates.first?.value, candidates.allSatisfy({ $0.value == value }) else { return nil }
        return value
    }

    private func find() -> [String: [Constant]] {
        var found: [String: [Constant]] = [:]
        if source.language == .swift {
            findSwift(into: &found)
        } else {
            findObjectiveC(into: &found)
            findDefines(into: &found)
        }
        return found
    }

    /// `let name = "…"` and `let name: String = "…"`, the literal ending the statement.
    private func findSwift(into found: inout [String: [Constant]]) {
        let tokens = source.tokens
        var types: [(name: String, body: Range<Int>)] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            let word = UnsafeBufferPointer(rebasing: source.bytes(of: index))
            if Self.typeKeywords.contains(word) {
                if let body = typeBody(after: index) { types.append((source.text(index + 1), body)) }
                continue
            }
            guard Self.letKeyword.contains(word), index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { continue }
            var at = index + 2
            if CallArguments.isPunctuation(source, at, ":") {
                guard at + 1 < tokens.count, source.text(at + 1) == "String" else { continue }
                at += 2
            }
            guard CallArguments.isPunctuation(source, at, "="), let value = literal(at: at + 1, swift: true) else { continue }
            let type = types.last { $0.body.contains(index) }?.name
            found[source.text(index + 1), default: []].append(Constant(type: type, value: value, scope: scope(of: index)))
        }
    }

    /// Matched on bytes: they are compared with every identifier of the file.
    private static let typeKeywords = CalleeNames(["class", "struct", "enum", "extension", "actor"])
    private static let letKeyword = CalleeNames(["let"])
    private static let stringType = CalleeNames(["NSString"])

    /// The braces of the type declared by the keyword at `index` (`enum Strings {`, `extension A.B: C {`).
    private func typeBody(after index: Int) -> Range<Int>? {
        guard index + 1 < source.tokens.count, source.tokens[index + 1].kind == .identifier,
            !["func", "var", "let"].contains(source.text(index + 1))
        else { return nil }
        var at = index + 2
        while at < source.tokens.count, at < index + 64 {
            if CallArguments.isPunctuation(source, at, "{") {
                let close = Int(source.tokens[at].partner)
                return close > at ? at..<close : nil
            }
            if CallArguments.isPunctuation(source, at, ";") || CallArguments.isPunctuation(source, at, "}")
                || CallArguments.isPunctuation(source, at, "(")
            {
                return nil
            }
            at += 1
        }
        return nil
    }

    /// `NSString *const kName = @"…";` (also `static`, `NSString * const`, without `const`).
    private func findObjectiveC(into found: inout [String: [Constant]]) {
        let tokens = source.tokens
        for index in tokens.indices.dropFirst() where tokens[index].kind == .identifier {
            guard CallArguments.isPunctuation(source, index + 1, "=") else { continue }
            guard CallArguments.isPunctuation(source, index - 1, "*") || source.text(index - 1) == "const",
                (max(0, index - 4)..<index).contains(where: {
                    tokens[$0].kind == .identifier && Self.stringType.contains(UnsafeBufferPointer(rebasing: source.bytes(of: $0)))
                }),
                let value = literal(at: index + 2, swift: false)
            else { continue }
            found[source.text(index), default: []].append(Constant(type: nil, value: value, scope: scope(of: index)))
        }
    }

    /// `#define kName @"…"`: the tokenizer skips directive lines, so they are read from the bytes (see
    /// `DefineDirectives`). Most definitions hold no string: only those with a `"` are read further.
    private func findDefines(into found: inout [String: [Constant]]) {
        DefineDirectives.forEach(in: source.bytes, where: { $0.contains(UInt8(ascii: "\"")) }) { text, _ in
            let line = TokenizedSource(bytes: text, language: .objectiveC)
            // `name "…"`, the value being one or more literals and nothing else (`name(x)` is a macro).
            guard line.count >= 2, line.tokens[0].kind == .identifier, line.tokens.dropFirst().allSatisfy({ $0.kind == .string }),
                line.tokens[1].start > line.tokens[0].end
            else { return }
            let value = line.withView { view in
                AdjacentLiterals.value(view, 1..<view.tokens.count, swift: false)?.text
            }
            if let value { found[line.text(0), default: []].append(Constant(type: nil, value: value, scope: nil)) }
        }
    }

    /// The innermost braces around the token at `index`: walking back, a `{` whose partner is after it
    /// (a closed block before it is skipped whole). Run once per constant, and constants are few.
    private func scope(of index: Int) -> Range<Int>? {
        var at = index - 1
        while at >= 0 {
            let token = source.tokens[at]
            if token.kind == .punctuation, token.partner > index, source.bytes[Int(token.start)] == UInt8(ascii: "{") {
                return at..<Int(token.partner)
            }
            at -= 1
        }
        return nil
    }

    /// The text of the literal (adjacent literals in Objective-C) starting at `index` when it ends
    /// the statement: a `;`, a `}`, or the next token on a later line.
    private func literal(at index: Int, swift: Bool) -> String? {
        let end = AdjacentLiterals.end(source, from: index, swift: swift)
        guard end > index else { return nil }
        if end < source.tokens.count {
            let endsStatement =
                CallArguments.isPunctuation(source, end, ";") || CallArguments.isPunctuation(source, end, "}")
                || (swift && source.tokens[end].line > source.tokens[end - 1].line)
            guard endsStatement else { return nil }
        }
        guard let value = AdjacentLiterals.value(source, index..<end, swift: swift), value.interpolations == 0 else { return nil }
        return value.text
    }
}
