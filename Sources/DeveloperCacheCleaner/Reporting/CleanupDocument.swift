import DevToolsCore
import Foundation

/// The `--format json` document (schema in README), version 1: stable keys, `null` for what an entry
/// does not say, dates in ISO 8601 (UTC). Fields are only ever added within a version.
public struct CleanupDocument: Encodable, Sendable {
    static let schemaVersion = 1

    struct Item: Encodable {
        let item: CleanupItem

        enum Key: String, CodingKey {
            case category, path, name, platform, model, version, build, arch, details, bytes, sizeKnown, lastUsed, action, reason
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(item.category.rawValue, forKey: .category)
            try container.encode(item.path, forKey: .path)
            try container.encode(item.name, forKey: .name)
            try container.encode(item.platform?.rawValue, forKey: .platform)
            try container.encode(item.parsed?.model, forKey: .model)
            try container.encode(item.parsed?.version.description, forKey: .version)
            try container.encode(item.parsed?.build?.text, forKey: .build)
            try container.encode(item.parsed?.architecture, forKey: .arch)
            try container.encode(
                Dictionary(item.details.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }), forKey: .details)
            try container.encode(item.bytes, forKey: .bytes)
            try container.encode(item.sizeIsKnown, forKey: .sizeKnown)
            try container.encode(CleanupDocument.timestamp(item.lastUsed), forKey: .lastUsed)
            try container.encode(item.action.rawValue, forKey: .action)
            try container.encode(item.reason, forKey: .reason)
        }
    }

    struct CategoryTotal: Encodable {
        let category: String
        let roots: [String]
        let itemCount: Int
        let removeCount: Int
        let reclaimableBytes: Int64
        let removedBytes: Int64
        /// Folders of the category that could not be read.
        let problems: [String]
    }

    struct Summary: Encodable {
        let removeCount: Int
        let reclaimableBytes: Int64
        let removedBytes: Int64
        let failures: [RemovalFailure]
        let categories: [CategoryTotal]
        /// Free space the volumes gained after deleting (`statvfs`); `null` in a dry run.
        let volumeGainedBytes: Int64?
        /// The trash folder entries were moved to; `null` when deleted (or in a dry run).
        let trash: String?

        enum Key: String, CodingKey {
            case removeCount, reclaimableBytes, removedBytes, failures, categories, volumeGainedBytes, trash
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(removeCount, forKey: .removeCount)
            try container.encode(reclaimableBytes, forKey: .reclaimableBytes)
            try container.encode(removedBytes, forKey: .removedBytes)
            try container.encode(failures, forKey: .failures)
            try container.encode(categories, forKey: .categories)
            try container.encode(volumeGainedBytes, forKey: .volumeGainedBytes)
            try container.encode(trash, forKey: .trash)
        }
    }

    let version = CleanupDocument.schemaVersion
    let roots: [String]
    let links: [LinkedSupportFolder]
    let items: [Item]
    let summary: Summary

    public init(plan: CleanupPlan, outcome: CleanupOutcome?) {
        roots = plan.roots
        links = plan.links
        items = plan.items.map(Item.init)
        summary = Summary(
            removeCount: plan.removals.count,
            reclaimableBytes: plan.reclaimableBytes,
            removedBytes: outcome?.removedBytes ?? 0,
            failures: outcome?.failures ?? [],
            categories: plan.sections.map { section in
                CategoryTotal(
                    category: section.category.rawValue, roots: section.roots, itemCount: section.items.count,
                    removeCount: section.removals.count, reclaimableBytes: section.reclaimableBytes,
                    removedBytes: outcome?.removedByCategory[section.category]?.bytes ?? 0, problems: section.problems)
            },
            volumeGainedBytes: outcome?.volumeGainedBytes,
            trash: outcome?.trash?.path
        )
    }

    public func render() -> String { JSONOutput.encode(self) + "\n" }

    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
