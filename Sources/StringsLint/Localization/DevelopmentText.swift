import DevToolsCore

/// A development-language text a translation is expected to give that the table's development-language
/// file does not hold (a storyboard's text, an Info.plist's permission prompt), or that is judged across
/// the translations together (an `InfoPlist.strings` entry): its key, its text, and where it is defined.
struct DevelopmentText: Sendable, Equatable {
    var key: String
    var value: String
    var location: SourceLocation
    /// Written in the table's development-language file: a translation that lacks it is missing it even
    /// when every translation does (a storyboard's or an Info.plist's text no translation gives may be
    /// one the translators leave on purpose).
    var isInDevelopmentTable = false
}

/// What one translation does with the `DevelopmentText`s: the keys it lacks, and those it gives with the
/// development text unchanged (a name, an address: nothing to translate).
struct DevelopmentTextUse: Sendable {
    var missing: [String] = []
    var unchanged: Set<String> = []
}
