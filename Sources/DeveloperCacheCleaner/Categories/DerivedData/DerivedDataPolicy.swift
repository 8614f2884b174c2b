import Foundation

/// Decides a DerivedData entry. First match wins:
/// - a project folder: `info.plist` unreadable → skip; `--keep` → keep; changed within the last hour
///   (a build may be writing) → keep; open in Xcode or building (macOS: files Xcode, xcodebuild or the
///   build service hold open inside it or its workspace) → keep; its workspace gone → remove; cannot tell whether the workspace
///   exists (volume not mounted, folder not readable) → keep; not opened within `--older-than` →
///   remove; otherwise keep.
/// - a shared cache (`ModuleCache.noindex`, …): regenerable, removed only with `--older-than`.
/// - when lsof could not tell which files Xcode holds open, nothing is removed.
struct DerivedDataPolicy: Sendable {
    let policy: CleanupPolicy
    /// Files Xcode and its build services hold open (macOS).
    var openFiles: Set<String>? = nil
    /// Why the open files cannot be told (lsof failed): then nothing is removed.
    var openFilesProblem: String? = nil

    func decide(
        _ item: CleanupItem, name: DerivedDataFolderName?, info: Result<DerivedDataInfo, PropertyListFile.Failure>?,
        presence: WorkspacePresence?
    ) -> (CleanupItem.Action, String) {
        let decision = decideWithOpenFilesKnown(item, name: name, info: info, presence: presence)
        if decision.0 == .remove, let openFilesProblem {
            return (.keep, "cannot tell whether Xcode has it open (\(openFilesProblem))")
        }
        return decision
    }

    private func decideWithOpenFilesKnown(
        _ item: CleanupItem, name: DerivedDataFolderName?, info: Result<DerivedDataInfo, PropertyListFile.Failure>?,
        presence: WorkspacePresence?
    ) -> (CleanupItem.Action, String) {
        if item.isSymlink { return CategoryDecisions.linkLeftAlone }
        guard let name else { return (.skip, "not a DerivedData project folder (<Name>-<28 letters>); never touched") }
        if case .sharedCache = name {
            if let busy = CategoryDecisions.keptAsBusy(item, policy) { return busy }
            return CategoryDecisions.regenerable(item, policy, what: "cache shared by all projects")
        }
        guard case .success(let info)? = info else {
            if case .failure(let failure)? = info { return (.skip, "info.plist \(failure); never touched") }
            return (.skip, "info.plist not read; never touched")
        }
        if let kept = CategoryDecisions.keptByPattern(item, policy) { return kept }
        // Xcode's own record, or a build's write: not the access time, which any reader moves.
        let lastOpened = max(info.lastAccessed ?? item.lastModified, item.lastModified)
        if let busy = CategoryDecisions.keptAsBusy(item, policy) { return busy }
        if let openFiles, OpenFileList.holds(openFiles, inside: item.path) || OpenFileList.holds(openFiles, inside: info.workspacePath) {
            return (.keep, "open in Xcode or building right now; never touched")
        }
        switch presence ?? .exists {
        case .gone:
            return (.remove, "workspace \(info.workspacePath) no longer exists")
        case .unknown(let why):
            return (.keep, "cannot tell whether workspace \(info.workspacePath) exists: \(why)")
        case .exists:
            let age = CategoryDecisions.spokenAge(lastOpened, policy)
            if let olderThan = policy.olderThan, policy.now.timeIntervalSince(lastOpened) >= olderThan.seconds {
                return (.remove, "not opened for \(age) (--older-than \(olderThan)); rebuilt on the next build")
            }
            return (.keep, "workspace exists, opened \(age) ago" + (policy.olderThan.map { ", within --older-than \($0)" } ?? ""))
        }
    }
}
