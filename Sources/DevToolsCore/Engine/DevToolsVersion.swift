/// The suite's version, reported by `--version`, in JSON and SARIF output, and mixed into cache keys.
public enum DevToolsVersion {
    public static let current = "0.1.0"
}
