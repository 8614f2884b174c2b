/// A documented case of a fix: a `de` translation (and the `en` development table beside it) before
/// `--fix`, and the translation after it; `nil` when the fix must leave it alone. The tests run every
/// example, so the fixes' documentation cannot drift from what they do.
struct FixExample: Sendable {
    let before: String
    /// The development language's table, when the fix reads it.
    let development: String?
    let after: String?

    static func fixes(_ before: String, to after: String, development: String? = nil) -> FixExample {
        FixExample(before: before, development: development, after: after)
    }

    static func leaves(_ before: String, development: String? = nil) -> FixExample {
        FixExample(before: before, development: development, after: nil)
    }
}
