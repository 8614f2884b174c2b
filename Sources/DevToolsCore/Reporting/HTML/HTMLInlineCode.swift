/// The project's own descriptions (a rule's summary) for the page: they mark names in backticks, as in
/// Markdown, so each `name` becomes `<code>name</code>` and the rest is escaped; a backtick without its
/// pair stays as it is.
enum HTMLInlineCode {
    static func render(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return HTMLEscaping.escape(text) }
        var html = ""
        for (index, part) in parts.enumerated() {
            let isCode = index % 2 == 1
            if isCode && index == parts.count - 1 {
                html += HTMLEscaping.escape("`" + part)  // an odd backtick out: no pair to close it
            } else if isCode {
                html += "<code>\(HTMLEscaping.escape(String(part)))</code>"
            } else {
                html += HTMLEscaping.escape(String(part))
            }
        }
        return html
    }
}
