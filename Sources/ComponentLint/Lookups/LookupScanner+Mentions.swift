import DevToolsCore
import Foundation

/// Keys the code writes without looking them up where it writes them: an interpolated literal shaped like
/// a key (a pattern of keys built at run time) and runs of adjacent Objective-C literals (one key).
extension LookupScanner {
    /// The literal characters an interpolated literal away from a lookup must start with to keep keys.
    static let minimumMentionPrefix = 3

    /// An interpolated Swift literal written like a key (no whitespace in its text: `"device_verification_emoji_\(name)"`,
    /// `"\(prefix).title"`), wherever it is (a wrapper's argument, a variable): a key built at run time,
    /// in any table. Prose (`"Hello \(name)"`) is no pattern.
    static func mentionedPattern(_ literal: StringLiteralValue, at token: Token, file: String) -> BuiltKey? {
        let segments = literal.text.components(separatedBy: "%@")
        guard segments.count == literal.interpolations + 1, !literal.text.contains(where: \.isWhitespace) else { return nil }
        // Away from a lookup, a literal that starts with a value (`"\(sensorID)_level"`, an identifier
        // built for something else) says too little to keep keys by: a key prefix is wanted.
        guard segments[0].count >= minimumMentionPrefix else { return nil }
        let key = BuiltKey(
            segments: segments, table: nil, location: SourceLocation(file: file, line: Int(token.line), column: Int(token.column)))
        return key.isSpecific ? key : nil
    }

    /// The text of each run of adjacent Objective-C literals (`@"Part one. " "Part two."`): a key written
    /// that way is mentioned as one string.
    static func joinedLiterals(in source: TokenView) -> [String] {
        var joined: [String] = []
        var index = 0
        while index < source.tokens.count {
            guard source.tokens[index].kind == .string else {
                index += 1
                continue
            }
            let end = AdjacentLiterals.end(source, from: index, swift: false)
            if end - index > 1, let value = AdjacentLiterals.value(source, index..<end, swift: false) { joined.append(value.text) }
            index = end
        }
        return joined
    }
}
