import Foundation
import PackagePlugin

/// `swift package lint [--fix [--dry-run]] [--strict] [--format F] [--config FILE] [--target NAME]… [PATH…]`:
/// `devtools lint` over the package's targets (the folders of those that hold something to lint), the
/// targets named with `--target`, or the PATHs given (relative to the package folder). The report is
/// devtools' own; a run with errors makes `swift package` fail. Writing to the package folder is asked
/// for because of `--fix` (`--allow-writing-to-package-directory` grants it without a prompt); the cache
/// lives in the plugin's work folder, which the sandbox lets a plugin write.
@main
struct DevToolsCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let request = try LintRequest(&extractor)
        var paths = request.paths
        if paths.isEmpty {
            let targets = try targetNames.isEmpty ? context.package.targets : context.package.targets(named: targetNames)
            paths = targets.compactMap { $0 as? SourceModuleTarget }
                .filter { !targetNames.isEmpty || $0.sourceFiles.contains { LintRequest.isLintable($0.url) } }
                .compactMap(\.folderURL?.path)
        }
        try request.run(
            tool: context.tool(named: "devtools").url, paths: paths, in: context.package.directoryURL,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

/// The command line of one `swift package lint`, and its run.
struct LintRequest {
    static let flags = ["fix", "dry-run", "strict"]
    static let options = ["format", "config"]
    static let lintableExtensions: Set<String> = ["strings", "stringsdict", "xcstrings", "h", "m", "mm", "swift"]

    /// The arguments passed on to `devtools lint`, paths aside.
    let arguments: [String]
    let paths: [String]

    static func isLintable(_ file: URL) -> Bool { lintableExtensions.contains(file.pathExtension.lowercased()) }

    init(_ extractor: inout ArgumentExtractor) throws {
        var arguments: [String] = []
        for flag in Self.flags where extractor.extractFlag(named: flag) > 0 { arguments.append("--\(flag)") }
        for option in Self.options {
            for value in extractor.extractOption(named: option) { arguments += ["--\(option)", value] }
        }
        let rest = extractor.remainingArguments
        if let unknown = rest.first(where: { $0.hasPrefix("-") }) {
            throw PluginFailure(
                "swift package lint: unknown option '\(unknown)'; it takes --fix, --dry-run, --strict, --format F, --config FILE, --target NAME and paths"
            )
        }
        self.arguments = arguments
        self.paths = rest
    }

    /// Runs `devtools lint` in `folder` with the output going straight to the user; fails unless it
    /// exits with status 0.
    func run(tool: URL, paths: [String], in folder: URL, workDirectory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments =
            ["lint", "--cache-path", workDirectory.appendingPathComponent("cache").path] + arguments + ["--"]
            + (paths.isEmpty ? ["."] : paths)
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        switch (process.terminationReason, process.terminationStatus) {
        case (.exit, 0): return
        case (.exit, 1): throw PluginFailure("devtools lint found problems (exit status 1)")
        case (.exit, let status): throw PluginFailure("devtools lint could not do its job (exit status \(status))")
        default: throw PluginFailure("devtools lint was killed by signal \(process.terminationStatus)")
        }
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension DevToolsCommandPlugin: XcodeCommandPlugin {
        /// In Xcode: the lintable files of the targets chosen in the dialog (`--target NAME`), else the
        /// project's folder.
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            let targetNames = Set(extractor.extractOption(named: "target"))
            let request = try LintRequest(&extractor)
            var paths = request.paths
            if paths.isEmpty && !targetNames.isEmpty {
                paths = context.xcodeProject.targets.filter { targetNames.contains($0.displayName) }
                    .flatMap { $0.inputFiles.map(\.url).filter(LintRequest.isLintable).map(\.path) }
            }
            try request.run(
                tool: context.tool(named: "devtools").url, paths: paths, in: context.xcodeProject.directoryURL,
                workDirectory: context.pluginWorkDirectoryURL)
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
