import Foundation

/// Dependencies an app declares whose code is not in the tree: CocoaPods listed in a `Podfile` whose
/// `Pods/` folder is not checked out (most apps commit the `Podfile` and `Podfile.lock` only). Their code
/// may look keys up in the app's own table (`Bundle.main`), and apps often extract their strings into
/// it, so no key can be called unused for sure.
enum DependenciesOutsideTree {
    /// What to name in a finding (`the CocoaPods in Podfile (Pods/ is not checked out)`); nil when every
    /// declared dependency's code is in the tree. Looked for in `folder` and the folders above it up to
    /// the nearest with a `.git`.
    static func description(around folder: String) -> String? {
        var current = folder
        while true {
            let manager = FileManager.default
            if manager.fileExists(atPath: current + "/Podfile") {
                return manager.fileExists(atPath: current + "/Pods") ? nil : "the CocoaPods in Podfile (Pods/ is not checked out)"
            }
            let parent = (current as NSString).deletingLastPathComponent
            if manager.fileExists(atPath: current + "/.git") || parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }
}
