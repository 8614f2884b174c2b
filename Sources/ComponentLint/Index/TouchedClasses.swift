import SourceFacts

/// The classes a run's reported files touch, when findings are wanted in only a few files (a commit
/// hook's staged files): every class they declare or add methods to, and each such class's superclasses
/// up to a root.
///
/// The rules read a class's methods only when judging that class or one of its subclasses (a method
/// that must call super looks for the nearest superclass implementing it); every other question (a
/// chain, a declaration, whether a class is a controller, is subclassed or is created, a component's
/// controller by name) the index and the outlines answer for the whole project. So the other files need
/// only their outlines (see `FileOutline`), and those that declare or add methods to a touched class are
/// read whole: the findings in the reported files are the same as when every file is read whole.
struct TouchedClasses {
    private var names: Set<String> = []
    /// The classes the reported files declare or add methods to: the only ones that can have a finding
    /// there (see `ComponentLintContext.judged`).
    private(set) var judged: Set<String> = []
    /// Bit `n` is set when some touched name is `n` bytes long (see `isTouched`).
    private var lengths: UInt64 = 0

    /// `facts` holds every file's facts or outline, `reported` marks (by position) the files findings are
    /// wanted in; those are read whole.
    init(_ facts: [FileFacts], reported: [Bool]) {
        var pending: [String] = []
        func touch(_ name: String) {
            if names.insert(name).inserted { pending.append(name) }
        }
        for file in facts.indices where reported[file] {
            for declaration in facts[file].classes { touch(declaration.name) }
            for method in facts[file].methods { touch(method.className) }
        }
        judged = names
        // Every file read whole (facts kept from lint-strings' scan, or none recorded yet): no outline
        // to read whole, so no chain to follow.
        guard facts.indices.contains(where: { facts[$0].outline != nil }) else { return }
        // Each class's superclass as its declarations name it; a second, different one (two targets may
        // name different ones) aside, as it is rare.
        var superclass: [String: String] = [:]
        var otherSuperclasses: [(name: String, superclass: String)] = []
        superclass.reserveCapacity(facts.count)
        for file in facts.indices {
            for declaration in facts[file].classes {
                guard let named = declaration.superclass else { continue }
                if let known = superclass.updateValue(named, forKey: declaration.name), known != named {
                    superclass[declaration.name] = known
                    otherSuperclasses.append((declaration.name, named))
                }
            }
        }
        while let name = pending.popLast() {
            for other in otherSuperclasses where other.name == name && !FrameworkClasses.isRoot(other.superclass) {
                touch(other.superclass)
            }
            // A framework class's superclass too: a project's category on `UIViewController` adds methods
            // that a chain through it reads. No walk passes a root, whose own methods are never read for a
            // subclass (`NSObject` has many extensions).
            for next in [superclass[name], FrameworkClasses.superclass(of: name)] {
                if let next, !FrameworkClasses.isRoot(next) { touch(next) }
            }
        }
        for name in names where name.utf8.count < 64 { lengths |= 1 << UInt64(name.utf8.count) }
    }

    /// Whether the file at `index` was read as its outline and declares or adds methods to a touched
    /// class. Its fields are read in place: the facts are not copied (a copy retains each of its lists).
    func touchesOutline(of facts: [FileFacts], at index: Int) -> Bool {
        guard let outline = facts[index].outline else { return false }
        return facts[index].classes.contains { isTouched($0.name) } || outline.methodClasses.contains(where: isTouched)
    }

    /// A touched class's name has one of a few lengths: most names are told apart by that alone, without
    /// hashing them.
    private func isTouched(_ name: String) -> Bool {
        let length = name.utf8.count
        return length < 64 ? lengths & (1 << UInt64(length)) != 0 && names.contains(name) : names.contains(name)
    }
}
