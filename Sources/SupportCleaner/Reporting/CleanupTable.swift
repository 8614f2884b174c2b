import DevToolsCore
import Foundation

/// The `text` report: one row per entry (platform, device model, version, build, size, last used,
/// action, reason), symlinked DeviceSupport folders and how to clean them, and the total that is, or
/// would be, freed. Given the terminal's width, the table fits it (see `FittedTable`).
public struct CleanupTable: Sendable {
    let plan: CleanupPlan
    let stage: CleanupStage
    let style: TerminalStyle
    let width: Int?

    public init(plan: CleanupPlan, stage: CleanupStage, useColor: Bool, width: Int? = nil) {
        self.plan = plan
        self.stage = stage
        self.style = TerminalStyle(useColor: useColor)
        self.width = width
    }

    static let header = ["PLATFORM", "MODEL", "VERSION", "BUILD", "SIZE", "LAST USED", "ACTION", "REASON"]

    public func render() -> String {
        let links = plan.links.map { $0.advice + "\n" }.joined()
        guard !plan.items.isEmpty else {
            if !links.isEmpty { return links }
            return "No DeviceSupport folders found in \(plan.roots.joined(separator: ", ")).\n"
        }
        let rows = plan.items.map(Self.cells)
        // On a narrow terminal: blank columns go first (MODEL, BUILD when every cell is `-`), then the
        // last-used date (a reason says when age decided), then the build. The device model stays:
        // without it, two rows for different devices could read the same.
        let blank = [1, 3].filter { column in rows.allSatisfy { $0[column] == "-" } }
        let droppable = [5, 3].filter { !blank.contains($0) }
        let table = FittedTable(header: Self.header, rows: rows, blank: blank, droppable: droppable, width: width).render()
        var output = style.bold(table.header) + "\n"
        for (lines, item) in zip(table.rows, plan.items) {
            for line in lines { output += (item.action == .remove ? style.yellow(line) : line) + "\n" }
        }
        if !links.isEmpty { output += "\n" + links }
        output += "\n" + totals() + "\n"
        return output
    }

    static func cells(_ item: SupportItem) -> [String] {
        [
            item.platform.rawValue,
            item.parsed?.model ?? "-",
            item.parsed.map { $0.version.description + ($0.architecture.map { " " + $0 } ?? "") } ?? item.name,
            item.parsed?.build?.text ?? "-",
            item.parsed == nil || item.isSymlink ? "-" : ByteCountFormatting.string(item.bytes),
            Self.day(item.lastUsed),
            item.action.rawValue + (item.isSymlink ? " (link)" : ""),
            item.reason,
        ]
    }

    /// The last line: what would be or was freed. After removing, it is all that is printed on a
    /// terminal that already shows the plan.
    public func totals() -> String {
        let planned = plan.removals.count
        switch stage {
        case .dryRun, .beforeAsking:
            guard planned > 0 else { return "Nothing to remove." }
            let text = "Would free \(ByteCountFormatting.string(plan.reclaimableBytes)) by removing \(pluralized(planned, "folder"))"
            if case .dryRun = stage { return text + " (dry run: nothing was changed)." }
            return text + "."
        case .finished(let outcome):
            var text =
                "Freed \(ByteCountFormatting.string(outcome.removedBytes)) by removing \(pluralized(outcome.removedCount, "folder"))."
            if outcome.alreadyGoneCount > 0 {
                text += " \(pluralized(outcome.alreadyGoneCount, "folder")) had already been removed by someone else."
            }
            if !outcome.failedFolders.isEmpty {
                text +=
                    " "
                    + style.red("\(pluralized(outcome.failedFolders.count, "folder")) could not be removed entirely (errors on stderr).")
            }
            return text
        }
    }

    static func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
