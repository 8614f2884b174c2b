import DevToolsCore
import Foundation
import ProjectModel

/// Which tables code can read, by the bundle it is built into, as the project's own files say (see
/// `ProjectModel`): `NSLocalizedString` without a bundle reads `Bundle.main`, which is the app for the
/// app's code, the extension for a widget's, and the tests' own bundle for a test target's.
///
/// - An app, app extension, widget or watch app reads the tables it ships (its variant groups and the
///   `.lproj` folders its resources hold).
/// - A test or UI-test target is checked against its own tables only, and not at all when it has none:
///   its lookups (`app.buttons[NSLocalizedString("Login", …)]`) are the tests', not the app's.
/// - A framework's code reads the app that links it (`Bundle.main`), so every table; and so does code
///   no target builds, or any code when there is no project: today's rules.
/// - Without a project, code under a test folder (`Tests`, `UITests`, `AppTests`) reads only tables
///   under that folder.
struct LookupBundles: Sendable {
    /// What code in one file can look up.
    enum Reach: Equatable, Sendable {
        /// Any table of the name the lookup gives.
        case everyTable
        /// The tables in these groups (folders holding `.lproj` folders or String Catalogs) or under these folders.
        case tables(groups: Set<String>, folders: [String], owner: Owner)

        /// Whether code of this reach reads the tables of the group at `group`.
        func reaches(group: String) -> Bool {
            switch self {
            case .everyTable: return true
            case .tables(let groups, let folders, _):
                return groups.contains(group) || folders.contains { group == $0 || group.hasPrefix($0 + "/") }
            }
        }

        /// Whether the code is built only into extensions that ship no table at all (simplenote's widget):
        /// its lookups read any table of the name, as before, but its users never see a translation.
        var shipsNoTable: Bool { owner?.kind == .extensionWithoutTables }

        /// The targets of code built only into extensions that ship no table (`shipsNoTable`), as the
        /// report names them ("the Widget target", "the targets A, B").
        var targetNames: String? {
            guard let owner, owner.kind == .extensionWithoutTables else { return nil }
            return owner.names.contains(",") ? "the targets \(owner.names)" : "the \(owner.names) target"
        }

        /// Whether the code is checked against its own tables only: a test target's (or a test folder's),
        /// or an app's that ships none (a sample or showcase app beside the real one).
        var isTestCode: Bool { owner.map { [.tests, .appWithoutTables].contains($0.kind) } ?? false }

        private var owner: Owner? {
            if case .tables(_, _, let owner) = self { return owner }
            return nil
        }
    }

    /// Whose code a reach is: the targets that compile it (or a test folder, without a project), and what
    /// they are, which decides how their lookups are judged.
    struct Owner: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            /// Targets that ship tables: their lookups read those.
            case shipping
            /// Unit- or UI-test targets, or a test folder: their lookups are their own.
            case tests
            /// An app that ships no table (a sample app): its lookups are its own.
            case appWithoutTables
            /// Extensions that ship no table: their lookups read any table of the name, and no
            /// translation of them is shown.
            case extensionWithoutTables
        }

        var kind: Kind
        /// The targets' names, sorted and joined (or the test folder).
        var names: String
    }

    private let targets: [ProjectTarget]
    /// Each source file → the targets (indexes into `targets`) that compile it.
    private let compiledBy: [String: [Int]]
    /// The reach of each set of targets that compile some file, worked out once (thousands of files
    /// share a few sets).
    private let reachByOwners: [[Int]: Reach]

    /// The folders of the projects (`.xcodeproj`, workspaces) when every project of the run was read
    /// whole: code below one of them that no target compiles is built into nothing. Empty otherwise
    /// (a package, an XcodeGen spec, a project read with a problem): then such code keeps today's rules.
    private let completeProjectFolders: [String]
    /// The folders of the run's projects (read whole or not).
    private let projectFolders: [String]

    init(models: [ProjectModel]) {
        projectFolders = models.map { ($0.path as NSString).deletingLastPathComponent }
        completeProjectFolders =
            !models.isEmpty && models.allSatisfy { [.xcodeProject, .workspace].contains($0.kind) && $0.problems.isEmpty }
            ? models.map { ($0.path as NSString).deletingLastPathComponent } : []
        let targets = models.flatMap(\.targets)
        var compiledBy: [String: [Int]] = [:]
        compiledBy.reserveCapacity(targets.reduce(0) { $0 + $1.sourceFiles.count })
        for (index, target) in targets.enumerated() {
            for file in target.sourceFiles { compiledBy[file, default: []].append(index) }
        }
        var reachByOwners: [[Int]: Reach] = [:]
        for owners in Set(compiledBy.values) { reachByOwners[owners] = Self.reach(of: owners.map { targets[$0] }) }
        self.targets = targets
        self.compiledBy = compiledBy
        self.reachByOwners = reachByOwners
    }

    /// The reach of the code in `file` (absolute).
    func reach(ofCodeIn file: String) -> Reach {
        guard let owners = compiledBy[file], let reach = reachByOwners[owners] else {
            guard let folder = Self.testFolder(of: file) else { return .everyTable }
            return .tables(groups: [], folders: [folder], owner: Owner(kind: .tests, names: folder))
        }
        return reach
    }

    /// Whether the file at `path` (absolute) ships only in targets whose own code looks no key up
    /// (`codeWithLookups`, absolute): mac-mouse-fix's `XCStringsDummyApp`, whose `main.m` and
    /// `AppDelegate.m` look nothing up, ships six catalogs that Markdown templates and scripts read.
    /// False when no target ships it.
    func shipsOnlyWithCodeThatLooksNothingUp(_ path: String, codeWithLookups: Set<String>) -> Bool {
        let owners = targets.filter { $0.ships(path) }
        return !owners.isEmpty && owners.allSatisfy { !$0.sourceFiles.contains(where: codeWithLookups.contains) }
    }

    /// The `.xcodeproj` of a project the run did not read that builds the code in `file` (absolute), when
    /// no target of the run's projects compiles it: the nearest folder above it, below the run's
    /// projects, that holds one (Element's `compound-ios/Inspector/Inspector.xcodeproj`, a component
    /// gallery app beside the app's package, whose `Text("Buttons")` was judged against the app's
    /// table: 42 false `missing-key`). Nil when a `Package.swift` or `project.yml` comes first (a package
    /// is judged against every table, as before). `folders` caches, by folder, what it holds.
    func unreadProject(building file: String, folders: inout [String: String?]) -> String? {
        guard compiledBy[file] == nil, projectFolders.contains(where: { file.hasPrefix($0 + "/") }) else { return nil }
        var folder = (file as NSString).deletingLastPathComponent
        while folder.count > 1, !projectFolders.contains(folder) {
            let found: String?
            if let known = folders[folder] {
                found = known
            } else {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                if names.contains(where: { $0 == "Package.swift" || $0 == "project.yml" }) {
                    found = ""
                } else {
                    found = names.first { $0.hasSuffix(".xcodeproj") }.map { folder + "/" + $0 }
                }
                folders[folder] = .some(found)
            }
            if let found { return found.isEmpty ? nil : found }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The Swift compilation conditions some build of the code in `file` (absolute) sets: those of every
    /// target that compiles it. Nil when no target does or one does not say them all.
    func compilationConditions(ofCodeIn file: String) -> Set<String>? {
        guard let owners = compiledBy[file] else { return nil }
        var conditions: Set<String> = []
        for owner in owners {
            guard let own = targets[owner].compilationConditions else { return nil }
            conditions.formUnion(own)
        }
        return conditions
    }

    /// The reach of code that reads what `files` (absolute) hold: that of every target building any of
    /// them, test targets left out when another builds one; every table when one is built by none.
    func reach(ofCodeInAny files: [String]) -> Reach {
        var owners = Set<Int>()
        for file in files {
            guard let own = compiledBy[file] else { return .everyTable }
            owners.formUnion(own)
        }
        // Tests that read the constant say nothing of what the app shows (lockwise's specs).
        let shipped = owners.filter { ![.unitTest, .uiTest].contains(targets[$0].kind) }
        let sorted = (shipped.isEmpty ? owners : shipped).sorted()
        return reachByOwners[sorted] ?? Self.reach(of: sorted.map { targets[$0] })
    }

    /// Whether no target builds the code in `file` (absolute): codeapp's `ImageEditorExtension.swift`,
    /// in no target of its project, is no app code, and its `Text("Loading Image")` was reported missing
    /// from every translation. Only Swift, Objective-C and C sources (headers are in no build phase)
    /// below a project read whole, with no other project or `Package.swift` between them and it
    /// (Sequel-Ace's `Frameworks/SPMySQLFramework` has its own `.xcodeproj`, which the app's project
    /// builds), and not under `Pods` or `Carthage`. `describesItsBuild` caches, by folder, whether it
    /// holds such a description.
    func isUnbuilt(_ file: String, describesItsBuild: inout [String: Bool]) -> Bool {
        guard !completeProjectFolders.isEmpty, compiledBy[file] == nil, let dot = file.lastIndex(of: "."),
            ["swift", "m", "mm", "c", "cc", "cpp"].contains(file[file.index(after: dot)...]),
            !file.contains("/Pods/"), !file.contains("/Carthage/"),
            let root = completeProjectFolders.filter({ file.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count })
        else { return false }
        var folder = (file as NSString).deletingLastPathComponent
        while folder.count > root.count {
            let own: Bool
            if let known = describesItsBuild[folder] {
                own = known
            } else {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                own = names.contains { $0 == "Package.swift" || $0 == "project.yml" || $0.hasSuffix(".xcodeproj") }
                describesItsBuild[folder] = own
            }
            if own { return false }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return true
    }

    /// The reach of code that `owners` (one target or more) compile.
    private static func reach(of owners: [ProjectTarget]) -> Reach {
        if owners.contains(where: { [.framework, .other].contains($0.kind) }) { return .everyTable }
        // The folders of their `.lproj` tables and of the String Catalogs they ship.
        let catalogFolders = owners.flatMap(\.resourceFiles).filter { $0.hasSuffix(".xcstrings") }.map {
            ($0 as NSString).deletingLastPathComponent
        }
        let groups = Set(
            owners.flatMap { $0.localizedTables.flatMap { $0.files.map { Self.group(ofLocalized: $0.path) } } } + catalogFolders)
        // Resources that may hold `.lproj` folders: folder references and `.lproj` folders, not files.
        let folders = owners.flatMap(\.resourceFiles).filter { $0.hasSuffix(".lproj") || !ProjectPathName.hasExtension($0) }
        let isTest = owners.allSatisfy { [.unitTest, .uiTest].contains($0.kind) }
        let names = owners.map(\.name).sorted().joined(separator: ", ")
        if !isTest, groups.isEmpty, folders.isEmpty {
            // An app shipping no tables at all (a sample or showcase app beside the real one): its
            // `Bundle.main` has none, so its lookups are its own. An extension's code keeps today's rule
            // (any table of the name), but is known to ship none: a translation of a key only it looks up
            // is never shown.
            let isApp = owners.contains { [.app, .watchApp].contains($0.kind) }
            return .tables(groups: [], folders: [], owner: Owner(kind: isApp ? .appWithoutTables : .extensionWithoutTables, names: names))
        }
        return .tables(groups: groups, folders: folders, owner: Owner(kind: isTest ? .tests : .shipping, names: names))
    }

    /// The folder holding the `.lproj` folder of a localized file.
    static func group(ofLocalized path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(min(2, parts.count))
        return parts.joined(separator: "/")
    }

    /// The test folder a file is in, by name (`Tests`, `UITests`, `AppTests`, `Specs`), up to and
    /// including it; nil outside one.
    static func testFolder(of file: String) -> String? {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        guard let index = parts.firstIndex(where: { $0.hasSuffix("Tests") || $0 == "Specs" }) else { return nil }
        return parts[...index].joined(separator: "/")
    }

    /// The projects of the run: the nearest at or above `folder`, else those in its folders one and two
    /// levels down (an app's repository often keeps its `.xcodeproj` in a subfolder). A project that
    /// cannot be read is left out: its code keeps today's rules.
    static func projects(around folder: String, cache: ProjectModelCache = ProjectModelCache()) -> [ProjectModel] {
        var search = AppProjectSearch()
        if let file = search.project(above: PathResolver.absolute(folder, relativeTo: FileManager.default.currentDirectoryPath)) {
            return cache.model(at: file).map { [$0] } ?? []
        }
        var models: [ProjectModel] = []
        for child in FolderList.subfolders(of: folder) {
            for candidate in [child] + FolderList.subfolders(of: child) {
                if let file = ProjectModel.appProjectFile(in: candidate), let model = cache.model(at: file) { models.append(model) }
            }
        }
        return models
    }
}

/// A path's last component's extension, or none.
private enum ProjectPathName {
    static func hasExtension(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        return name.dropFirst().contains(".")
    }
}

/// The folders a project may sit in: a folder's subfolders, leaving out hidden ones, bundles and
/// packages (`.xcodeproj`, `.lproj`, `.framework`) and dependency checkouts (`Pods`, `Carthage`).
private enum FolderList {
    static func subfolders(of folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().compactMap { name in
            guard !name.hasPrefix("."), !name.contains("."), !["Pods", "Carthage", "node_modules", "build", "DerivedData"].contains(name)
            else { return nil }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue ? path : nil
        }
    }
}
