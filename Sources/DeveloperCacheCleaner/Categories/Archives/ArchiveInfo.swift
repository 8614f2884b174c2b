import Foundation

/// What an `.xcarchive`'s `Info.plist` says. Archive folder names are written in the user's locale
/// (`MyApp 5-4-24, 7.17 PM.xcarchive`, with ` 2` added on a collision) and are never parsed: everything
/// comes from here.
struct ArchiveInfo: Sendable, Equatable {
    let name: String
    let bundleIdentifier: String
    let version: String
    let build: String
    let created: Date
    /// A distribution to App Store Connect succeeded.
    let uploaded: Bool

    static func read(archive: String) -> Result<ArchiveInfo, PropertyListFile.Failure> {
        PropertyListFile.dictionary(at: archive + "/Info.plist").flatMap { plist in
            let application = plist["ApplicationProperties"] as? [String: Any] ?? [:]
            guard let identifier = application["CFBundleIdentifier"] as? String, !identifier.isEmpty,
                let created = plist["CreationDate"] as? Date
            else { return .failure(.notADictionary) }
            let distributions = plist["Distributions"] as? [[String: Any]] ?? []
            let uploaded = distributions.contains { distribution in
                (distribution["uploadEvent"] as? [String: Any])?["state"] as? String == "success"
            }
            return .success(
                ArchiveInfo(
                    name: plist["Name"] as? String ?? plist["SchemeName"] as? String ?? identifier,
                    bundleIdentifier: identifier,
                    version: application["CFBundleShortVersionString"] as? String ?? "?",
                    build: application["CFBundleVersion"] as? String ?? "?",
                    created: created, uploaded: uploaded))
        }
    }
}
