/// Where each file reference of a project is on disk, worked out through the group tree from the main
/// group down: a `sourceTree` of `<group>` is relative to the enclosing group, `SOURCE_ROOT` to the
/// project's folder, `<absolute>` is absolute; `BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR` and any
/// other build variable put a reference (and everything below it) outside the source tree (nil).
///
/// The walk keeps its own stack, so a deep tree cannot overflow the thread's; a group met again on its
/// own path (a cycle) or a child id the file lacks is noted and skipped.
struct GroupTree {
    /// The absolute path of every reference reached, or nil when it is outside the source tree.
    private(set) var paths: [String: String?] = [:]
    private(set) var problems: [ProjectModelProblem] = []
    let sourceRoot: String

    /// The container objects whose `children` the walk follows.
    static let groupTypes: Set<String> = [
        "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup",
    ]

    init(objects: PBXObjects, sourceRoot: String) {
        self.sourceRoot = sourceRoot
        guard let mainID = objects.root.string("mainGroup") else {
            problems.append(ProjectModelProblem(file: objects.file, message: "its PBXProject has no mainGroup"))
            return
        }
        guard objects.object(mainID) != nil else {
            problems.append(ProjectModelProblem(file: objects.file, message: "its mainGroup \(mainID) is not in the file"))
            return
        }
        // Depth first with the walk's own stack; `onPath` holds the groups from the main group down to
        // the current one, so a group met again among them is a cycle.
        enum Step {
            case enter(id: String, parent: String?)
            case leave(id: String)
        }
        var stack: [Step] = [.enter(id: mainID, parent: sourceRoot)]
        var onPath: Set<String> = []
        while let step = stack.popLast() {
            guard case .enter(let id, let parentPath) = step else {
                if case .leave(let id) = step { onPath.remove(id) }
                continue
            }
            guard let object = objects.object(id) else {
                problems.append(ProjectModelProblem(file: objects.file, message: "a group lists \(id), which is not in the file"))
                continue
            }
            if onPath.contains(id) {
                problems.append(ProjectModelProblem(file: objects.file, message: "\(object.label) is inside itself (a cycle of groups)"))
                continue
            }
            if paths[id] != nil { continue }  // in two groups: the first place wins
            let path = Self.path(of: object, parent: parentPath, sourceRoot: sourceRoot)
            paths[id] = .some(path)
            guard Self.groupTypes.contains(object.isa) else { continue }
            onPath.insert(id)
            stack.append(.leave(id: id))
            for child in object.ids("children").reversed() { stack.append(.enter(id: child, parent: path)) }
        }
    }

    /// The path of a reference whose enclosing group is at `parent` (nil: outside the source tree).
    static func path(of object: PBXObject, parent: String?, sourceRoot: String) -> String? {
        let path = object.string("path") ?? ""
        switch object.string("sourceTree") ?? "<group>" {
        case "<group>": return parent.map { ProjectPath.join($0, path) }
        case "SOURCE_ROOT": return ProjectPath.join(sourceRoot, path)
        case "<absolute>": return path.hasPrefix("/") ? ProjectPath.normalized(path) : nil
        default: return nil
        }
    }

    /// The path of reference `id`: from the tree when the walk reached it, else as if it were in the
    /// main group (where Xcode shows a reference no group lists).
    func path(of id: String, in objects: PBXObjects) -> String? {
        if let known = paths[id] { return known }
        guard let object = objects.object(id) else { return nil }
        return Self.path(of: object, parent: sourceRoot, sourceRoot: sourceRoot)
    }
}
