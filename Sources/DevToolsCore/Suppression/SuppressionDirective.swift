/// One `devtools:` comment directive.
public struct SuppressionDirective: Hashable, Sendable {
    public enum Kind: String, Sendable {
        /// `devtools:disable` — from this line to the end of the file or a matching `enable`.
        case disable
        /// `devtools:enable` — ends a `disable` region.
        case enable
        /// `devtools:disable:next` — the next line only.
        case disableNext = "disable:next"
        /// `devtools:disable:this` — this line only.
        case disableThis = "disable:this"
    }

    public var kind: Kind
    /// Rule ids named by the directive; `all` names every rule.
    public var ruleIDs: [String]
    /// 1-based line of the comment.
    public var line: Int

    public init(kind: Kind, ruleIDs: [String], line: Int) {
        self.kind = kind
        self.ruleIDs = ruleIDs
        self.line = line
    }
}
