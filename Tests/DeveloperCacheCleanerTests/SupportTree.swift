import DevToolsTestSupport
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Builds DeviceSupport-shaped trees in a temporary folder: a root holding `<Platform> DeviceSupport`
/// folders, version folders with small files, and whatever hostile entries a test needs.
final class SupportTree {
    let base: URL
    /// The root given to the cleaner.
    let root: URL
    /// A folder outside the root that must survive everything.
    let outside: URL

    init() throws {
        base = try TemporaryTree.make([:])
        root = base.appendingPathComponent("Xcode")
        outside = base.appendingPathComponent("Outside")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: outside.appendingPathComponent("precious.txt"))
    }

    deinit { try? FileManager.default.removeItem(at: base) }

    /// A finished version folder with `files` small files, last used `daysAgo` days ago.
    @discardableResult
    func version(_ name: String, platform: String = "iOS", files: Int = 2, daysAgo: Double = 0, finished: Bool = true) throws -> URL {
        let folder = root.appendingPathComponent("\(platform) DeviceSupport").appendingPathComponent(name)
        let symbols = folder.appendingPathComponent("Symbols")
        try FileManager.default.createDirectory(at: symbols, withIntermediateDirectories: true)
        for index in 0..<files {
            try Data(repeating: UInt8(index), count: 5_000).write(to: symbols.appendingPathComponent("file\(index)"))
        }
        if finished {
            try Data().write(to: folder.appendingPathComponent(".finalized"))
        } else {
            try Data("copying".utf8).write(to: folder.appendingPathComponent(".tmp"))
        }
        try setTimes(folder, daysAgo: daysAgo)
        return folder
    }

    func setTimes(_ url: URL, daysAgo: Double) throws {
        let seconds = time_t(Date().timeIntervalSince1970 - daysAgo * 86_400)
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        guard utimensat(AT_FDCWD, url.path, &times, AT_SYMLINK_NOFOLLOW) == 0 else { throw POSIXError(.EIO) }
    }

    func supportFolder(_ platform: String = "iOS") -> URL {
        root.appendingPathComponent("\(platform) DeviceSupport")
    }

    func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    /// Every path below `base` with its type, size, inode and times: equal before and after a run that
    /// must change nothing. Folders are read with `O_NOATIME` so that taking the snapshot does not itself
    /// move access times.
    func snapshot() throws -> [String] {
        var lines: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? base.path : base.appendingPathComponent(relative).path
            var info = stat()
            lstat(path, &info)
            #if os(macOS)
                let (atime, mtime) = (info.st_atimespec, info.st_mtimespec)
            #else
                let (atime, mtime) = (info.st_atim, info.st_mtim)
            #endif
            lines.append(
                "\(relative) \(info.st_mode) \(info.st_size) \(info.st_ino) \(atime.tv_sec).\(atime.tv_nsec) \(mtime.tv_sec).\(mtime.tv_nsec)"
            )
            guard (info.st_mode & S_IFMT) == S_IFDIR else { continue }
            #if os(Linux)
                let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | 0o1000000)  // O_NOATIME
            #else
                let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
            #endif
            guard fd >= 0, let stream = fdopendir(fd) else { continue }
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                if name != ".", name != ".." { pending.append(relative.isEmpty ? name : relative + "/" + name) }
            }
            closedir(stream)
        }
        return lines.sorted()
    }
}
