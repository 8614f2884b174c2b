import Foundation

/// Reads and writes baseline files (JSON, sorted, so they diff well in review). Paths inside are relative
/// to the baseline file's folder, so a run from another folder (a CI job in a subfolder, a hook in a
/// snapshot) matches the same entries.
public enum BaselineFile {
    public static func read(_ path: String, workingDirectory: String) throws -> Baseline {
        let absolute = PathResolver.absolute(path, relativeTo: workingDirectory)
        guard let data = FileManager.default.contents(atPath: absolute) else {
            throw ToolError(path: path, "baseline file not found or unreadable")
        }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: data)
            guard Baseline.readableVersions.contains(baseline.version) else {
                throw ToolError(
                    path: path,
                    "baseline version \(baseline.version) is not supported (this devtools reads versions \(Baseline.readableVersions.lowerBound) to \(Baseline.readableVersions.upperBound)); write it again with --write-baseline"
                )
            }
            let folder = (absolute as NSString).deletingLastPathComponent
            return Baseline(
                entries: baseline.entries.map { entry in
                    var shown = entry
                    shown.file = PathResolver.display(PathResolver.absolute(entry.file, relativeTo: folder), relativeTo: workingDirectory)
                    return shown
                })
        } catch let error as ToolError {
            throw error
        } catch {
            throw ToolError(path: path, "not a devtools baseline file (expected JSON written by --write-baseline)")
        }
    }

    /// Writes atomically: a crash mid-write leaves the old baseline intact.
    public static func write(_ baseline: Baseline, to path: String, workingDirectory: String) throws {
        let absolute = PathResolver.absolute(path, relativeTo: workingDirectory)
        let folder = (absolute as NSString).deletingLastPathComponent
        let stored = Baseline(
            entries: baseline.entries.map { entry in
                var relative = entry
                relative.file = PathResolver.relativeWithParents(
                    PathResolver.absolute(entry.file, relativeTo: workingDirectory), to: folder)
                return relative
            })
        do {
            try Data((JSONOutput.encode(stored) + "\n").utf8).write(to: URL(fileURLWithPath: absolute), options: .atomic)
        } catch {
            throw ToolError(path: path, "cannot write baseline: \(error.localizedDescription)")
        }
    }
}
