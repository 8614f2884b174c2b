/// What comparing one translation with its development-language table counted, for the HTML report's
/// coverage matrix: counted from the very findings the comparison makes, so the two always agree.
struct TranslationTally: Sendable {
    /// Development-language keys (`""`, a placeholder, left out, as `missing-key` leaves it out).
    var keys = 0
    /// Keys the translation lacks: those `missing-key` reports, and those a `.strings` table Apple
    /// rejects or stops early in does not give the app (that table's own finding says why).
    var missing = 0
    /// Values `untranslated` reports (counted only when the rule is on), of the keys that load.
    var untranslated = 0
    /// Keys the translation has in a file Apple's parser rejects, or only after the place where it
    /// silently stops reading: users of the locale never see them (the syntax finding says why).
    var unloaded = 0
    /// Whether the translation lacks nearly every key, said once for the table (`MissingKeyRule`): its
    /// code keys are not named one by one either.
    var isBarelyStarted = false
}
