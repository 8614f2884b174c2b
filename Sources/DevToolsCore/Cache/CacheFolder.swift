import Foundation

/// The linters' cache folder: where it is, and the rules that keep the cache from touching anything it
/// did not write.
///
/// A folder the cache uses carries a `CACHEDIR.TAG` (the Cache Directory Tagging Specification, which
/// backup tools honour) that says devtools made it. A folder named by `--cache-path` is used as it is
/// when it is new, empty, tagged by devtools, or holds only files the cache itself writes (a cache from
/// before the tag); a folder that holds anything else (a project folder, `~/.cache`) is used through its
/// subfolder `devtools`. Within it, trimming and `devtools cache clear` remove only files whose names and
/// first bytes are the cache's own (`CacheEntryKind`), never anything else.
public enum CacheFolder {
    static let tagName = "CACHEDIR.TAG"
    static let tagSignature = "Signature: 8a477f597d28d172789f06886806bc55"
    static let tagText = """
        \(tagSignature)
        # This file is a cache directory tag created by devtools (the linters' cache).
        # For information about cache directory tags, see https://bford.info/cachedir/

        """
    /// The folder used inside a `--cache-path` that holds other files.
    public static let subfolderName = "devtools"

    /// Who a folder belongs to, judged from what it holds.
    enum Ownership: Equatable {
        /// Tagged by devtools.
        case devtools
        /// Empty, or holding only files the cache writes: the cache may tag it and use it.
        case unclaimed
        /// Holding anything else, or tagged by another tool.
        case foreign
    }

    /// The folder a run caches in for `path`, created and tagged when needed: `path` itself, or its
    /// subfolder `devtools` when `path` holds files of others. A path that is a file, or a folder that
    /// cannot be created or written, is a one-line error naming it, rather than a cache silently never written.
    public static func prepare(_ path: String, shownAs shown: String) throws -> String {
        if let folder = try claim(path, shownAs: shown) { return folder }
        let inner = (path as NSString).appendingPathComponent(subfolderName)
        if let folder = try claim(inner, shownAs: (shown as NSString).appendingPathComponent(subfolderName)) { return folder }
        throw ToolError(
            path: shown,
            "holds files devtools did not write, and so does its subfolder devtools; name a new or empty folder for --cache-path"
        )
    }

    /// `path`, made usable and tagged, when the cache may use it; nil when it holds others' files.
    private static func claim(_ path: String, shownAs shown: String) throws -> String? {
        try makeUsable(path, shownAs: shown)
        switch ownership(of: path) {
        case .devtools: return path
        case .unclaimed:
            try tag(path, shownAs: shown)
            return path
        case .foreign: return nil
        }
    }

    /// The devtools cache at `path` or in its subfolder `devtools`, for `devtools cache clear`; nil when
    /// there is none (nothing to remove). A path that is a file is an error.
    public static func existing(_ path: String, shownAs shown: String) throws -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
        guard isFolder.boolValue else { throw ToolError(path: shown, "is a file, not a cache folder") }
        if ownership(of: path) != .foreign { return path }
        let inner = (path as NSString).appendingPathComponent(subfolderName)
        return ownership(of: inner) == .devtools ? inner : nil
    }

    static func ownership(of folder: String) -> Ownership {
        guard case .success(let entries) = DirectoryReader.entries(of: folder) else { return .foreign }
        var onlyCacheFiles = true
        for entry in entries {
            let path = (folder as NSString).appendingPathComponent(entry.name)
            if entry.name == tagName {
                return isDevToolsTag(path) ? .devtools : .foreign
            }
            if onlyCacheFiles && CacheEvictionEntry.recognised(path, name: entry.name) == nil { onlyCacheFiles = false }
        }
        return onlyCacheFiles ? .unclaimed : .foreign
    }

    private static func isDevToolsTag(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, let data = FileManager.default.contents(atPath: path),
            data.count < 4096
        else { return false }
        let text = String(decoding: data, as: UTF8.self)
        return text.hasPrefix(tagSignature) && text.contains("devtools")
    }

    private static func tag(_ folder: String, shownAs shown: String) throws {
        let path = (folder as NSString).appendingPathComponent(tagName)
        do {
            try Data(tagText.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ToolError(path: shown, "cannot mark the cache folder (\(PathFailureReason.systemMessage(errno)))")
        }
    }

    private static func makeUsable(_ path: String, shownAs shown: String) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw ToolError(path: shown, "is a file, not a folder (--cache-path needs a folder)") }
        } else if (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) == nil {
            throw ToolError(path: shown, "cannot create the cache folder (\(whyNotCreated(path)))")
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw ToolError(path: shown, "cache folder is not writable (\(PathFailureReason.systemMessage(errno)))")
        }
    }

    /// The system's words (`Permission denied`, `Not a directory`): `mkdir` of the first missing
    /// component says them, where Foundation's error does not.
    private static func whyNotCreated(_ path: String) -> String {
        var missing = path
        while true {
            let parent = (missing as NSString).deletingLastPathComponent
            if parent == missing || parent.isEmpty || FileManager.default.fileExists(atPath: parent) { break }
            missing = parent
        }
        if mkdir(missing, 0o755) == 0 {  // it worked this time: nothing to explain
            rmdir(missing)
            return "try again"
        }
        return PathFailureReason.systemMessage(errno)
    }
}
