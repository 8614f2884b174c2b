import DevToolsCore
import SourceFacts

/// The files of a run split where one index for all would resolve a class wrongly: a class name that
/// two targets each declare with a different superclass (`Foo : CKComponent` in one, `Foo : UIView` in
/// another). One index takes the first declaration in path order for every file; here each such target
/// gets an index of its own, in which its own files come first, so its files see its own `Foo` (then any
/// other target's, then the rest as today). Every other file keeps the one index in path order.
///
/// Without such a name, or without a project, there is one group: today's index exactly, and the
/// project is not even looked for.
struct TargetGroups {
    /// One index's files and the files whose findings it reports.
    struct Group {
        /// Positions in the run's facts, in the order the index reads them: the group's own files first.
        let order: [Int]
        /// The files (as the facts name them) whose findings come from this group's index.
        let reported: Set<String>
    }

    /// The groups, or nil when one index in path order serves every file.
    let groups: [Group]?

    /// `index`: the one index in path order, which says whether any class name is declared with two
    /// different superclasses; only then can targets disagree, and only then is the project read.
    init(facts: [FileFacts], files: [SourceFile], index: ProjectIndex) {
        self.init(facts: facts, targets: index.hasConflictingSuperclasses ? FileTargets(files).targets : nil)
    }

    /// `targets`: each file's targets, in the facts' order; nil when no name could conflict.
    private init(facts: [FileFacts], targets: [[String]]?) {
        guard let targets else {
            groups = nil
            return
        }
        // name → target → the superclasses its declarations there name; a file counts for its first target.
        var superclasses: [String: [String: Set<String>]] = [:]
        for file in facts.indices {
            guard let target = targets[file].first else { continue }
            for declaration in facts[file].classes {
                guard let superclass = declaration.superclass else { continue }
                superclasses[declaration.name, default: [:]][target, default: []].insert(superclass)
            }
        }
        var split: Set<String> = []
        for byTarget in superclasses.values where byTarget.count > 1 {
            if Set(byTarget.values.flatMap { $0 }).count > 1 { split.formUnion(byTarget.keys) }
        }
        guard !split.isEmpty else {
            groups = nil
            return
        }
        var groups: [Group] = []
        for target in split.sorted() {
            let own = facts.indices.filter { targets[$0].first == target }
            let others = facts.indices.filter { targets[$0].first != target }
            groups.append(Group(order: own + others, reported: Set(own.map { facts[$0].file })))
        }
        let rest = facts.indices.filter { targets[$0].first.map { !split.contains($0) } ?? true }
        groups.append(Group(order: Array(facts.indices), reported: Set(rest.map { facts[$0].file })))
        self.groups = groups
    }
}
