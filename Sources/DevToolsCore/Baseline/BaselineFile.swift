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

    /// Writes atomically: a crash mid-write leaves the old baseline intact. Only a baseline is
    /// replaced: a path naming any other file (a typo naming a source, `package.json`) is an error and
    /// the file is left as it is.
    public static func write(_ baseline: Baseline, to path: String, workingDirectory: String) throws {
        let absolute = PathResolver.absolute(path, relativeTo: workingDirectory)
        var info = stat()
        if lstat(absolute, &info) == 0 {
            let isRegularFile = info.st_mode & S_IFMT == S_IFREG
            let isBaseline =
                isRegularFile
                && (info.st_size == 0
                    || FileManager.default.contents(atPath: absolute).map { (try? JSONDecoder().decode(Baseline.self, from: $0)) != nil }
                        == true)
            guard isBaseline else {
                throw ToolError(
                    path: path, "exists and is not a devtools baseline; it was left as it is: name a new file for --write-baseline")
            }
        }
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
