/// What a DeviceSupport version folder's name says: `[model ]version[ (build)][ arch]`.
///
/// Forms seen in the wild: `16.4 (20E247)`, `16.4.1 (20E252) arm64e`, `iPhone15,2 17.4 (21E219)`,
/// `Watch6,1 10.0 (21R356)`, `AppleTV14,1 26.6 (23L773)`, `RealityDevice14,1 27.0 (24M5355a)` and a bare
/// `10.16`. Anything else is not a version folder.
public struct VersionFolderName: Hashable, Sendable {
    /// A device model code such as `iPhone15,2`, when the name starts with one.
    public let model: String?
    public let version: OSVersion
    public let build: OSBuild?
    /// A trailing architecture such as `arm64e`.
    public let architecture: String?

    public init?(_ name: String) {
        var words = name.split(separator: " ", omittingEmptySubsequences: false)[...]
        guard let first = words.first else { return nil }
        var model: String?
        if Self.isModelCode(first) {
            model = String(first)
            words = words.dropFirst()
        }
        guard let versionWord = words.first, let version = OSVersion(versionWord) else { return nil }
        words = words.dropFirst()
        var build: OSBuild?
        if let word = words.first, word.hasPrefix("("), word.hasSuffix(")"), word.count > 2 {
            guard let parsed = OSBuild(word.dropFirst().dropLast()) else { return nil }
            build = parsed
            words = words.dropFirst()
        }
        var architecture: String?
        if let word = words.first, Self.isArchitecture(word) {
            architecture = String(word)
            words = words.dropFirst()
        }
        guard words.isEmpty else { return nil }
        self.model = model
        self.version = version
        self.build = build
        self.architecture = architecture
    }

    /// `iPhone15,2`, `Watch6,1`, `AppleTV14,1`, `RealityDevice14,1`, `iPad8,1`, `Mac14,2`.
    static func isModelCode(_ word: Substring) -> Bool {
        let letters = word.prefix { $0.isASCII && $0.isLetter }
        let rest = word.dropFirst(letters.count)
        let parts = rest.split(separator: ",", omittingEmptySubsequences: false)
        return !letters.isEmpty && parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }

    static func isArchitecture(_ word: Substring) -> Bool {
        word.hasPrefix("arm64") || word.hasPrefix("x86_64") || word == "armv7" || word == "armv7s" || word == "i386"
    }
}
