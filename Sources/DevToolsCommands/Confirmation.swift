import DevToolsCore
import Foundation
import DeveloperCacheCleaner

/// Asks on the terminal before deleting; anything but `y` or `yes` (or end of input) is no.
enum Confirmation {
    static func ask(plan: CleanupPlan) -> Bool {
        let question = "Delete \(EntryTally(plan.removals).spoken) (\(ByteCountFormatting.string(plan.reclaimableBytes)))? [y/N] "
        FileHandle.standardError.write(Data(question.utf8))
        guard let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return answer == "y" || answer == "yes"
    }
}
