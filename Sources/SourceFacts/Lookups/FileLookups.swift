import DevToolsCore

/// The lookups one file makes (`CodeKeyUsage`), and the request they answer.
public struct FileLookups: Sendable {
    public let usage: CodeKeyUsage
    /// The `LookupRequest.digest` they were found under.
    let digest: String
}
