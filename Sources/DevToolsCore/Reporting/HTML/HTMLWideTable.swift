/// The frame of a table that may be wider than the screen (the coverage matrix, the plural table): it
/// scrolls sideways inside the page, and a cue says so, since a phone shows no scroll bar. Without
/// JavaScript the cue shows on narrow screens; the page's script shows it exactly when the table is
/// wider than its frame, and only then (see `HTMLPageStyle`).
enum HTMLWideTable {
    static let cue = "Scroll sideways for more columns →"

    static let start = "<div class=\"wide\"><p class=\"scroll-cue\">\(cue)</p><div class=\"scroll\">"
    static let end = "</div></div>\n"
}
