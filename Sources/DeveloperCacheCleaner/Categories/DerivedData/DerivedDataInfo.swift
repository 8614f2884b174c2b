import Foundation

/// A project folder's `info.plist`: the workspace (or project) it was built from and when Xcode last
/// opened it.
struct DerivedDataInfo: Sendable, Equatable {
    let workspacePath: String
    let lastAccessed: Date?

    /// Reads `<folder>/info.plist`; the failure says what is wrong with it.
    static func read(folder: String) -> Result<DerivedDataInfo, PropertyListFile.Failure> {
        PropertyListFile.dictionary(at: folder + "/info.plist").flatMap { plist in
            guard let path = plist["WorkspacePath"] as? String, path.hasPrefix("/") else {
                return .failure(.notADictionary)
            }
            return .success(DerivedDataInfo(workspacePath: path, lastAccessed: plist["LastAccessedDate"] as? Date))
        }
    }
}
