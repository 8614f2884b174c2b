import DevToolsCore
import Foundation

/// The paths `--files-from`, `--use-script-input-files` and `--use-script-input-file-lists` add to the
/// command line's; `nil` when none of them is used.
enum ListedInputs {
    static func paths(_ options: LintOptions, environment: [String: String], workingDirectory: String) throws -> [String]? {
        guard options.filesFrom != nil || options.useScriptInputFiles || options.useScriptInputFileLists else { return nil }
        var paths: [String] = []
        if let filesFrom = options.filesFrom {
            let list = try InputFileList.read(filesFrom, nullSeparated: options.null, workingDirectory: workingDirectory)
            paths += try list.paths(workingDirectory: workingDirectory, environment: environment, project: nil)
        }
        let script = ScriptInputFiles(environment: environment, workingDirectory: workingDirectory)
        if options.useScriptInputFiles { paths += try script.files() }
        if options.useScriptInputFileLists { paths += try script.listedFiles() }
        return paths
    }
}
