import SourceFacts

/// A run's facts, with every method and every view configuration of them in file order, gathered once
/// for the rules (a file read as its outline has neither: see `FileOutline`). Gathered beside the index,
/// which reads the same facts; `FactsRule`s read only this.
///
/// A class, so that a closure a rule makes holds one reference, not a copy of each list.
final class GatheredFacts: FindingMaking, Sendable {
    let files: [FileFacts]
    let allMethods: [MethodFacts]
    /// Each view configuration with the file it is in (most files have none).
    let viewConfigurations: [(file: String, configuration: ViewConfigurationFacts)]

    init(_ files: [FileFacts]) {
        self.files = files
        // By index: reading one field of each file's facts, rather than copying every file's facts (as a
        // key path or a closure over each file would).
        var allMethods: [MethodFacts] = []
        allMethods.reserveCapacity(files.indices.reduce(0) { $0 + files[$1].methods.count })
        for index in files.indices { allMethods.append(contentsOf: files[index].methods) }
        self.allMethods = allMethods
        viewConfigurations = files.indices.flatMap { index in
            files[index].viewConfigurations.map { (files[index].file, $0) }
        }
    }

    /// Some class implements `+controllerClass`, an API of ComponentKit 0.23 and later (in a file read
    /// whole, or as its outline).
    var usesControllerClass: Bool {
        allMethods.contains(where: \.isControllerClassMethod)
            || files.indices.contains { files[$0].outline?.implementsControllerClass == true }
    }

    /// Every class some method creates (`[X new]`, `[[X alloc] init…]`, `X(…)`), files read as outlines
    /// included.
    func instantiatedClasses() -> Set<String> {
        var names = Set(allMethods.flatMap { $0.body.instantiations.map(\.name) })
        for index in files.indices {
            if let outline = files[index].outline { names.formUnion(outline.instantiatedClasses) }
        }
        return names
    }
}
