import Foundation

/// The `.devtools.yml` that applies to each file: the nearest one in the file's folder or above it, as
/// SwiftLint's nested configurations work, so a subproject's own config governs the files below it
/// wherever the run starts. Each folder is looked up once per run.
public struct NestedConfigurations {
    let loader: ConfigurationLoader
    let workingDirectory: String
    /// Used where no config file is found above a file.
    let fallback: Configuration
    private var byFolder: [String: Configuration] = [:]
    private var byFile: [String: Configuration] = [:]
    private var lastFolder: (folder: String, configuration: Configuration)?

    public init(loader: ConfigurationLoader, workingDirectory: String, fallback: Configuration) {
        self.loader = loader
        self.workingDirectory = workingDirectory
        self.fallback = fallback
        if let path = fallback.filePath { byFile[path] = fallback }
    }

    /// The configuration for a file (absolute path). Throws the config file's one-line error.
    public mutating func configuration(for file: String) throws -> Configuration {
        // By bytes: this runs once per file of a run, and NSString's path methods cost more. Files come
        // folder by folder, so the previous file's folder is tried first.
        if let last = lastFolder, Self.isFile(file, directlyIn: last.folder) { return last.configuration }
        guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return fallback }
        let folder = slash == file.startIndex ? "/" : String(file[..<slash])
        let found = try configuration(forFolder: folder)
        lastFolder = (folder, found)
        return found
    }

    /// Whether `file` is `folder` + `/` + a name without a slash, by bytes.
    private static func isFile(_ file: String, directlyIn folder: String) -> Bool {
        file.withUTF8Bytes { file in
            folder.withUTF8Bytes { folder in
                guard file.count > folder.count + 1, folder.count > 1, file.starts(withBytes: folder),
                    file[folder.count] == UInt8(ascii: "/")
                else { return false }
                return !file[(folder.count + 1)...].contains(UInt8(ascii: "/"))
            }
        }
    }

    private mutating func configuration(forFolder folder: String) throws -> Configuration {
        if let known = byFolder[folder] { return known }
        let candidate = (folder as NSString).appendingPathComponent(ConfigurationLoader.fileName)
        let found: Configuration
        if FileManager.default.fileExists(atPath: candidate) {
            if let loaded = byFile[candidate] {
                found = loaded
            } else {
                found = try loader.load(file: candidate, displayPath: PathResolver.display(candidate, relativeTo: workingDirectory))
                byFile[candidate] = found
            }
        } else {
            let parent = (folder as NSString).deletingLastPathComponent
            found = parent == folder || parent.isEmpty ? fallback : try configuration(forFolder: parent)
        }
        byFolder[folder] = found
        return found
    }
}
