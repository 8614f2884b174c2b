/// Text from the user's files (paths, keys, values) and messages made safe to place in the Markdown
/// report, as GitHub renders it: it must show as those characters, never become HTML (`<script>`, or a
/// word such as `<Component>` that GitHub drops as an unknown tag), emphasis, a link or a table border.
public enum MarkdownEscaping {
    /// Text for a table cell or a line: `&`, `<` and `>` as character references, and the characters
    /// Markdown acts on (`\` `` ` `` `*` `_` `[` `]` `~` `|`) behind a backslash; control characters
    /// (a newline) escaped as in the other formats, so a cell stays on its row.
    public static func text(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.escapingControlCharacters {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "~", "|": result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }

    /// Text as a code span in a table cell: inside one GitHub shows `<`, `&` and `*` as they are, so only
    /// `|` (which would still end the cell) is escaped, and the span's fence is one backtick longer than
    /// the longest run of backticks in the text, so a backtick in a path cannot end it early.
    public static func codeSpan(_ text: String) -> String {
        let text = text.escapingControlCharacters.replacingOccurrences(of: "|", with: "\\|")
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + padding + text + padding + fence
    }
}
