import Foundation

/// What a target's Info.plist says about the kind of target: the extension point it extends.
enum InfoPlistFile {
    /// `NSExtension.NSExtensionPointIdentifier` of the Info.plist at `path`; nil when the file is absent,
    /// unreadable or does not say.
    static func extensionPoint(at path: String) -> String? {
        guard case .success(let data) = ProjectFileReader.data(at: path, limit: 1 << 20),
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any],
            let ext = plist["NSExtension"] as? [String: Any]
        else { return nil }
        return ext["NSExtensionPointIdentifier"] as? String
    }
}
