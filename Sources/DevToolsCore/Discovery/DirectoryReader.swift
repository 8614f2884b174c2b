import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lists a folder with `readdir`, using the entry type it reports so that most entries need no `stat`
/// (about five times faster than `FileManager` on large trees).
enum DirectoryReader {
    enum Kind { case directory, regularFile, symlink, other, unknown }

    struct Entry {
        let name: String
        let kind: Kind
    }

    /// The entries of `path` except `.` and `..`, or the `errno` of the failure.
    static func entries(of path: String) -> Result<[Entry], POSIXError> {
        guard let stream = opendir(path) else {
            return .failure(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
        }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let pointer = readdir(stream) {
            if DirectoryEntryName.isDotOrDotDot(pointer) { continue }
            entries.append(Entry(name: DirectoryEntryName.string(pointer), kind: kind(of: pointer.pointee.d_type)))
        }
        return .success(entries)
    }

    /// Whether `path` can be opened as a folder, without reading it: `nil`, or the `errno` of the failure.
    static func openFailure(_ path: String) -> POSIXError? {
        guard let stream = opendir(path) else { return POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        closedir(stream)
        return nil
    }

    private static func kind(of type: UInt8) -> Kind {
        switch Int32(type) {
        case Int32(DT_DIR): .directory
        case Int32(DT_REG): .regularFile
        case Int32(DT_LNK): .symlink
        case Int32(DT_UNKNOWN): .unknown
        default: .other
        }
    }
}
