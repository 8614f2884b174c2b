/// A target of a project: what it builds and the files it ships. Paths are absolute and normalised
/// (no `.` or `..`); a file outside the source tree (`BUILT_PRODUCTS_DIR`, `SDKROOT`) is left out.
public struct ProjectTarget: Sendable, Equatable {
    public var name: String
    public var kind: TargetKind
    /// Xcode's `productType` as written; nil for a package's target.
    public var productType: String?
    /// The project that declares the target: its `.xcodeproj`, or the folder of its `Package.swift`.
    public var project: String
    /// The files its Sources build phase compiles (and a synchronized folder's compiled files).
    public var sourceFiles: [String]
    /// The files its Resources build phase copies, apart from localized tables.
    public var resourceFiles: [String]
    /// Its localized resources (variant groups, `.lproj` files).
    public var localizedTables: [LocalizedTable]
    /// `INFOPLIST_FILE` of its build configurations, resolved against the project's folder.
    public var infoPlist: String?
    /// The Info.plist entries its build settings give (`INFOPLIST_KEY_NSCameraUsageDescription`), by key:
    /// Xcode writes them into the generated Info.plist, with `CFBundleName` (`$(PRODUCT_NAME)`) when
    /// `GENERATE_INFOPLIST_FILE` is on.
    public var infoPlistSettings: [String: String] = [:]
    /// The Swift compilation conditions some build configuration of the target sets
    /// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `OTHER_SWIFT_FLAGS = -D …`): code under `#if` of a
    /// condition none sets is never compiled. Nil when the project does not say them all (a target of a
    /// package or an XcodeGen spec, a base `.xcconfig` that is not in the tree, a value naming another
    /// setting).
    public var compilationConditions: Set<String>?

    public init(
        name: String, kind: TargetKind, productType: String? = nil, project: String, sourceFiles: [String] = [],
        resourceFiles: [String] = [], localizedTables: [LocalizedTable] = [], infoPlist: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.productType = productType
        self.project = project
        self.sourceFiles = sourceFiles
        self.resourceFiles = resourceFiles
        self.localizedTables = localizedTables
        self.infoPlist = infoPlist
    }

    /// Whether the target ships the file at `path` (absolute and normalised): one of its sources,
    /// resources or localized files, or a file inside one of them (a folder reference, an asset catalog).
    public func ships(_ path: String) -> Bool {
        let members = sourceFiles + resourceFiles + localizedTables.flatMap { $0.files.map(\.path) }
        return members.contains { path == $0 || path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
    }
}
