import Foundation
import Yams

/// Reads an XcodeGen spec (`project.yml`, and the files its `include:` names), the project description
/// of apps that do not commit their `.xcodeproj` (element's `Riot.xcodeproj` holds no `project.pbxproj`):
/// each target's kind (`type:`), its files (`sources:` folders and files, with `excludes:`/`includes:`
/// globs, `buildPhase:` and `type: folder`), its localized tables, its Info.plist (`info: path:` or
/// `INFOPLIST_FILE`), and `options.developmentLanguage`. Paths are relative to the file that states them.
///
/// Target templates are applied (`XcodeGenTemplates`). What the reader does not evaluate (project
/// references, other `${…}` substitutions, multi-platform targets)
/// is one problem naming the spec: the model then decides nothing, as for any project read with a
/// problem, rather than hide a shipped table.
enum XcodeGenReader {
    static func read(specAt path: String, readingTargets: Bool) throws(ProjectModelProblem) -> ProjectModel {
        let spec = ProjectPath.absolute(path)
        let root = ProjectPath.parent(spec)
        var problems: [ProjectModelProblem] = []
        var targets: [(name: String, body: [String: Any], base: String)] = []
        var options: [String: Any] = [:]
        var templates: [String: [String: Any]] = [:]
        var pending = [spec]
        var seen: Set<String> = []
        while let file = pending.popLast() {
            guard seen.insert(file).inserted, seen.count <= 64 else { continue }
            let document = try load(file)
            let base = ProjectPath.parent(file)
            if let own = document["options"] as? [String: Any] { options.merge(own) { first, _ in first } }
            for (name, body) in (document["targetTemplates"] as? [String: Any]) ?? [:] {
                if templates[name] == nil, let body = body as? [String: Any] { templates[name] = body }
            }
            if document["projectReferences"] != nil {
                problems.append(ProjectModelProblem(file: file, message: "uses XcodeGen project references, which are not read"))
            }
            for (name, body) in (document["targets"] as? [String: Any]) ?? [:] {
                targets.append((name, (body as? [String: Any]) ?? [:], base))
            }
            for entry in (document["include"] as? [Any]) ?? [] {
                let included = (entry as? String) ?? ((entry as? [String: Any])?["path"] as? String)
                if let included { pending.append(ProjectPath.join(base, included)) }
            }
        }
        var model = ProjectModel(
            path: spec, kind: .xcodeGen, developmentRegion: (options["developmentLanguage"] as? String) ?? "en", problems: problems)
        guard readingTargets else { return model }
        let applied = XcodeGenTemplates(templates)
        for (name, stated, base) in targets.sorted(by: { $0.name < $1.name }) {
            let body: [String: Any]
            switch applied.apply(to: stated, targetName: name) {
            case .success(let merged): body = merged
            case .failure(let missing):
                model.problems.append(
                    ProjectModelProblem(
                        file: spec, message: "target \(name) uses the template \(missing.name), which the spec does not define"))
                continue
            }
            if name.contains("${") || body["platform"] is [Any] {
                model.problems.append(
                    ProjectModelProblem(
                        file: spec, message: "target \(name) is built for several platforms or named through ${…}, which is not read"))
                continue
            }
            var target = ProjectTarget(
                name: name, kind: TargetKind(productType: body["type"] as? String), productType: body["type"] as? String, project: spec)
            for source in sources(of: body) {
                guard !source.path.contains("${") else {
                    model.problems.append(
                        ProjectModelProblem(file: spec, message: "target \(name) names a source with ${…}, which is not read"))
                    continue
                }
                add(source, base: base, to: &target)
            }
            target.infoPlist = infoPlist(of: body, base: base, root: root)
            model.targets.append(target)
        }
        return model
    }

    private static func load(_ file: String) throws(ProjectModelProblem) -> [String: Any] {
        let data: Data
        switch ProjectFileReader.data(at: file) {
        case .success(let read): data = read
        case .failure(let problem): throw problem
        }
        guard let text = String(data: data, encoding: .utf8) else { throw ProjectModelProblem(file: file, message: "is not UTF-8 text") }
        do {
            guard let document = try Yams.load(yaml: text) as? [String: Any] else {
                throw ProjectModelProblem(file: file, message: "is not an XcodeGen spec (no mapping at its top)")
            }
            return document
        } catch let problem as ProjectModelProblem {
            throw problem
        } catch {
            throw ProjectModelProblem(
                file: file, message: "is not valid YAML (\(String(describing: error).split(separator: "\n").first ?? ""))")
        }
    }

    /// One entry of a target's `sources:`.
    struct Source {
        var path: String
        var excludes: [String] = []
        var includes: [String] = []
        var buildPhase: String?
        var isFolderReference = false
    }

    static func sources(of body: [String: Any]) -> [Source] {
        let entries: [Any] = (body["sources"] as? [Any]) ?? ((body["sources"] as? String).map { [$0] } ?? [])
        return entries.compactMap { entry in
            if let path = entry as? String { return Source(path: path) }
            guard let spec = entry as? [String: Any], let path = spec["path"] as? String else { return nil }
            let phase = (spec["buildPhase"] as? String) ?? ((spec["buildPhase"] as? [String: Any])?.keys.first)
            return Source(
                path: path, excludes: (spec["excludes"] as? [String]) ?? [], includes: (spec["includes"] as? [String]) ?? [],
                buildPhase: phase, isFolderReference: spec["type"] as? String == "folder")
        }
    }

    private static func add(_ source: Source, base: String, to target: inout ProjectTarget) {
        let path = ProjectPath.join(base, source.path)
        if source.isFolderReference || ProjectFileReader.isFolder(path) != true {
            guard source.buildPhase != "none", FileManager.default.fileExists(atPath: path) else { return }
            let roles = FolderItemRoles(items: [ProjectPath.name(path)], root: ProjectPath.parent(path))
            if source.isFolderReference || source.buildPhase == "resources" {
                target.resourceFiles.append(path)
            } else {
                target.sourceFiles += roles.sources
                target.resourceFiles += roles.resources
                target.localizedTables += roles.tables
            }
            return
        }
        let excludes = source.excludes.map(XcodeGenGlob.init)
        let includes = source.includes.map(XcodeGenGlob.init)
        let items = FolderContents(root: path).items.filter { item in
            !excludes.contains { $0.matches(item) } && (includes.isEmpty || includes.contains { $0.matches(item) })
        }
        let roles = FolderItemRoles(items: items, root: path)
        switch source.buildPhase {
        case "none": return
        case "resources": target.resourceFiles += roles.sources + roles.resources
        case "sources": target.sourceFiles += roles.sources + roles.resources
        default:
            target.sourceFiles += roles.sources
            target.resourceFiles += roles.resources
        }
        target.localizedTables += roles.tables
    }

    private static func infoPlist(of body: [String: Any], base: String, root: String) -> String? {
        if let info = body["info"] as? [String: Any], let path = info["path"] as? String { return ProjectPath.join(base, path) }
        let settings = body["settings"] as? [String: Any]
        let value = (settings?["INFOPLIST_FILE"] as? String) ?? ((settings?["base"] as? [String: Any])?["INFOPLIST_FILE"] as? String)
        guard let value, !value.contains("$") else { return nil }
        return ProjectPath.join(root, value)
    }
}
