/// A key only a translation has (the development language lacks it), with where it is defined: the
/// comparison collects them as it reads the translation, and `MissingKeyRule` reports them in one note.
struct TranslationOnlyKey {
    var place: KeyPlace
    /// Defined by the translation's `.stringsdict`, whose entry wins over its `.strings` entries.
    var isPlural: Bool
}
