import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The items of a folder as Xcode's synchronized folders and SwiftPM see them: every regular file below
/// it, and every wrapper folder (`.xcassets`, `.bundle`, …) as one item, by relative path in name order.
/// Hidden entries are skipped; a symlink counts as what it points to, but a symlinked folder is not
/// entered (a link loop cannot make the walk endless); FIFOs and devices are skipped. At most
/// `itemLimit` items and `depthLimit` levels are read; past them the walk stops and says so.
struct FolderContents {
    private(set) var items: [String] = []
    private(set) var problem: ProjectModelProblem?

    static let itemLimit = 200_000
    static let depthLimit = 64

    /// `root`'s items; `asItems` names folders (relative paths) to take as one item, as a synchronized
    /// folder's `explicitFolders` does.
    init(root: String, asItems: Set<String> = []) {
        guard ProjectFileReader.isFolder(root) == true else {
            problem = ProjectModelProblem(file: root, message: "is not a folder")
            return
        }
        var stack: [(relative: String, depth: Int)] = [("", 0)]
        while let (relative, depth) = stack.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let entries = Self.entries(of: folder) else { continue }
            var subfolders: [String] = []
            for (name, known) in entries.sorted(by: { $0.name < $1.name }) where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                switch known ?? Self.kind(of: folder + "/" + name) {
                case .file: items.append(path)
                case .folder where FileRole.isWrapper(name) || asItems.contains(path): items.append(path)
                case .linkedFolder where FileRole.isWrapper(name) || asItems.contains(path): items.append(path)
                case .folder: subfolders.append(path)
                case .linkedFolder, .other: continue
                }
            }
            if items.count > Self.itemLimit {
                problem = ProjectModelProblem(file: root, message: "holds more than \(Self.itemLimit) files; only those were read")
                break
            }
            if depth + 1 > Self.depthLimit, !subfolders.isEmpty {
                problem = ProjectModelProblem(
                    file: root, message: "is more than \(Self.depthLimit) folders deep; the deeper ones were not read")
                continue
            }
            for subfolder in subfolders.reversed() { stack.append((subfolder, depth + 1)) }
        }
        items.sort()
    }

    private enum EntryKind { case file, folder, linkedFolder, other }

    /// The names in `folder` with their kind when the directory entry tells it (a file or a folder, not a
    /// link: one `lstat` saved for each of a synchronized folder's thousands of files); nil when the folder
    /// cannot be read.
    private static func entries(of folder: String) -> [(name: String, kind: EntryKind?)]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, kind: EntryKind?)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let kind: EntryKind? =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_REG): .file
                case Int32(DT_DIR): .folder
                default: nil  // a link, or a file system that does not say: `lstat` decides
                }
            entries.append((name, kind))
        }
        return entries
    }

    private static func kind(of path: String) -> EntryKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        let isLink = (info.st_mode & S_IFMT) == S_IFLNK
        if isLink, stat(path, &info) != 0 { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return isLink ? .linkedFolder : .folder
        default: return .other
        }
    }
}
