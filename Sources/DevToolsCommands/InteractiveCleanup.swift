import DevToolsCore
import Foundation
import DeveloperCacheCleaner

/// clean-support on a terminal without `--yes`: the plan is shown once, ending with what would be
/// freed (no "dry run" wording: nothing has been decided yet), then the question; after the answer only
/// what happened is printed, not the plan a second time.
///
/// In text format the plan and the result go to stdout and only the question to stderr. In JSON format
/// stdout carries the one document, written after deleting, so the plan shown first goes to stderr.
struct InteractiveCleanup {
    let plan: CleanupPlan
    let format: CleanupFormat
    let remover: SafeRemover

    /// The outcome, or `nil` when the answer was no (nothing was removed).
    func run() -> CleanupOutcome? {
        let toStdout = format == .text
        let fileDescriptor: Int32 = toStdout ? 1 : 2
        let preview = CleanupTable(
            plan: plan, stage: .beforeAsking, useColor: Terminal.shouldUseColor(fileDescriptor: fileDescriptor),
            width: TerminalColumns.width(of: fileDescriptor)
        )
        write(preview.render(), toStdout: toStdout)
        guard Confirmation.ask(plan: plan) else {
            write("Nothing was removed.\n", toStdout: toStdout)
            return nil
        }
        let outcome = CleanupOutcome.execute(plan, remover: remover, progress: FolderProgress.reporter("Removing"))
        switch format {
        case .text:
            let result = CleanupTable(plan: plan, stage: .finished(outcome), useColor: Terminal.shouldUseColor())
            StandardOutput.write(result.totals() + "\n")
        case .json:
            StandardOutput.write(CleanupDocument(plan: plan, outcome: outcome).render())
        }
        return outcome
    }

    private func write(_ text: String, toStdout: Bool) {
        if toStdout { StandardOutput.write(text) } else { FileHandle.standardError.write(Data(text.utf8)) }
    }
}
