/// Where a site in a constructor runs, as far as alternatives go: which branches of `#if`/`#else` and of
/// `if`/`else` enclose it, which statement it is in, and the `return` after which its path is over. Two
/// sites count together (two scopes, two `[super new…]`, a scope after `[super new…]`) only when some
/// build and some run reach both.
public struct SitePath: Sendable, Hashable {
    /// One branch of one conditional: the conditional's identity and the branch's number in it.
    /// Preprocessor conditionals have negative identities, `if` chains the index of their first `if`.
    public struct Arm: Sendable, Hashable {
        public let conditional: Int32
        public let branch: Int32
    }

    public var arms: [Arm] = []
    /// The token index where the site's statement starts.
    public var statement: Int = 0
    /// The token index of the `return` that ends every path through the site (its own `return`
    /// statement, or a `return` later in the same block); `nil` when the code after it may still run.
    public var end: Int?

    /// Whether the sites `earlier` (at `earlierOrder`) and `later` can both run in one build and one call.
    static func mayRunTogether(
        _ earlier: SitePath, at earlierOrder: Int, ternary earlierIsArm: Bool,
        _ later: SitePath, at laterOrder: Int, ternary laterIsArm: Bool
    ) -> Bool {
        for arm in earlier.arms where later.arms.contains(where: { $0.conditional == arm.conditional && $0.branch != arm.branch }) {
            return false
        }
        if let end = earlier.end, end < laterOrder { return false }
        // The two arms of one `cond ? [super a…] : [super b…]`.
        if earlierIsArm, laterIsArm, earlier.statement == later.statement, earlierOrder < laterOrder { return false }
        return true
    }
}
