import DevToolsCore
import Foundation

/// The `text` report: one row per entry (platform, device model, version, build, size, last used,
/// action, reason) and the total that is, or would be, freed.
public struct CleanupTable: Sendable {
    let plan: CleanupPlan
    let stage: CleanupStage
    let style: TerminalStyle

    public init(plan: CleanupPlan, stage: CleanupStage, useColor: Bool) {
        self.plan = plan
        self.stage = stage
        self.style = TerminalStyle(useColor: useColor)
    }

    public func render() -> String {
        let links = plan.links.map { $0.advice + "\n" }.joined()
        guard !plan.items.isEmpty else {
            if !links.isEmpty { return links }
            return "No DeviceSupport folders found in \(plan.roots.joined(separator: ", ")).\n"
        }
        let header = ["PLATFORM", "MODEL", "VERSION", "BUILD", "SIZE", "LAST USED", "ACTION", "REASON"]
        let rows = plan.items.map { item -> [String] in
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
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == cells.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
        var output = style.bold(line(header)) + "\n"
        for (row, item) in zip(rows, plan.items) {
            let text = line(row)
            output += (item.action == .remove ? style.yellow(text) : text) + "\n"
        }
        if !links.isEmpty { output += "\n" + links }
        output += "\n" + totals() + "\n"
        return output
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
            var text = "Freed \(ByteCountFormatting.string(outcome.removedBytes)) by removing \(pluralized(outcome.removedCount, "folder"))."
            if outcome.alreadyGoneCount > 0 {
                text += " \(pluralized(outcome.alreadyGoneCount, "folder")) had already been removed by someone else."
            }
            if !outcome.failedFolders.isEmpty {
                text += " " + style.red("\(pluralized(outcome.failedFolders.count, "folder")) could not be removed entirely (see above).")
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
