import DeveloperCacheCleaner
import Foundation
import Testing

/// How the report counts the entries it removes: by kind, as a reader counts them.
@Suite("Entry counts")
struct EntryTallyTests {
    @Test func entriesAreCountedAsFoldersFilesAndLinks() {
        func item(_ name: String, folder: Bool = true, link: Bool = false) -> CleanupItem {
            CleanupItem(
                path: "/x/" + name, parent: "/x", name: name, isSymlink: link, isFolder: folder, device: 1, inode: 1, lastUsed: Date())
        }
        #expect(EntryTally([item("a")]).spoken == "1 folder")
        #expect(EntryTally([item("a"), item("b"), item("c"), item("d.db", folder: false)]).spoken == "3 folders and 1 file")
        #expect(EntryTally([item("a"), item("b", folder: false), item("c", link: true)]).spoken == "1 folder, 1 file and 1 link")
        #expect(EntryTally([item("a", folder: false), item("b", folder: false)]).spoken == "2 files")
        #expect(EntryTally([CleanupItem]()).spoken == "0 entries")
    }
}
