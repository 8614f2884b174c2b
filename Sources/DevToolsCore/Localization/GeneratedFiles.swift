/// The files a project's strings generator writes (`strings.generated: ["**/Strings.swift"]`, relative
/// to the config's folder): read as maps from accessor to key, not as code that looks keys up.
public struct GeneratedFiles: Sendable, Hashable {
    public let globs: [Glob]
    /// The folder the globs are relative to.
    public let base: String

    public init(globs: [Glob] = [], base: String = "/") {
        self.globs = globs
        self.base = base
    }

    /// Whether the file at the absolute `path` is one of them.
    public func contains(_ path: String) -> Bool {
        globs.excludes(path, under: base)
    }
}
