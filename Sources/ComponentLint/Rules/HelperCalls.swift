import SourceFacts

/// What a method's own helpers do for it: `init` calling `setupViews()`, which reads `self.view`, loads
/// the view as surely as reading it in `init`. One call deep, through the calls the facts keep for
/// initializers and `layoutSpecThatFits` (`MethodBodyReading.ownCalls`); calls in closures run later and
/// are passed over, as are calls of other initializers (they are judged themselves).
enum HelperCalls {
    struct Found {
        /// The call in the method.
        let call: SourceSite
        /// What the helper does that the rule asks about.
        let site: SourceSite
    }

    /// Whether a call named `call` (`setup(content:backgroundColor:)`) may call the method `declared`
    /// (`setup(content:backgroundStyle:backgroundColor:)`): the same name, and in Swift the call's labels
    /// in the declaration's order, the others having default values.
    static func mayCall(_ declared: String, _ call: String) -> Bool {
        if declared == call { return true }
        guard let open = call.firstIndex(of: "("), declared.hasPrefix(call[...open]) else { return false }
        let declaredLabels = declared[declared.index(after: open)...].split(separator: ":").dropLast()
        var remaining = declaredLabels[...]
        for label in call[call.index(after: open)...].split(separator: ":").dropLast() {
            guard let found = remaining.firstIndex(of: label) else { return false }
            remaining = remaining[remaining.index(after: found)...]
        }
        return true
    }

    /// For each call of a helper of the same class that has a site `matching` outside closures, the call
    /// and the helper's first such site.
    static func sites(
        calledFrom method: MethodFacts, in context: ComponentLintContext, matching: (SourceSite) -> Bool,
        kinds: [BodySite.Kind]
    ) -> [Found] {
        let calls = method.body.ownCalls.filter { !$0.isInClosure && !$0.name.hasPrefix("init") }
        guard !calls.isEmpty else { return [] }
        let helpers = context.methods(of: method.className)
        return calls.compactMap { call -> Found? in
            guard let helper = helpers.first(where: { !$0.isClassMethod && mayCall($0.selector, call.name) }) else { return nil }
            let site = helper.body.withSites { sites in
                sites.first { kinds.contains($0.kind) && !$0.isInClosure && matching($0.site) }?.site
            }
            return site.map { Found(call: call, site: $0) }
        }
    }
}
