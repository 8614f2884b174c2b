import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a workspace still exists, told apart from "cannot be told": a project on an external disk
/// that is not mounted, or in a folder this process may not read (macOS privacy protection, another
/// user), looks gone to a plain `stat`, and its build products must not be removed for that.
enum WorkspacePresence: Equatable {
    case exists
    case gone
    case unknown(String)

    static func check(_ path: String) -> WorkspacePresence {
        var info = stat()
        if lstat(path, &info) == 0 { return .exists }
        switch errno {
        case ENOENT, ENOTDIR: break
        case let code: return .unknown("cannot check it (\(String(cString: strerror(code))))")
        }
        // A volume that is not mounted: its folder under /Volumes is missing.
        if let volume = Self.volume(of: path), lstat(volume, &info) != 0 {
            return .unknown("its volume \(volume) is not mounted")
        }
        // Gone only if the nearest folder above it that exists can be listed.
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, folder != "/" {
            if lstat(folder, &info) == 0 { break }
            guard errno == ENOENT || errno == ENOTDIR else {
                return .unknown("cannot check \(folder) (\(String(cString: strerror(errno))))")
            }
            folder = (folder as NSString).deletingLastPathComponent
        }
        guard access(folder, R_OK | X_OK) == 0, let listing = opendir(folder) else {
            return .unknown("\(folder) cannot be read (\(String(cString: strerror(errno))))")
        }
        closedir(listing)
        return .gone
    }

    /// `/Volumes/Disk` for `/Volumes/Disk/…`: where macOS mounts other disks.
    private static func volume(of path: String) -> String? {
        guard path.hasPrefix("/Volumes/"), let name = path.dropFirst(9).split(separator: "/").first else { return nil }
        return "/Volumes/" + name
    }
}
