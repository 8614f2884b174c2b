/// Finds `devtools:` directives inside `//` and `/* */` comments.
///
/// Parsed once here and honoured by every linter through `SuppressionMap`. The scan is line-based and
/// language-agnostic: a directive must follow a comment opener on the same line (`// devtools:disable
/// duplicate-key`, `/* devtools:disable:next missing-scope */`), so ordinary text never suppresses.
public enum SuppressionParser {
    static let marker = "devtools:"

    public static func directives(in text: String) -> [SuppressionDirective] {
        guard text.containsBytes(marker) else { return [] }
        var result: [SuppressionDirective] = []
        for (offset, line) in LineSplitter.lines(of: text).enumerated() where line.containsBytes(marker) {
            result += directives(inLine: line, number: offset + 1)
        }
        return result
    }

    private static func directives(inLine line: Substring, number: Int) -> [SuppressionDirective] {
        var found: [SuppressionDirective] = []
        var rest = line[...]
        while let range = rest.range(of: marker) {
            let before = rest[rest.startIndex..<range.lowerBound]
            defer { rest = rest[range.upperBound...] }
            guard before.contains("//") || before.contains("/*") else { continue }
            let body = rest[range.upperBound...]
            let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
            guard let head = words.first else { continue }
            guard let kind = SuppressionDirective.Kind(rawValue: String(head)) else { continue }
            var ids: [String] = []
            for word in words.dropFirst() {
                if word.hasPrefix("*/") || word.hasPrefix("--") || word.hasPrefix("devtools:") { break }
                let id = word.hasSuffix("*/") ? word.dropLast(2) : word
                if !id.isEmpty { ids.append(String(id)) }
                if word.hasSuffix("*/") { break }
            }
            found.append(SuppressionDirective(kind: kind, ruleIDs: ids.isEmpty ? ["all"] : ids, line: number))
        }
        return found
    }
}
