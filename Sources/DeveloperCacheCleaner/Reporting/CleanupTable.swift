import DevToolsCore
import Foundation

/// The `text` report: per category a table of its entries (for device-support: platform, device
/// model, version, build; elsewhere: the entry; then size, last used, action, reason), symlinked
/// DeviceSupport folders and how to clean them, a subtotal, and the total that is, or would be, freed.
/// Given the terminal's width, each table fits it (see `FittedTable`).
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

    /// Device-support alone (the default) reads as it always has: one table and the total. Several
    /// categories: a section each (heading, table, subtotal), then the grand total.
    public func render() -> String {
        if plan.sections.count == 1, let only = plan.sections.first, only.category == .deviceSupport {
            guard !only.items.isEmpty else {
                let links = only.links.map { $0.advice + "\n" }.joined()
                return links.isEmpty ? "No DeviceSupport folders found in \(only.roots.joined(separator: ", ")).\n" : links
            }
            return section(only) + "\n" + totals() + "\n"
        }
        var output = ""
        for section in plan.sections {
            output += style.bold("\(section.category.title) (\(section.category.rawValue))") + "\n"
            if section.items.isEmpty {
                output += section.links.map { $0.advice + "\n" }.joined()
                output += "Nothing found in \(section.roots.joined(separator: ", ").escapingControlCharacters).\n\n"
                continue
            }
            output += self.section(section) + subtotal(section) + "\n\n"
        }
        return output + totals() + "\n"
    }

    /// A section's table and its symlinked folders.
    private func section(_ section: CleanupSection) -> String {
        let columns: any CleanupTableColumns.Type =
            section.category == .deviceSupport ? DeviceSupportColumns.self : EntryColumns.self
        let rows = section.items.map { columns.cells($0).map(\.escapingControlCharacters) }
        let blank = columns.blankable.filter { column in rows.allSatisfy { $0[column] == "-" } }
        let droppable = columns.droppable.filter { !blank.contains($0) }
        let table = FittedTable(header: columns.header, rows: rows, blank: blank, droppable: droppable, width: width).render()
        var output = style.bold(table.header) + "\n"
        for (lines, item) in zip(table.rows, section.items) {
            for line in lines { output += (item.action == .remove ? style.yellow(line) : line) + "\n" }
        }
        let links = section.links.map { $0.advice + "\n" }.joined()
        if !links.isEmpty { output += "\n" + links }
        return output
    }

    private func subtotal(_ section: CleanupSection) -> String {
        if case .finished(let outcome) = stage {
            let removed = outcome.removedByCategory[section.category] ?? (0, 0)
            let verb = outcome.trash == nil ? "freed" : "moved to the trash"
            return
                "Subtotal: \(verb) \(ByteCountFormatting.string(removed.bytes)) by removing \(pluralized(removed.count, "entry", "entries"))."
        }
        let planned = section.removals.count
        guard planned > 0 else { return "Subtotal: nothing to remove." }
        return "Subtotal: \(ByteCountFormatting.string(section.reclaimableBytes)) in \(pluralized(planned, "entry", "entries"))."
    }

    /// The last line: what would be or was freed. After removing, it is all that is printed on a
    /// terminal that already shows the plan.
    public func totals() -> String {
        let planned = EntryTally(plan.removals)
        switch stage {
        case .dryRun, .beforeAsking:
            guard planned.count > 0 else { return "Nothing to remove." }
            var text = "Would free \(ByteCountFormatting.string(plan.reclaimableBytes)) by removing \(planned.spoken)"
            if case .dryRun = stage { text += " (dry run: nothing was changed)" }
            return text + "." + unknownSizes(plan.removals)
        case .finished(let outcome):
            var text = removed(outcome)
            if outcome.alreadyGone.count > 0 {
                text += " \(outcome.alreadyGone.spoken) had already been removed by someone else."
            }
            if !outcome.failedFolders.isEmpty {
                let failed = EntryTally(outcome.failedFolders.map(\.item))
                text += " " + style.red("\(failed.spoken) could not be removed entirely (errors on stderr).")
            }
            if outcome.trash == nil, outcome.removedCount > 0, let gained = outcome.volumeGainedBytes {
                text += "\n" + VolumeGainWording.sentence(gained: gained, estimate: outcome.removedBytes)
            }
            return text
        }
    }

    /// What was removed, or moved to the trash, counted by kind.
    private func removed(_ outcome: CleanupOutcome) -> String {
        let bytes = ByteCountFormatting.string(outcome.removedBytes)
        switch (outcome.trash, outcome.removed.count) {
        case (let trash?, 0): return "Nothing was moved to \(trash.path)."
        case (let trash?, _):
            return "Moved \(outcome.removed.spoken) (\(bytes)) to \(trash.path); the space is freed when that folder is emptied."
        case (nil, 0): return "Nothing was removed."
        case (nil, _): return "Freed \(bytes) by removing \(outcome.removed.spoken)."
        }
    }

    /// Says that the total leaves out what could not be read.
    private func unknownSizes(_ items: [CleanupItem]) -> String {
        let unreadable = items.filter { !$0.sizeIsKnown }.count
        guard unreadable > 0 else { return "" }
        return " The size of \(pluralized(unreadable, "folder")) is unknown: \(unreadable == 1 ? "it" : "they") could not be read entirely."
    }

    /// The SIZE cell: `unreadable` for a folder that could not be read entirely, whose size is unknown.
    static func size(_ item: CleanupItem) -> String {
        item.sizeIsKnown ? ByteCountFormatting.string(item.bytes) : "unreadable"
    }

    static func day(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
