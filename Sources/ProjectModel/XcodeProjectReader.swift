/// Reads an `.xcodeproj` (its `project.pbxproj`) into a model: the project's regions and each native
/// target with its files. A broken reference inside the file (an id it lacks, a cycle of groups) is one
/// problem in the model and the rest is read; a file that cannot be read at all is a thrown problem.
enum XcodeProjectReader {
    static func read(projectAt path: String, readingTargets: Bool) throws(ProjectModelProblem) -> ProjectModel {
        let project = ProjectPath.absolute(path)
        let file = path.hasSuffix("/") ? path + "project.pbxproj" : path + "/project.pbxproj"
        let objects: PBXObjects
        switch ProjectFileReader.data(at: file).flatMap({ PBXObjects.parse($0, file: file) }) {
        case .success(let parsed): objects = parsed
        case .failure(let problem): throw problem
        }
        let root = objects.root
        let knownRegions = root.fields["knownRegions"] == nil ? nil : root.strings("knownRegions")
        guard readingTargets else {
            return ProjectModel(
                path: project, kind: .xcodeProject, developmentRegion: root.string("developmentRegion"), knownRegions: knownRegions)
        }
        let sourceRoot = ProjectPath.join(ProjectPath.parent(project), root.string("projectDirPath") ?? "")
        let tree = GroupTree(objects: objects, sourceRoot: sourceRoot)
        var folders = SynchronizedFolders(objects: objects, tree: tree)
        var problems = tree.problems
        var targets: [ProjectTarget] = []
        let projectName = String(ProjectPath.name(project).dropLast(".xcodeproj".count))
        for id in root.ids("targets") {
            guard let target = objects.object(id) else {
                problems.append(ProjectModelProblem(file: file, message: "the project lists target \(id), which is not in the file"))
                continue
            }
            guard target.isa == "PBXNativeTarget" else { continue }
            var reader = TargetReader(objects: objects, tree: tree, target: target)
            var built = reader.read(project: project)
            let synchronized = folders.members(of: target)
            built.sourceFiles = unique(built.sourceFiles + synchronized.sources)
            built.resourceFiles = unique(built.resourceFiles + synchronized.resources)
            built.localizedTables += synchronized.tables
            let settings = BuildSettings(target: target, objects: objects, tree: tree)
            built.infoPlist = settings.infoPlist(sourceRoot: sourceRoot, targetName: built.name, projectName: projectName)
            built.infoPlistSettings = settings.values(prefixed: "INFOPLIST_KEY_")
            built.compilationConditions = settings.compilationConditions
            // A generated Info.plist always names the bundle after its product (Loop's `InfoPlist.strings`
            // translates `CFBundleName`, which no file or setting of the project spells).
            if settings.value("GENERATE_INFOPLIST_FILE") == "YES", built.infoPlistSettings["CFBundleName"] == nil {
                built.infoPlistSettings["CFBundleName"] = "$(PRODUCT_NAME)"
            }
            if built.kind == .app, settings.value("SDKROOT") == "watchos" { built.kind = .watchApp }
            if built.kind == .appExtension, let plist = built.infoPlist,
                let point = InfoPlistFile.extensionPoint(at: plist), TargetKind.widgetExtensionPoints.contains(point)
            {
                built.kind = .widgetExtension
            }
            problems += reader.problems
            targets.append(built)
        }
        problems += folders.problems
        return ProjectModel(
            path: project, kind: .xcodeProject, developmentRegion: root.string("developmentRegion"),
            knownRegions: knownRegions, targets: targets,
            problems: unique(problems))
    }

    static func unique<Element: Hashable>(_ elements: [Element]) -> [Element] {
        var seen: Set<Element> = []
        return elements.filter { seen.insert($0).inserted }
    }
}

/// Reads one native target's build phases: its compiled sources, copied resources and localized tables.
private struct TargetReader {
    let objects: PBXObjects
    let tree: GroupTree
    let target: PBXObject
    private(set) var problems: [ProjectModelProblem] = []

    init(objects: PBXObjects, tree: GroupTree, target: PBXObject) {
        self.objects = objects
        self.tree = tree
        self.target = target
    }

    private var name: String { target.string("name") ?? target.id }

    mutating func read(project: String) -> ProjectTarget {
        let productType = target.string("productType")
        var built = ProjectTarget(name: name, kind: TargetKind(productType: productType), productType: productType, project: project)
        for phaseID in target.ids("buildPhases") {
            guard let phase = object(phaseID, "a build phase") else { continue }
            // A Copy Files phase ships what it copies too (a plug-ins folder into SharedSupport, an
            // extension's resources): as resources.
            guard ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXCopyFilesBuildPhase"].contains(phase.isa) else { continue }
            for buildFileID in phase.ids("files") {
                guard let buildFile = object(buildFileID, "a build file of its \(phase.isa)") else { continue }
                guard let referenceID = buildFile.string("fileRef") else { continue }  // a package product
                guard let reference = object(referenceID, "the file of build file \(buildFileID)") else { continue }
                if reference.isa == "PBXVariantGroup" {
                    built.localizedTables.append(table(of: reference))
                } else if let path = tree.path(of: referenceID, in: objects) {
                    if phase.isa == "PBXSourcesBuildPhase" { built.sourceFiles.append(path) } else { built.resourceFiles.append(path) }
                }
            }
        }
        built.sourceFiles = XcodeProjectReader.unique(built.sourceFiles)
        built.resourceFiles = XcodeProjectReader.unique(built.resourceFiles)
        return built
    }

    /// A variant group as a table: one file per child, its locale the child's `.lproj` folder (or name).
    private mutating func table(of group: PBXObject) -> LocalizedTable {
        var files: [LocalizedFile] = []
        for childID in group.ids("children") {
            guard let child = object(childID, "a file of variant group \(group.id)"), let path = tree.path(of: childID, in: objects) else {
                continue
            }
            let locale = LocalizedPath(child.string("path") ?? "")?.locale ?? child.string("name") ?? ProjectPath.name(path)
            files.append(LocalizedFile(locale: locale, path: path))
        }
        return LocalizedTable(name: group.string("name") ?? group.string("path") ?? group.id, files: files)
    }

    /// The object `id`, or nil and a problem saying that `role` is missing.
    private mutating func object(_ id: String, _ role: String) -> PBXObject? {
        if let found = objects.object(id) { return found }
        problems.append(
            ProjectModelProblem(file: objects.file, message: "target '\(name)' names \(id) as \(role), which is not in the file"))
        return nil
    }
}
