/// Lays a table of text cells out within a width, so that a report read on an 80-column terminal keeps
/// its columns straight instead of being folded by the terminal.
///
/// Without a width, or when everything fits, every row is one line. Otherwise, while it is too wide,
/// blank columns are left out; then, while the last column (the free text) would get fewer than
/// `minimumLastColumn` characters, the `droppable` columns are left out one by one, least needed first;
/// then the other columns are capped at `cellCap` and every cell that is too long wraps at spaces onto
/// further lines of its row. Nothing is cut off.
struct FittedTable {
    let header: [String]
    let rows: [[String]]
    /// Indices of columns with nothing to say (every cell `-`): left out whenever the table is too wide.
    let blank: [Int]
    /// Indices of columns that may be left out on a narrow terminal, in the order they go.
    let droppable: [Int]
    /// The terminal's width in characters; `nil`: no limit (a file, a pipe without `COLUMNS`).
    let width: Int?

    static let minimumLastColumn = 20
    static let cellCap = 20
    static let gap = "  "

    /// The header line and, for each row, its lines.
    func render() -> (header: String, rows: [[String]]) {
        let natural = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        guard let width, lineWidth(natural, Array(header.indices)) > width else {
            return layout(Array(header.indices), widths: natural)
        }
        var columns = Array(header.indices)
        var capped = natural.map { min($0, Self.cellCap) }
        capped[header.count - 1] = natural[header.count - 1]
        for column in blank where lineWidth(capped, columns) > width {
            columns.removeAll { $0 == column }
        }
        for column in droppable where width - fixedWidth(capped, columns) < Self.minimumLastColumn {
            columns.removeAll { $0 == column }
        }
        capped[header.count - 1] = max(Self.minimumLastColumn, width - fixedWidth(capped, columns))
        return layout(columns, widths: capped)
    }

    /// Width of every shown column but the last, with the gaps, up to where the last column starts.
    private func fixedWidth(_ widths: [Int], _ columns: [Int]) -> Int {
        columns.dropLast().reduce(0) { $0 + widths[$1] + Self.gap.count }
    }

    private func lineWidth(_ widths: [Int], _ columns: [Int]) -> Int {
        fixedWidth(widths, columns) + widths[columns.last ?? 0]
    }

    private func layout(_ columns: [Int], widths: [Int]) -> (header: String, rows: [[String]]) {
        func lines(_ cells: [String]) -> [String] {
            let wrapped = columns.map { TextWrapping.lines(cells[$0], width: widths[$0]) }
            let height = wrapped.map(\.count).max() ?? 1
            return (0..<height).map { line in
                zip(columns, wrapped).map { column, cell in
                    let text = line < cell.count ? cell[line] : ""
                    return column == columns.last ? text : text.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                }.joined(separator: Self.gap).trailingSpacesRemoved
            }
        }
        return (lines(header).joined(separator: "\n"), rows.map(lines))
    }
}

private extension String {
    var trailingSpacesRemoved: String {
        String(self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)])
    }
}
