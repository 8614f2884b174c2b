import DevToolsCore
import Foundation

/// The `--format json` document (schema in README): stable keys, `null` for what a folder's name does
/// not say, dates in ISO 8601 (UTC).
public struct CleanupDocument: Encodable, Sendable {
    struct Item: Encodable {
        let item: SupportItem

        enum Key: String, CodingKey { case path, platform, model, version, build, arch, bytes, lastUsed, action, reason }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(item.path, forKey: .path)
            try container.encode(item.platform.rawValue, forKey: .platform)
            try container.encode(item.parsed?.model, forKey: .model)
            try container.encode(item.parsed?.version.description, forKey: .version)
            try container.encode(item.parsed?.build?.text, forKey: .build)
            try container.encode(item.parsed?.architecture, forKey: .arch)
            try container.encode(item.bytes, forKey: .bytes)
            try container.encode(CleanupDocument.timestamp(item.lastUsed), forKey: .lastUsed)
            try container.encode(item.action.rawValue, forKey: .action)
            try container.encode(item.reason, forKey: .reason)
        }
    }

    struct Summary: Encodable {
        let removeCount: Int
        let reclaimableBytes: Int64
        let removedBytes: Int64
        let failures: [RemovalFailure]
    }

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
            failures: outcome?.failures ?? []
        )
    }

    public func render() -> String { JSONOutput.encode(self) + "\n" }

    static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }
}
