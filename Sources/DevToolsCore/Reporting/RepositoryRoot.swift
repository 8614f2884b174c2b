import Foundation

/// Finds the enclosing git work tree, so SARIF URIs are relative to what code scanning checks out.
public enum RepositoryRoot {
    public static func find(from directory: String) -> String? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(".git").path) {
                return current.path
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
