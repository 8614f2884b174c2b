import DevToolsCore

/// What encloses each lookup of a Swift file, which the project's other files decide about: the SwiftUI
/// view whose body holds it (a view no code creates shows nothing, `CodeKeyUsage.dropLookupsOfUncreatedViews`)
/// and the `#if` branches around it (code no configuration builds shows nothing, `CompilationCondition`).
extension LookupScanner {
    /// Marks the file's lookups and literals of localizing members with their view and `#if` conditions.
    static func markEnclosures(of found: inout CodeKeyUsage, in source: TokenView) {
        guard !found.lookups.isEmpty || !found.memberLiterals.isEmpty else { return }
        let views = UncreatedViews.bodies(in: source)
        let regions = ConditionalCode.regions(in: source.bytes)
        guard !views.isEmpty || !regions.isEmpty else { return }
        let mark = { (lookup: inout KeyLookup) in
            if !views.isEmpty { lookup.view = UncreatedViews.view(at: lookup.location, in: views) }
            if !regions.isEmpty { lookup.compiledOnlyIf = regions.first { $0.lines.contains(lookup.location.line) }?.condition }
        }
        for position in found.lookups.indices { mark(&found.lookups[position]) }
        for position in found.memberLiterals.indices { mark(&found.memberLiterals[position]) }
    }
}
