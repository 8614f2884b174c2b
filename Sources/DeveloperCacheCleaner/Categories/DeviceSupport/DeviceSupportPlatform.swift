/// The platforms Xcode keeps a `<Platform> DeviceSupport` folder for.
public enum DeviceSupportPlatform: String, Codable, Sendable, CaseIterable {
    case iOS
    case watchOS
    case tvOS
    case visionOS
    case xrOS
    case macOS

    static let folderSuffix = " DeviceSupport"

    /// The platform of a folder named `iOS DeviceSupport`, `watchOS DeviceSupport`, …
    public init?(folderName: String) {
        guard folderName.hasSuffix(Self.folderSuffix) else { return nil }
        self.init(rawValue: String(folderName.dropLast(Self.folderSuffix.count)))
    }
}
