import ArgumentParser
import DevToolsCore
import Foundation
import DeveloperCacheCleaner

/// `clean-support`: stale Xcode DeviceSupport folders, and with `--include`/`--all` every other cache
/// Xcode and the package managers fill a disk with.
public struct CleanSupportCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "clean-support",
        abstract: "Find stale Xcode DeviceSupport folders (and other Xcode caches) and delete them safely.",
        discussion: """
            By default only device-support: keeps, in each platform and device model, the newest \
            --keep-latest finished OS versions, anything used within --older-than, folders matching --keep, \
            copies in progress, and (on macOS) the OS of every paired device. Everything else under the \
            roots' "<Platform> DeviceSupport" folders is removed, after confirmation.

            --include and --all add the other categories (DerivedData, simulators, caches, …), each with \
            its own policy (--list-categories). Archives are only ever cleaned when named.

            Examples:
              clean-support --dry-run
              clean-support --keep-latest 2 --older-than 90d --yes
              clean-support --all --older-than 60d --dry-run
              clean-support --include derived-data,archives --trash
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

    @OptionGroup var selection: CategorySelection

    @Option(
        name: .customLong("derived-data"),
        help: ArgumentHelp(
            "A DerivedData folder to clean (implies --include derived-data); repeatable (default: ~/Library/Developer/Xcode/DerivedData and Xcode's custom location).",
            valueName: "dir"))
    var derivedDataRoots: [String] = []

    // Unconditional, so that `--keep-latest -1` reaches the check below instead of reading as an option.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "How many of the newest to keep in each group: OS versions per platform and device model, archives per app version, caches per Xcode version.",
            valueName: "n"))
    var keepLatest = 1

    @Option(
        help: ArgumentHelp(
            "Also keep anything used more recently than this: 12h, 90d, 6w, 3m (30-day months), 1y (365 days). Regenerable caches are removed only with it.",
            valueName: "age"))
    var olderThan: String?

    @Option(name: .customLong("keep"), help: ArgumentHelp("Always keep folders matching this glob; repeatable.", valueName: "pattern"))
    var keepPatterns: [String] = []

    @Flag(help: "Show the plan and change nothing.")
    var dryRun = false

    @Flag(name: .shortAndLong, help: "Delete without asking.")
    var yes = false

    @Flag(help: "Delete even while Xcode or xcodebuild is running.")
    var force = false

    @Flag(help: "Move to the trash instead of deleting (macOS: the Trash; elsewhere ~/.local/share/Trash, or --trash-dir).")
    var trash = false

    @Option(
        help: ArgumentHelp("Move to this folder instead of deleting (implies --trash); it must be on the same volume.", valueName: "dir"))
    var trashDir: String?

    @Option(help: "Output format: text or json.")
    var format: CleanupFormat = .text

    @Option(help: .hidden)
    var hostTools: HostTools = .platformDefault

    public init() {}

    public func validate() throws {
        guard keepLatest >= 0 else { throw ValidationError("--keep-latest must be 0 or more (got \(keepLatest))") }
        if let olderThan, AgeSpecification(olderThan) == nil {
            throw ValidationError("--older-than '\(olderThan)' is not an age: use a number and h, d, w, m or y (12h, 90d, 6w, 3m, 1y)")
        }
        if let problem = keepPatterns.lazy.compactMap(KeepPattern.problem).first { throw ValidationError(problem) }
    }

    public func run() throws {
        if selection.listCategories {
            StandardOutput.write(CleanupCategories.listing())
            return
        }
        if !dryRun, !yes, !Terminal.stdinIsTerminal {
            Terminal.printError(
                "error: refusing to delete without confirmation: standard input is not a terminal; add --yes to delete, or --dry-run to only show the plan"
            )
            throw ExitCode(2)
        }
        let plan: CleanupPlan
        do {
            // Naming a DerivedData folder asks for that category.
            var categories = try selection.categories()
            if !derivedDataRoots.isEmpty, !categories.contains(.derivedData) { categories = (categories + [.derivedData]).sorted() }
            plan = try CleanupPlan.make(
                categories: categories, context: context(for: categories), progress: FolderProgress.reporter("Sizing"))
        } catch let error as ToolError {
            Terminal.printError("error: \(error)")
            throw ExitCode(2)
        }
        for section in plan.sections {
            for problem in section.problems {
                Terminal.printError("warning: \(section.category.rawValue): \(problem.escapingControlCharacters)")
            }
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
            outcome = CleanupOutcome.execute(plan, remover: remover, progress: FolderProgress.reporter("Removing"))
            StandardOutput.write(render(plan, .finished(outcome)))
        } else {
            guard let asked = InteractiveCleanup(plan: plan, format: format, remover: remover).run() else { return }
            outcome = asked
        }
        let failures = RemovalFailureReport(outcome: outcome).render()
        if !failures.isEmpty {
            FileHandle.standardError.write(Data(failures.utf8))
            throw ExitCode(1)
        }
    }

    /// What the categories read from this run and this machine.
    private func context(for categories: [CleanupCategoryID]) -> CleanupContext {
        var context = CleanupContext(
            home: HomeFolder.path(),
            policy: CleanupPolicy(
                keepLatest: keepLatest, olderThan: olderThan.flatMap(AgeSpecification.init), keepPatterns: keepPatterns))
        context.deviceSupportRoots = roots
        context.derivedDataRoots = derivedDataRoots
        context.movesToTrash = trash || trashDir != nil
        hostTools.environment?.describe(&context, for: categories)
        return context
    }

    private var remover: SafeRemover {
        let simulators = hostTools.environment?.simulatorRemoval
        guard trash || trashDir != nil else { return SafeRemover(simulators: simulators) }
        let folder = TrashFolder.standard(
            home: HomeFolder.path(), environment: ProcessInfo.processInfo.environment, named: trashDir, onMac: hostTools == .mac)
        return SafeRemover(trash: folder, simulators: simulators)
    }

    func render(_ plan: CleanupPlan, _ stage: CleanupStage) -> String {
        switch format {
        case .text:
            CleanupTable(plan: plan, stage: stage, useColor: Terminal.shouldUseColor(), width: TerminalColumns.width(of: 1)).render()
        case .json: CleanupDocument(plan: plan, outcome: stage.outcome).render()
        }
    }

    /// Deleting under a running Xcode can break a debugging session or a symbol copy in progress; when
    /// pgrep cannot tell, the run refuses too, as it cannot know.
    private func refuseWhileXcodeRuns() throws {
        guard !force, let environment = hostTools.environment else { return }
        switch environment.runningXcodeProcesses() {
        case .success(let running) where running.isEmpty: return
        case .success(let running):
            Terminal.printError("error: \(running.joined(separator: " and ")) is running; quit it first, or add --force")
        case .failure(let problem):
            Terminal.printError(
                "error: cannot tell whether Xcode is running: \(problem.description.escapingControlCharacters); quit Xcode and add --force")
        }
        throw ExitCode(2)
    }
}
