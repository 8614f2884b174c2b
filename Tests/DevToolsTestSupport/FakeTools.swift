import Foundation

/// Stand-ins for command-line tools (`xcrun`, `lsof`, `pgrep`): small shell scripts in a temporary
/// folder that is the whole `PATH` of the code under test, so a tool not added here is missing (the real
/// one, if this machine has it, is never found). Each script records its arguments, then answers as told
/// for the first pattern its arguments match, and exits 64 for any other arguments.
public final class FakeTools {
    /// What a fake tool does for one question.
    public enum Answer {
        /// Prints `stdout` (and `stderr`), then exits with `status`.
        case prints(String, stderr: String = "", status: Int32 = 0)
        /// Writes `content` to the file named after `--json-output`, as `devicectl` does, and exits 0.
        case writesJSONOutput(String)
        /// Never answers: sleeps until stopped.
        case hangs
    }

    public let folder: URL

    public init() throws {
        folder = try TemporaryTree.make([:])
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// `PATH` holding only the fake tools.
    public var path: String { folder.path }

    /// The environment a child process needs to find only the fake tools.
    public var environment: [String: String] { ["PATH": path] }

    /// Adds `tool`, answering arguments (joined by spaces) that match a pattern, in order; `*` in a
    /// pattern matches anything, as in a shell `case`.
    public func add(_ tool: String, _ answers: [(String, Answer)]) throws {
        let answersFolder = folder.appendingPathComponent(".answers/\(tool)")
        try FileManager.default.createDirectory(at: answersFolder, withIntermediateDirectories: true)
        var script = "#!/bin/sh\nprintf '%s\\n' \"\(tool) $*\" >> \(Self.quoted(callLog.path))\ncase \"$*\" in\n"
        for (index, (pattern, answer)) in answers.enumerated() {
            let out = answersFolder.appendingPathComponent("\(index).out")
            let err = answersFolder.appendingPathComponent("\(index).err")
            let casePattern = pattern.components(separatedBy: "*").map(Self.quoted).joined(separator: "*")
            script += "  \(casePattern))\n"
            switch answer {
            case .prints(let stdout, let stderr, let status):
                try Data(stdout.utf8).write(to: out)
                try Data(stderr.utf8).write(to: err)
                script += "    /bin/cat \(Self.quoted(out.path)); /bin/cat \(Self.quoted(err.path)) >&2; exit \(status);;\n"
            case .writesJSONOutput(let content):
                try Data(content.utf8).write(to: out)
                script += """
                        target=""; previous=""
                        for argument in "$@"; do [ "$previous" = --json-output ] && target="$argument"; previous="$argument"; done
                        /bin/cat \(Self.quoted(out.path)) > "$target"; exit 0;;

                    """
            case .hangs:
                script += "    exec /bin/sleep 60;;\n"
            }
        }
        script += "  *) echo \"fake \(tool): unexpected arguments: $*\" >&2; exit 64;;\nesac\n"
        let url = folder.appendingPathComponent(tool)
        try Data(script.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    /// Every call made so far, as `tool arguments…`, in order.
    public var calls: [String] {
        ((try? String(contentsOf: callLog, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    private var callLog: URL { folder.appendingPathComponent(".calls") }

    private static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
