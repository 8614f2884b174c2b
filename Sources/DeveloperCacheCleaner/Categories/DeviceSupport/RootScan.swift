import DevToolsCore
import Foundation

/// The roots, each real folder once, and the DeviceSupport folders under them, each real folder once.
///
/// Roots are compared by device and inode after resolving the root's own symlinks, so `Xcode`, `Xcode/`
/// and a link to `Xcode` are one root; DeviceSupport folders are compared the same way, so a parent
/// root and one of its DeviceSupport folders given together do not count that folder twice.
struct RootScan {
    /// Absolute, resolved, distinct roots, in the order given.
    private(set) var roots: [String] = []
    private(set) var folders: [SupportFolder] = []
    private(set) var links: [LinkedSupportFolder] = []

    /// `explicit`: the user named the roots, so a missing one is an error rather than nothing to clean.
    init(_ given: [String], explicit: Bool) throws {
        let scanner = SupportFolderScanner()
        var seenRoots = Set<[UInt64]>()
        var seenFolders = Set<[UInt64]>()
        for root in given {
            if !explicit, !FileManager.default.fileExists(atPath: root) {
                // Said as it is: nothing found, in this absolute place.
                roots.append(URL(fileURLWithPath: root).standardizedFileURL.path)
                continue
            }
            let listing = try scanner.supportFolders(in: root)
            guard seenRoots.insert([listing.root.device, listing.root.inode]).inserted else { continue }
            roots.append(listing.root.path)
            folders += listing.folders.filter { seenFolders.insert([$0.device, $0.inode]).inserted }
            links += listing.links.filter { link in !links.contains(link) }
        }
    }
}
