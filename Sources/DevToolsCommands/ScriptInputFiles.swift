import DevToolsCore
import Foundation

/// The files Xcode hands a Run Script phase. With `ENABLE_USER_SCRIPT_SANDBOXING` (the default since
/// Xcode 15) the script may read only the phase's declared inputs, so the linter must lint exactly
/// those: Xcode exports them as `SCRIPT_INPUT_FILE_COUNT` and `SCRIPT_INPUT_FILE_0…`, and the
/// `.xcfilelist`s as `SCRIPT_INPUT_FILE_LIST_COUNT` and `SCRIPT_INPUT_FILE_LIST_0…`.
struct ScriptInputFiles {
    let environment: [String: String]
    let workingDirectory: String

    /// The project the files must be in: `SRCROOT` when Xcode set it, else the current folder.
    var project: String { environment["SRCROOT"].flatMap { $0.isEmpty ? nil : $0 } ?? workingDirectory }

    /// `SCRIPT_INPUT_FILE_n`, each checked.
    func files() throws -> [String] {
        try (0..<count("SCRIPT_INPUT_FILE_COUNT", flag: "--use-script-input-files")).map { index in
            let name = "SCRIPT_INPUT_FILE_\(index)"
            guard let value = environment[name], !value.isEmpty else {
                throw ToolError("\(name) is not set (SCRIPT_INPUT_FILE_COUNT says \(index + 1) or more)")
            }
            let path = PathResolver.absolute(value, relativeTo: workingDirectory)
            try ListedPath.check(path, shown: value, place: name, project: project)
            return path
        }
    }

    /// Every path of every `SCRIPT_INPUT_FILE_LIST_n`, each checked.
    func listedFiles() throws -> [String] {
        try (0..<count("SCRIPT_INPUT_FILE_LIST_COUNT", flag: "--use-script-input-file-lists")).flatMap { index in
            let name = "SCRIPT_INPUT_FILE_LIST_\(index)"
            guard let value = environment[name], !value.isEmpty else {
                throw ToolError("\(name) is not set (SCRIPT_INPUT_FILE_LIST_COUNT says \(index + 1) or more)")
            }
            let path = PathResolver.absolute(value, relativeTo: workingDirectory)
            guard let data = FileManager.default.contents(atPath: path) else { throw ToolError("\(name): cannot read \(value)") }
            let list = InputFileList(name: value, text: String(decoding: data, as: UTF8.self), separator: "\n", isXcodeFileList: true)
            return try list.paths(workingDirectory: workingDirectory, environment: environment, project: project)
        }
    }

    private func count(_ variable: String, flag: String) throws -> Int {
        guard let text = environment[variable], !text.isEmpty else {
            throw ToolError("\(flag): \(variable) is not set; run this from an Xcode Run Script phase with its input files listed")
        }
        guard let count = Int(text), count >= 0 else { throw ToolError("\(variable) is '\(text)', not a count of files") }
        return count
    }
}
