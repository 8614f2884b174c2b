import DevToolsCore
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names in one folder, read through a descriptor opened without following a link and, where
/// allowed, without updating the folder's access time: listing a cache must not make it look used.
enum FolderEntries {
    /// Entry names in byte order, without `.` and `..`; `shown` names the folder in the error.
    static func names(in folder: String, shownAs shown: String? = nil) throws -> [String] {
        let fd = DirectoryDescriptor.open(folder)
        guard fd >= 0, let stream = fdopendir(fd) else {
            let reason = String(cString: strerror(errno))
            if fd >= 0 { close(fd) }
            throw ToolError(path: shown ?? folder, "cannot read folder (\(reason))")
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            if !DirectoryEntryName.isDotOrDotDot(entry) { names.append(DirectoryEntryName.string(entry)) }
        }
        return names.sorted()
    }

    /// The visible entries (no dot-files: Finder's and Xcode's bookkeeping), or none when the folder
    /// cannot be read; `problems` gets the one-line reason.
    static func visibleNames(in folder: String, problems: inout [String]) -> [String] {
        do {
            return try names(in: folder).filter { !$0.hasPrefix(".") }
        } catch {
            problems.append("\(error)")
            return []
        }
    }
}
