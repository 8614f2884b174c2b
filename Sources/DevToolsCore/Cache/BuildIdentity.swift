import Foundation

/// Identifies the running build of the tool (its executable's size and modification time), so a cache
/// written by one build is never read by another, even when the version number did not change.
enum BuildIdentity {
    static let current: String = {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: executable) else { return "unknown" }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(executable)|\(size)|\(modified)"
    }()
}
