import Foundation

/// XcodeGen's `excludes:`/`includes:` patterns, matched against a path relative to the source folder:
/// `*` is any run of characters but `/`, `**` any run of folders (`**/Test/**`), `?` one character. A
/// pattern that names a folder takes in everything inside it, as XcodeGen's expanded paths do.
struct XcodeGenGlob {
    private let expression: NSRegularExpression?

    init(_ pattern: String) {
        var regex = "^"
        var characters = Array(pattern.hasPrefix("/") ? String(pattern.dropFirst()) : pattern)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*" where characters.first == "*":
                characters.removeFirst()
                if characters.first == "/" {
                    characters.removeFirst()
                    regex += "(?:.*/)?"
                } else {
                    regex += ".*"
                }
            case "*": regex += "[^/]*"
            case "?": regex += "[^/]"
            default: regex += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        regex += "(?:/.*)?$"
        expression = try? NSRegularExpression(pattern: regex)
    }

    /// Whether `path` (relative, no leading `/`) or a folder holding it matches.
    func matches(_ path: String) -> Bool {
        guard let expression else { return false }
        return expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }
}
