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
            guard let helper = helpers.first(where: { $0.selector == call.name && !$0.isClassMethod }) else { return nil }
            let site = helper.body.withSites { sites in
                sites.first { kinds.contains($0.kind) && !$0.isInClosure && matching($0.site) }?.site
            }
            return site.map { Found(call: call, site: $0) }
        }
    }
}
