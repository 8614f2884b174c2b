import Foundation

/// Reads and writes baseline files (JSON, sorted, so they diff well in review).
public enum BaselineFile {
    public static func read(_ path: String, workingDirectory: String) throws -> Baseline {
        let absolute = PathResolver.absolute(path, relativeTo: workingDirectory)
        guard let data = FileManager.default.contents(atPath: absolute) else {
            throw ToolError(path: path, "baseline file not found or unreadable")
        }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: data)
            guard baseline.version == Baseline.currentVersion else {
                throw ToolError(path: path, "baseline version \(baseline.version) is not supported (expected \(Baseline.currentVersion))")
            }
            return baseline
        } catch let error as ToolError {
            throw error
        } catch {
            throw ToolError(path: path, "not a devtools baseline file (expected JSON written by --write-baseline)")
        }
    }

    /// Writes atomically: a crash mid-write leaves the old baseline intact.
    public static func write(_ baseline: Baseline, to path: String, workingDirectory: String) throws {
        let absolute = PathResolver.absolute(path, relativeTo: workingDirectory)
        do {
            try Data((JSONOutput.encode(baseline) + "\n").utf8).write(to: URL(fileURLWithPath: absolute), options: .atomic)
        } catch {
            throw ToolError(path: path, "cannot write baseline: \(error.localizedDescription)")
        }
    }
}
