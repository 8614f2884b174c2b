/// Folders compete for "newest" only within their platform and device model; folders without a model
/// code form their platform's own group.
struct OSGroup: Hashable, CustomStringConvertible {
    let platform: DeviceSupportPlatform
    let model: String?

    init(_ item: CleanupItem) {
        platform = item.platform ?? .iOS  // every device-support item has one
        model = item.parsed?.model
    }

    var description: String { model.map { "\(platform.rawValue) \($0)" } ?? platform.rawValue }
}

/// One OS release: version and build. The architecture suffix is not part of it, so `16.4.1 (20E252)`
/// and `16.4.1 (20E252) arm64e` are the same OS.
struct OSIdentity: Hashable, Comparable {
    let version: OSVersion
    let build: OSBuild?

    init(_ name: VersionFolderName) {
        version = name.version
        build = name.build
    }

    static func < (lhs: OSIdentity, rhs: OSIdentity) -> Bool {
        if lhs.version != rhs.version { return lhs.version < rhs.version }
        switch (lhs.build, rhs.build) {
        case let (left?, right?): return left < right
        case (nil, .some): return true
        default: return false
        }
    }
}
