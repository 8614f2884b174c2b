/// An app's project as its own files describe it: the targets, what kind each is, the files each
/// ships, its localized tables and Info.plist, and the project's development region and languages.
///
/// Read from an Xcode project (`X.xcodeproj/project.pbxproj`), a workspace (the projects and packages
/// its `contents.xcworkspacedata` lists), an XcodeGen spec (`project.yml`, for apps that do not commit
/// their `.xcodeproj`) or a SwiftPM package (its conventional layout, or SwiftPM's own reading of
/// `Package.swift` when the layout is its own).
public struct ProjectModel: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case xcodeProject, workspace, package
        /// An XcodeGen spec (`project.yml`).
        case xcodeGen
    }

    /// The `.xcodeproj` or `.xcworkspace` read, or the folder of the `Package.swift`: absolute.
    public var path: String
    public var kind: Kind
    /// `developmentRegion` of an Xcode project, `defaultLocalization` of a package; for a workspace,
    /// that of the first member that states it.
    public var developmentRegion: String?
    /// `knownRegions` of an Xcode project as written; nil when the project does not list them.
    public var knownRegions: [String]?
    /// The targets, in the project's order; for a workspace, every member's.
    public var targets: [ProjectTarget]
    /// For a workspace: the projects and packages it lists that could be read.
    public var members: [ProjectModel]
    /// True for a package: its targets were found by SwiftPM's conventional layout, not from the
    /// targets `Package.swift` declares (which only SwiftPM itself can evaluate).
    public var usesConventionalLayout: Bool
    /// What could not be read, one note each (a reference to an id the file lacks, a member of a
    /// workspace that is missing); the rest of the model stands.
    public var problems: [ProjectModelProblem]

    public init(
        path: String, kind: Kind, developmentRegion: String? = nil, knownRegions: [String]? = nil, targets: [ProjectTarget] = [],
        members: [ProjectModel] = [], usesConventionalLayout: Bool = false, problems: [ProjectModelProblem] = []
    ) {
        self.path = path
        self.kind = kind
        self.developmentRegion = developmentRegion
        self.knownRegions = knownRegions
        self.targets = targets
        self.members = members
        self.usesConventionalLayout = usesConventionalLayout
        self.problems = problems
    }

    /// The targets that ship the file at `path` (relative to the current folder, or absolute): those
    /// that compile it, copy it, or hold it as a localized file. Empty: the file is in no target.
    public func owningTargets(of path: String) -> [ProjectTarget] {
        let absolute = ProjectPath.absolute(path)
        return targets.filter { $0.ships(absolute) }
    }

    /// The target named `name`, if any.
    public func target(named name: String) -> ProjectTarget? {
        targets.first { $0.name == name }
    }
}
