import DevToolsCore
import Foundation
import SupportCleaner

/// Asks on the terminal before deleting.
enum Confirmation {
    static func ask(plan: CleanupPlan, preview: String) -> Bool {
        FileHandle.standardError.write(Data(preview.utf8))
        let question = "Delete \(pluralized(plan.removals.count, "folder")) (\(ByteCountFormatting.string(plan.reclaimableBytes)))? [y/N] "
        FileHandle.standardError.write(Data(question.utf8))
        guard let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return answer == "y" || answer == "yes"
    }
}
