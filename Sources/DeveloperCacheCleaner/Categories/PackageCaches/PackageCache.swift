/// One package manager's folder in `~/Library`, and whether it is a cache at all.
struct PackageCache: Sendable {
    /// Under `~`.
    let relativePath: String
    let owner: String
    /// `false` for a folder that holds configuration or security data: listed, never removed.
    let isCache: Bool

    static let known: [PackageCache] = [
        PackageCache(relativePath: "Library/Caches/org.swift.swiftpm", owner: "SwiftPM's package cache", isCache: true),
        // Despite its place beside the cache, this holds SwiftPM's configuration (mirrors, registries)
        // and the fingerprints that detect a package's tag being moved: deleting it loses settings and
        // weakens that check, so it is never removed.
        PackageCache(relativePath: "Library/org.swift.swiftpm", owner: "SwiftPM's configuration and package fingerprints", isCache: false),
        PackageCache(relativePath: "Library/Caches/org.carthage.CarthageKit", owner: "Carthage's cache", isCache: true),
        PackageCache(relativePath: "Library/Caches/CocoaPods", owner: "CocoaPods' cache", isCache: true),
        PackageCache(relativePath: "Library/Caches/com.apple.dt.Xcode/Downloads", owner: "Xcode's download cache", isCache: true),
    ]
}
