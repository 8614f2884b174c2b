import Foundation

/// Checks a cache folder before a run uses it: a path that is a file, or a folder that cannot be created
/// or written, is a one-line error naming it, rather than a cache silently never written.
public enum CacheFolder {
    public static func usable(_ path: String, shownAs shown: String) throws -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw ToolError(path: shown, "is a file, not a folder (--cache-path needs a folder)") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw ToolError(path: shown, "cannot create the cache folder (\(reason(of: error)))")
            }
        }
        guard access(path, W_OK | X_OK) == 0 else {
            throw ToolError(path: shown, "cache folder is not writable (\(PathFailureReason.systemMessage(errno)))")
        }
        return path
    }

    private static func reason(of error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain { return PathFailureReason.systemMessage(Int32(code)) }
        return (error as NSError).localizedDescription
    }
}
