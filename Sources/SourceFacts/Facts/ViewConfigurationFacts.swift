/// A `{[ViewClass class], {attributes…}}` view configuration.
public struct ViewConfigurationFacts: Sendable {
    public let viewClass: String
    public let site: SourceSite
    /// `CKComponentActionAttribute(…)` entries.
    public var actionAttributes: [SourceSite] = []
    /// Attribute keys set more than once: the repeat, and where the key was first set.
    public var duplicates: [(repeat: SourceSite, first: SourceSite)] = []

    public init(viewClass: String, site: SourceSite) {
        self.viewClass = viewClass
        self.site = site
    }
}
