/// How a run names the files it reads, for the messages that say a path holds none of them.
public struct ReadableFileKinds: Sendable {
    /// Name extensions without the dot.
    public let extensions: Set<String>
    /// The command as the user typed it (`lint-strings`, `devtools lint`).
    public let reader: String

    public init(extensions: Set<String>, toolName: String) {
        self.extensions = extensions
        self.reader = toolName == "devtools" ? "devtools lint" : toolName
    }

    /// Whether a file of this name is one the run reads (by its extension, as discovery decides).
    public func reads(_ path: String) -> Bool {
        extensions.contains(SourceFile.lowercasedExtension(of: path))
    }

    /// ".strings, .stringsdict or .xcstrings"
    public var list: String {
        let names = extensions.sorted().map { "." + $0 }
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// A file named on the command line that no linter of the run reads: an error, never a silent skip.
    public func notReadError(_ path: String) -> ToolError {
        ToolError("\(path) is not a file \(reader) reads (it reads \(list) files)")
    }

    /// The summary of a run that found no file to lint under `roots`.
    public func nothingToLint(in roots: [String]) -> String {
        "Nothing to lint in \(roots.joined(separator: ", ")): no \(list) files."
    }
}
