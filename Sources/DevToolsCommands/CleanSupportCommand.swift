import ArgumentParser
import DevToolsCore
import Foundation
import SupportCleaner

/// `clean-support`: stale Xcode DeviceSupport folders.
public struct CleanSupportCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "clean-support",
        abstract: "Find stale Xcode DeviceSupport folders and delete them safely.",
        discussion: """
            Keeps, in each platform and device model, the newest --keep-latest finished OS versions, \
            anything used within --older-than, folders matching --keep, copies in progress, and (on \
            macOS) the OS of every paired device. Everything else under the roots' \
            "<Platform> DeviceSupport" folders is removed, after confirmation.

            Examples:
              clean-support --dry-run
              clean-support --keep-latest 2 --older-than 90d --yes
              clean-support --root Resources/Examples/DeviceSupport --dry-run --format json
            """,
        version: DevToolsVersion.current
    )

    @Option(
        name: .customLong("root"),
        help: ArgumentHelp(
            "A folder holding '* DeviceSupport' folders, or one of them; repeatable (default: $HOME/Library/Developer/Xcode).",
            valueName: "dir"
        ))
    var roots: [String] = []

    @Option(help: "How many of the newest finished OS versions to keep per platform and device model.")
    var keepLatest = 1

    @Option(
        help: ArgumentHelp(
            "Also keep anything used more recently than this: 12h, 90d, 6w, 3m (30-day months), 1y (365 days).", valueName: "age"))
    var olderThan: String?

    @Option(name: .customLong("keep"), help: ArgumentHelp("Always keep folders matching this glob; repeatable.", valueName: "pattern"))
    var keepPatterns: [String] = []

    @Flag(help: "Show the plan and change nothing.")
    var dryRun = false

    @Flag(name: .shortAndLong, help: "Delete without asking.")
    var yes = false

    @Flag(help: "Delete even while Xcode or xcodebuild is running.")
    var force = false

    @Option(help: "Output format: text or json.")
    var format: CleanupFormat = .text

    public init() {}

    public func validate() throws {
        guard keepLatest >= 0 else { throw ValidationError("--keep-latest must be 0 or more, not \(keepLatest)") }
        if let olderThan, AgeSpecification(olderThan) == nil {
            throw ValidationError("--older-than '\(olderThan)' is not an age: use a number and h, d, w, m or y (12h, 90d, 6w, 3m, 1y)")
        }
        if let problem = keepPatterns.lazy.compactMap(KeepPattern.problem).first { throw ValidationError(problem) }
    }

    public func run() throws {
        if !dryRun, !yes, !Terminal.stdinIsTerminal {
            Terminal.printError(
                "error: refusing to delete without confirmation: standard input is not a terminal; add --yes to delete, or --dry-run to only show the plan"
            )
            throw ExitCode(2)
        }
        let plan: CleanupPlan
        do {
            plan = try CleanupPlan.make(
                roots: roots.isEmpty ? [DefaultSupportRoot.path()] : roots,
                explicitRoots: !roots.isEmpty,
                policy: CleanupPolicy(
                    keepLatest: keepLatest,
                    olderThan: olderThan.flatMap(AgeSpecification.init),
                    keepPatterns: keepPatterns,
                    pairedDevices: Self.pairedDevices()
                ),
                progress: FolderProgress.reporter("Sizing")
            )
        } catch let error as ToolError {
            Terminal.printError("error: \(error)")
            throw ExitCode(2)
        }
        for unmatched in UnmatchedKeepPattern.find(in: plan, patterns: keepPatterns) {
            Terminal.printError(unmatched.description)
        }
        guard !dryRun, !plan.removals.isEmpty else {
            StandardOutput.write(render(plan, .dryRun))
            return
        }
        try refuseWhileXcodeRuns()
        let outcome: CleanupOutcome
        if yes {
            outcome = CleanupOutcome.execute(plan, progress: FolderProgress.reporter("Removing"))
            StandardOutput.write(render(plan, .finished(outcome)))
        } else {
            guard let asked = InteractiveCleanup(plan: plan, format: format).run() else { return }
            outcome = asked
        }
        let failures = RemovalFailureReport(outcome: outcome).render()
        if !failures.isEmpty {
            FileHandle.standardError.write(Data(failures.utf8))
            throw ExitCode(1)
        }
    }

    func render(_ plan: CleanupPlan, _ stage: CleanupStage) -> String {
        switch format {
        case .text:
            CleanupTable(plan: plan, stage: stage, useColor: Terminal.shouldUseColor(), width: TerminalColumns.width(of: 1)).render()
        case .json: CleanupDocument(plan: plan, outcome: stage.outcome).render()
        }
    }

    private static func pairedDevices() -> [PairedDevice] {
        #if os(macOS)
            switch DeviceCtlPairedDevices().pairedDevices() {
            case .success(let devices): return devices
            case .failure(let error):
                Terminal.printError("note: \(error); going on without paired-device protection")
                return []
            }
        #else
            return []
        #endif
    }

    private func refuseWhileXcodeRuns() throws {
        #if os(macOS)
            let running = PgrepXcodeActivity().runningXcodeProcesses()
            if !running.isEmpty, !force {
                Terminal.printError("error: \(running.joined(separator: " and ")) is running; quit it first, or add --force")
                throw ExitCode(2)
            }
        #endif
    }
}
