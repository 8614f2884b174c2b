import DevToolsCore
import Foundation

/// A list of paths to lint, from `--files-from` or an Xcode `.xcfilelist`: one path a line (or
/// NUL-separated), blank lines and, in `.xcfilelist`s, `#` comments left out. Every path must name a
/// file that exists; a bad one is an error naming the list and the line, since a build phase or a CI
/// shard that silently lints fewer files than it names looks green while it checks nothing.
struct InputFileList {
    /// What the list is called in messages (`changed.txt`, `standard input`, `SCRIPT_INPUT_FILE_LIST_0`).
    let name: String
    let text: String
    let separator: Character
    /// `.xcfilelist`: `#` comments, and `$(VAR)`/`${VAR}` build settings from the environment.
    let isXcodeFileList: Bool

    /// Reads `--files-from` (`-`: standard input).
    static func read(_ path: String, nullSeparated: Bool, workingDirectory: String) throws -> InputFileList {
        let text: String
        if path == "-" {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        } else {
            let absolute = PathResolver.absolute(path, relativeTo: workingDirectory)
            guard let data = FileManager.default.contents(atPath: absolute) else {
                throw ToolError(path: path, "cannot read this file list")
            }
            text = String(decoding: data, as: UTF8.self)
        }
        return InputFileList(
            name: path == "-" ? "standard input" : path, text: text, separator: nullSeparated ? "\0" : "\n", isXcodeFileList: false)
    }

    /// The absolute paths listed, each checked to exist and, when `project` is given, to be inside it.
    func paths(workingDirectory: String, environment: [String: String], project: String?) throws -> [String] {
        var paths: [String] = []
        for (index, raw) in text.split(separator: separator, omittingEmptySubsequences: false).enumerated() {
            var entry = String(raw)
            if separator == "\n" { entry = entry.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\r", with: "") }
            if entry.isEmpty || (isXcodeFileList && entry.hasPrefix("#")) { continue }
            let place = separator == "\n" ? "\(name):\(index + 1)" : "\(name): entry \(index + 1)"
            if isXcodeFileList { entry = try BuildSettingExpansion.expand(entry, environment: environment, place: place) }
            let path = PathResolver.absolute(entry, relativeTo: workingDirectory)
            try ListedPath.check(path, shown: entry, place: place, project: project)
            paths.append(path)
        }
        return paths
    }
}

/// The checks every listed path passes, with the message a user sees when it does not.
enum ListedPath {
    static func check(_ path: String, shown: String, place: String, project: String?) throws {
        guard FileManager.default.fileExists(atPath: path) else {
            throw ToolError("\(place): \(shown.escapingControlCharacters) does not exist")
        }
        if let project, !ReportScope.path(path, isWithin: project) {
            throw ToolError("\(place): \(shown.escapingControlCharacters) is outside the project (\(project))")
        }
    }
}
