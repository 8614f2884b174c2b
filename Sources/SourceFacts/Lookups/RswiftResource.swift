import DevToolsCore

/// One string resource in R.swift's `R.generated.swift`, read as the key its accessor looks up.
///
/// R.swift 5 and 6 declare `static let settingsTitle = Rswift.StringResource(key: "settings.title",
/// tableName: "Localizable", bundle: R.hostingBundle, locales: […], comment: nil)` in `struct R { struct
/// string { struct localizable { … } } }`; R.swift 7 declares `var settingsTitle:
/// RswiftResources.StringResource { .init(key: "settings.title", tableName: "Localizable", source:
/// source, developmentValue: "Settings", comment: nil) }` in `struct _R`, used through a global `let R =
/// _R(bundle: …)`. Code writes `R.string.localizable.settingsTitle()` either way, so both map to that
/// path. A key with format arguments also gets a function of the same name (`settingsTitle(name:)`),
/// which names no key itself: its path is the resource's.
struct RswiftResource {
    let key: GeneratedKey

    /// The resource whose `StringResource(` or `.init(` call is at `callee`: one with a literal `key:`
    /// and `tableName:` (an image's or a table's `.init(source: …)` is none).
    init?(_ source: TokenView, callee: Int) {
        guard CallArguments.isPunctuation(source, callee + 1, "("), CallArguments.isPunctuation(source, callee - 1, ".") else { return nil }
        let name = source.text(callee)
        guard name == "StringResource" || name == "init", let arguments = CallArguments(source, open: callee + 1),
            let key = arguments.argument(labeled: "key").flatMap({ GeneratedAccessors.literal(source, $0.unlabeled) }),
            let table = arguments.argument(labeled: "tableName").flatMap({ GeneratedAccessors.literal(source, $0.unlabeled) })
        else { return nil }
        self.key = GeneratedKey(table: table, key: key)
    }

    /// The path code writes for the accessor declared in `scopes`: R.swift 7's `_R` is used as `R`.
    static func path(_ scopes: [String]) -> String {
        var names = scopes
        if names.first == "_R" { names[0] = "R" }
        return names.joined(separator: ".")
    }
}

extension CallArguments.Argument {
    /// The value alone, as an unlabeled argument (to read it with `GeneratedAccessors.literal`).
    fileprivate var unlabeled: CallArguments.Argument { CallArguments.Argument(label: nil, tokens: tokens) }
}
