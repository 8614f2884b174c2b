/// Reads `lsof -F n` output (one `p<pid>` line per process, then `f<descriptor>` and `n<path>` lines per
/// open file): the paths Xcode and xcodebuild hold open, which tell which projects are open or building
/// right now.
public enum OpenFileList {
    /// The open paths, or `nil` when the output is not lsof's field format (every line a field letter
    /// and its value, the first one a process).
    public static func paths(from output: String) -> Set<String>? {
        let lines = output.split(separator: "\n")
        guard let first = lines.first else { return [] }
        guard first.hasPrefix("p"), lines.allSatisfy({ $0.first.map { $0.isASCII && $0.isLetter } ?? false }) else { return nil }
        return Set(lines.compactMap { line in line.hasPrefix("n/") ? String(line.dropFirst()) : nil })
    }

    /// Whether anything open is inside `folder` (or is it).
    static func holds(_ paths: Set<String>, inside folder: String) -> Bool {
        paths.contains { $0 == folder || $0.hasPrefix(folder + "/") }
    }
}
