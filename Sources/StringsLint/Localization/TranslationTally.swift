/// What comparing one translation with its development-language table counted, for the HTML report's
/// coverage matrix: counted from the very findings the comparison makes, so the two always agree.
struct TranslationTally: Sendable {
    /// Development-language keys (`""`, a placeholder, left out, as `missing-key` leaves it out).
    var keys = 0
    /// Keys `missing-key` reports the translation lacks.
    var missing = 0
    /// Values `untranslated` reports (counted only when the rule is on).
    var untranslated = 0
}
