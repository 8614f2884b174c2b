/// Names a project's own strings generator gives its keys when the generated file is not in the
/// sources: kiwix-apple's `localizations.py` writes `enum LocalString { static let
/// library_refresh_error_retrieve_description = "library_refresh_error.retrieve.description".localized … }`
/// into a file its `.gitignore` lists, and code says `LocalString.library_refresh_error_retrieve_description`
/// (336 keys reported unused before this). SwiftGen and R.swift are read exactly when their file is
/// there (`GeneratedAccessors`) and R.swift's names are worked out when it is not (`RswiftAccessors`);
/// a home-grown generator's rules are unknown, but every one of them spells the key as an identifier.
///
/// So a key is used when a reference `Root.member…` equals it once both are folded (lowercased, only
/// letters and digits kept: `library_refresh_error_retrieve_description` and
/// `library_refresh_error.retrieve.description` fold alike, as do SwiftGen-style `Settings.generalTitle`
/// and `settings.general-title`). One match could be any constant that happens to share a key's words,
/// so a root counts as a generator's namespace only when its references match at least
/// `minimumMatches` keys; roots a committed generated file defines are left to that file's exact map.
/// The cost is only ever a key kept that is unused, never a finding.
struct UngeneratedAccessors {
    static let minimumMatches = 3

    /// The folded keys that a namespace's references match.
    private let matched: Set<String>

    /// - Parameters:
    ///   - references: the dotted chains code references (`GeneratedAccessors.references`).
    ///   - generatedRoots: the roots whose generated file is in the sources.
    ///   - keys: every key of the tables looked up by key.
    init(references: Set<String>, generatedRoots: Set<Substring>, keys: some Sequence<String>) {
        var rootsByMember: [String: [Substring]] = [:]
        for chain in references {
            guard let dot = chain.firstIndex(of: "."), dot != chain.startIndex else { continue }
            let root = chain[..<dot]
            guard root != "R", !root.hasPrefix("("), !generatedRoots.contains(root) else { continue }
            let member = Self.fold(chain[chain.index(after: dot)...])
            guard !member.isEmpty else { continue }
            rootsByMember[member, default: []].append(root)
        }
        var keysByRoot: [Substring: Set<String>] = [:]
        for key in keys {
            let folded = Self.fold(key[...])
            for root in rootsByMember[folded] ?? [] { keysByRoot[root, default: []].insert(folded) }
        }
        matched = keysByRoot.values.filter { $0.count >= Self.minimumMatches }.reduce(into: []) { $0.formUnion($1) }
    }

    /// Whether a namespace's reference names `key`.
    func references(_ key: String) -> Bool {
        !matched.isEmpty && matched.contains(Self.fold(key[...]))
    }

    static func fold(_ text: Substring) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.lazy.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }))
            .lowercased()
    }
}
