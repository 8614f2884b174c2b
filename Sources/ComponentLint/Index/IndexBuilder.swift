import SourceFacts

/// Builds the index's tables from the run's facts: every declaration and method finds its class's
/// position (one hash lookup per run of them in a file), the references to them are laid out class by
/// class (counted, then placed), and every class's chain is resolved once.
///
/// Nothing is copied from the facts but class names (shared, not duplicated: a `String` copy is a
/// reference), so the index of a 50 MB source takes tens of megabytes rather than over a hundred.
struct IndexBuilder {
    let files: [FileFacts]
    var names: [String] = []
    var positions = NameTable(capacity: 0)
    var records: [ClassRecord] = []
    /// Class `p`'s declarations are `declarationReferences[declarationStarts[p] ..< declarationStarts[p + 1]]`
    /// for the scanned classes (`p < scannedCount`), in file order; the same for methods.
    var declarationStarts: [Int32] = []
    var declarationReferences: [FactReference] = []
    var methodStarts: [Int32] = []
    var methodReferences: [FactReference] = []
    /// Classes that some file declares or adds methods to come first, in the order they are met.
    var scannedCount = 0
    /// The superclass `resolveChain` looked up last, and its position.
    private var lastSuperclass: (name: String, position: Int32)?

    init(files: [FileFacts]) {
        self.files = files
        // Each file's lists are read field by field: a `FileFacts` copied whole (as `for file in files` or a
        // key path do) retains and releases every one of its arrays and strings.
        var declarationCounts: [Int] = [], methodCounts: [Int] = []
        declarationCounts.reserveCapacity(files.count)
        methodCounts.reserveCapacity(files.count)
        for file in files.indices {
            declarationCounts.append(files[file].classes.count)
            methodCounts.append(files[file].methods.count)
        }
        let declared = declarationCounts.reduce(0, +)
        let defined = methodCounts.reduce(0, +)
        // Declarations name almost every class; classes known only by their methods are few.
        positions = NameTable(capacity: declared + FrameworkClasses.superclass.count)
        names.reserveCapacity(declared + FrameworkClasses.superclass.count)
        records.reserveCapacity(declared + FrameworkClasses.superclass.count)
        declarationStarts.reserveCapacity(declared + 1)
        methodStarts.reserveCapacity(declared + 1)
        // Counted per class first (`declarationStarts` and `methodStarts` hold the counts until placed).
        var declarationOwners: [Int32] = []
        var methodOwners: [Int32] = []
        declarationOwners.reserveCapacity(declared)
        methodOwners.reserveCapacity(defined)
        for file in files.indices {
            var last: Int32 = -1
            var firstDeclared: Int32 = -1
            let classes = files[file].classes
            for item in classes.indices {
                let found = position(classes[item].name, after: last)
                declarationOwners.append(found)
                declarationStarts[Int(found)] += 1
                switch classes[item].kind {
                case .implementation, .swiftClass: records[Int(found)].traits.formUnion([.implemented, .declaredAsClass])
                case .interface: records[Int(found)].traits.insert(.declaredAsClass)
                case .category, .classExtension: break
                }
                if firstDeclared < 0 { firstDeclared = found }
                last = found
            }
            // A file defines its classes' methods in the order it declares the classes: from the first, each
            // method's class is the previous method's or the one after it.
            if firstDeclared >= 0 { last = firstDeclared }
            for method in files[file].methods {
                let found = position(method.className, after: last)
                methodOwners.append(found)
                methodStarts[Int(found)] += 1
                last = found
            }
        }
        scannedCount = names.count
        declarationReferences = Self.place(declarationOwners, starts: &declarationStarts, in: declarationCounts)
        methodReferences = Self.place(methodOwners, starts: &methodStarts, in: methodCounts)
        // The framework table's classes too, so `UIButton` or `ASTextNode` is answered by one lookup.
        for name in FrameworkClasses.superclass.keys {
            let position = positions.position(of: name, in: names) ?? append(name)
            records[Int(position)].traits.insert(.frameworkClass)
        }
        var path: [Int32] = []
        for start in 0..<records.count where !records[start].traits.contains(.resolved) {
            resolveChain(from: Int32(start), path: &path)
        }
    }

    /// The position of `name`, made if new. A file's declarations and methods come in runs of one
    /// class, and its classes in the order they were added, so the previous position and the one after
    /// it are tried before the table (a comparison costs less than a hash).
    @inline(__always)
    private mutating func position(_ name: String, after last: Int32) -> Int32 {
        if last >= 0, names[Int(last)] == name { return last }
        if last >= 0, Int(last) + 1 < names.count, names[Int(last) + 1] == name { return last + 1 }
        // One hash for a new name as for a known one: the entry is made with the next position in place.
        let next = Int32(names.count)
        let found = positions.position(of: name, orInsert: next, in: names)
        guard found == next else { return found }
        names.append(name)
        records.append(ClassRecord(traits: .named(name)))
        declarationStarts.append(0)
        methodStarts.append(0)
        return next
    }

    /// A class after the scanned ones (a framework class, or one met on a chain only): it has no
    /// declarations or methods.
    private mutating func append(_ name: String) -> Int32 {
        let position = Int32(names.count)
        _ = positions.position(of: name, orInsert: position, in: names)
        names.append(name)
        records.append(ClassRecord(traits: .named(name)))
        return position
    }

    /// Turns per-class counts into starts and the owners into references grouped by class, each class's
    /// in file order: the counts become running ends, and walking the items backwards moves each end
    /// down to its class's start while placing the item there. `itemCounts` gives each file's items.
    private static func place(_ owners: [Int32], starts: inout [Int32], in itemCounts: [Int]) -> [FactReference] {
        var total: Int32 = 0
        for position in starts.indices {
            total += starts[position]
            starts[position] = total
        }
        starts.append(total)
        var references = [FactReference](repeating: FactReference(file: 0, item: 0), count: owners.count)
        var owner = owners.count
        for file in itemCounts.indices.reversed() {
            for item in stride(from: itemCounts[file] - 1, through: 0, by: -1) {
                owner -= 1
                let position = Int(owners[owner])
                starts[position] -= 1
                references[Int(starts[position])] = FactReference(file: file, item: item)
            }
        }
        return references
    }

    /// The superclass the first declaring file names, if any.
    private func declaredSuperclass(of position: Int) -> String? {
        guard position < scannedCount else { return nil }
        for index in Int(declarationStarts[position])..<Int(declarationStarts[position + 1]) {
            let reference = declarationReferences[index]
            if let superclass = files[Int(reference.file)].classes[Int(reference.item)].superclass { return superclass }
        }
        return nil
    }

    /// Whether the class at `position` comes from outside the tree: no scanned file declares it as a class
    /// (an `@interface`, an `@implementation`, a Swift class; a category or an extension does not
    /// count), and it is neither a root nor in the framework table. Its superclass is then unknown, or
    /// a guess of the naming conventions (`CKPodComponent` → `CKComponent`).
    private func isOutsideTree(_ position: Int) -> Bool {
        if records[position].traits.contains(.declaredAsClass) { return false }
        let name = names[position]
        return !FrameworkClasses.isRoot(name) && FrameworkClasses.superclass[name] == nil
    }

    /// Walks up from `start` to a root, an unknown class, or a class whose chain is known, then gives
    /// every class on the way its chain, so each chain is walked once. Marks declared superclasses as
    /// subclassed on the way (each class's own step is taken exactly once, here).
    private mutating func resolveChain(from start: Int32, path: inout [Int32]) {
        path.removeAll(keepingCapacity: true)
        path.append(start)
        var tail = ClassRecord()
        var current = Int(start)
        while true {
            if FrameworkClasses.isRoot(names[current]) {
                tail = ClassRecord(parent: -1, bases: [], traits: .reachesRoot)
                break
            }
            let declared = declaredSuperclass(of: current)
            guard let nextName = declared ?? FrameworkClasses.superclass(of: names[current]) else { break }
            // A framework class met only here (`CKLabelComponent`) is added.
            // Most classes of a project share a few superclasses: the last one found is tried first,
            // where equal Strings (interned, one object) compare without hashing.
            let next: Int32
            if let last = lastSuperclass, last.name == nextName {
                next = last.position
            } else {
                next = positions.position(of: nextName, in: names) ?? append(nextName)
                lastSuperclass = (nextName, next)
            }
            if declared != nil { records[Int(next)].traits.insert(.subclassed) }
            let known = records[Int(next)]
            if known.traits.contains(.resolved) {
                tail = ClassRecord(parent: next, bases: known.bases, traits: known.traits.intersection([.reachesRoot, .external]))
                break
            }
            if path.contains(next) { break }  // a cycle in broken code: the chain says nothing
            path.append(next)
            current = Int(next)
        }
        for member in path.reversed() {
            let name = names[Int(member)]
            // From here down, the chain passes a class whose parents are not known (a pod's, an SDK's).
            if isOutsideTree(Int(member)) { tail.traits.insert(.external) }
            let bases = tail.bases.union(.of(name))
            var traits = records[Int(member)].traits.union(tail.traits).union(.resolved)
            if bases.contains(.component), name != "CKComponent" { traits.insert(.component) }
            if bases.contains(.controller), name != "CKComponentController" { traits.insert(.controller) }
            records[Int(member)] = ClassRecord(parent: tail.parent, bases: bases, traits: traits)
            tail = ClassRecord(parent: member, bases: bases, traits: tail.traits)
        }
    }
}
