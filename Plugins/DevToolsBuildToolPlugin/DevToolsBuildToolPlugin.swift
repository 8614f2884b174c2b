import Foundation
import PackagePlugin

/// Runs `devtools lint --format xcode` over a target's localization files and sources while it builds,
/// so the findings show as the build's warnings and errors at their lines (an error fails the build, a
/// warning does not), as SwiftLint's build-tool plugin does.
///
/// The command declares the target's lintable files (and the `.devtools.yml` files above them) as its
/// inputs and, for a target with Swift sources, one stamp file in the plugin's work folder as its output:
/// the build system runs a command only when an input changed or its output is missing, so an unchanged
/// target costs nothing on the next build. devtools writes the stamp itself, through its hidden
/// `--touch FILE` option, and only when the run exits with status 0; a target with errors therefore leaves
/// no stamp and is linted again on every build until they are fixed. (The option, rather than
/// `/bin/sh -c 'devtools … && touch stamp'`, keeps the build system's own dependency on the devtools
/// executable, needs no shell inside Xcode's sandbox and runs wherever devtools does.)
///
/// The stamp is an empty Swift file, `devtools-lint-stamp.swift`, compiled into the target: a build runs
/// a command only for an output something consumes, and SwiftPM makes every generated file that is not
/// Swift source a resource of the target, which would put the stamp into the target's bundle (and give a
/// target without resources a bundle). A target without Swift sources declares no output instead: SwiftPM
/// (for packages of tools version 6.0 or later) then gives the command an output of its own that it runs
/// again only when an input changed or the last run failed.
///
/// `--allow-empty`: a target whose lintable files the config excludes has nothing to lint, which must not
/// fail its build. `--absolute-paths` prints every path absolute, as compilers do, so SwiftPM and Xcode
/// attach the findings to their files whatever folder the build runs in; the cache lives in the plugin's
/// work folder too, the one place a build command may write.
@main
struct DevToolsBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url).filter(LintCommandPlan.isLintable)
        guard !files.isEmpty else { return [] }
        // The target's folder, not its files: a short command line, and a folder is its own project.
        let folder = target.folderURL
        let plan = LintCommandPlan(
            name: target.name,
            paths: folder.map { [$0] } ?? files,
            extraArguments: folder == nil ? ["--no-project-context"] : [],
            inputs: files + (folder.map { LintCommandPlan.configFiles(below: $0) } ?? [])
                + LintCommandPlan.configFiles(
                    above: folder.map { [$0] } ?? files.map { $0.deletingLastPathComponent() }, upTo: context.package.directoryURL),
            workDirectory: context.pluginWorkDirectoryURL,
            compilesSwift: target is SwiftSourceModuleTarget
        )
        return [try plan.command(tool: context.tool(named: "devtools").url)]
    }
}

/// The one build command both kinds of target get.
struct LintCommandPlan {
    /// What lint-strings and lint-components read.
    static let lintableExtensions: Set<String> = ["strings", "stringsdict", "xcstrings", "h", "m", "mm", "swift"]

    let name: String
    /// Folders or files given to `devtools lint`.
    let paths: [URL]
    let extraArguments: [String]
    /// Everything the findings depend on: when none changed and the stamp exists, the command does not run.
    let inputs: [URL]
    let workDirectory: URL
    /// Whether the target compiles Swift, so that the stamp, a Swift file, can be its output.
    let compilesSwift: Bool

    static func isLintable(_ file: URL) -> Bool { lintableExtensions.contains(file.pathExtension.lowercased()) }

    /// The `.devtools.yml` files in the given folders and every folder above them up to `root`: each
    /// file follows the nearest one, so a change to any of them can change the findings.
    static func configFiles(above folders: [URL], upTo root: URL) -> [URL] {
        let rootPath = root.standardizedFileURL.path
        var seen = Set<String>()
        var found: [URL] = []
        for start in folders {
            var folder = start.standardizedFileURL
            while seen.insert(folder.path).inserted {
                let config = folder.appendingPathComponent(".devtools.yml")
                if FileManager.default.fileExists(atPath: config.path) { found.append(config) }
                if folder.path == rootPath || !folder.path.hasPrefix(rootPath + "/") { break }
                folder = folder.deletingLastPathComponent()
            }
        }
        return found
    }

    /// The `.devtools.yml` files in the folders below `folder` (nested configs; SwiftPM lists no hidden
    /// file among a target's files).
    static func configFiles(below folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }.filter { $0.lastPathComponent == ".devtools.yml" }
            .filter { $0.deletingLastPathComponent().standardizedFileURL != folder.standardizedFileURL }
    }

    func command(tool: URL) -> Command {
        let stamp = workDirectory.appendingPathComponent("devtools-lint-stamp.swift")
        let arguments =
            [
                "lint", "--format", "xcode", "--absolute-paths", "--allow-empty", "--cache-path",
                workDirectory.appendingPathComponent("cache").path,
            ]
            + (compilesSwift ? ["--touch", stamp.path] : []) + extraArguments + ["--"] + paths.map(\.path)
        return .buildCommand(
            displayName: "devtools lint \(name)",
            executable: tool,
            arguments: arguments,
            inputFiles: [tool] + inputs,
            outputFiles: compilesSwift ? [stamp] : []
        )
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension DevToolsBuildToolPlugin: XcodeBuildToolPlugin {
        /// An Xcode target has no folder of its own: its files are named, and linted without the rest of
        /// the project (`--no-project-context`), so that the declared inputs are all the command reads.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.map(\.url).filter(LintCommandPlan.isLintable)
            guard !files.isEmpty else { return [] }
            let folders = Array(Set(files.map { $0.deletingLastPathComponent() }))
            let plan = LintCommandPlan(
                name: target.displayName,
                paths: files,
                extraArguments: ["--no-project-context"],
                inputs: files + LintCommandPlan.configFiles(above: folders, upTo: context.xcodeProject.directoryURL),
                workDirectory: context.pluginWorkDirectoryURL,
                compilesSwift: target.inputFiles.contains { $0.type == .source && $0.url.pathExtension == "swift" }
            )
            return [try plan.command(tool: context.tool(named: "devtools").url)]
        }
    }
#endif

extension SourceModuleTarget {
    /// The target's folder. (`Target.directoryURL` needs tools version 6.1, and `directory` is a deprecated
    /// `Path`; the two concrete kinds of source target have `directoryURL` in 6.0.)
    var folderURL: URL? {
        (self as? SwiftSourceModuleTarget)?.directoryURL ?? (self as? ClangSourceModuleTarget)?.directoryURL
    }
}
