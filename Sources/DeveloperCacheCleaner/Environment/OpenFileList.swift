/// Reads `lsof -F n` output (one `p<pid>` line per process, one `n<path>` line per open file): the
/// paths Xcode and xcodebuild hold open, which tell which projects are open or building right now.
public enum OpenFileList {
    public static func paths(from output: String) -> Set<String> {
        Set(output.split(separator: "\n").compactMap { line in line.hasPrefix("n/") ? String(line.dropFirst()) : nil })
    }

    /// Whether anything open is inside `folder` (or is it).
    static func holds(_ paths: Set<String>, inside folder: String) -> Bool {
        paths.contains { $0 == folder || $0.hasPrefix(folder + "/") }
    }
}
