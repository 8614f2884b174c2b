import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a small property list (XML or binary) inside a category's tree, defensively: opened without
/// following a link (a plist that is a symlink could point anywhere), refused above `limit` bytes (a
/// "plist bomb" must not take the run's memory), and parsed by Foundation, whose errors become a
/// one-line reason. Only a dictionary at the top is accepted.
enum PropertyListFile {
    /// Xcode's own plists here are a few kilobytes.
    static let limit = 1 << 20
    /// Objects a binary plist may expand to; Xcode's hold dozens.
    static let expansionLimit = 100_000

    enum Failure: Error, CustomStringConvertible {
        case missing
        case unreadable(String)
        case tooLarge(Int)
        case notAPropertyList
        case notADictionary
        case expands(Int)

        var description: String {
            switch self {
            case .missing: "is missing"
            case .unreadable(let reason): "cannot be read (\(reason))"
            case .tooLarge(let bytes): "is \(bytes) bytes, too large for what it should hold"
            case .notAPropertyList: "is not a property list"
            case .notADictionary: "is not a dictionary"
            case .expands(let limit): "expands to more than \(limit) objects through shared references (a plist bomb)"
            }
        }
    }

    static func dictionary(at path: String) -> Result<[String: Any], Failure> {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            return .failure(errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno))))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.unreadable("not a regular file")) }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge(Int(info.st_size))) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, $0.count - done) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return .failure(.unreadable(count == 0 ? "shorter than its size" : String(cString: strerror(errno)))) }
            done += count
        }
        if let count = BinaryPropertyListShape.expandedCount(bytes, limit: expansionLimit), count > expansionLimit {
            return .failure(.expands(expansionLimit))
        }
        guard let value = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) else {
            return .failure(.notAPropertyList)
        }
        guard let dictionary = value as? [String: Any] else { return .failure(.notADictionary) }
        return .success(dictionary)
    }
}
