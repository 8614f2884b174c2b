import Foundation
import Testing

@testable import StringsLint

/// A translation that lacks nearly every key is one `missing-key` finding for its table, not one per
/// key (MeetingBar's `enm`: 2 of 349 keys, 347 findings, over half of the app's).
@Suite("A barely started translation")
struct BarelyStartedTranslationTests {
    static let keys = (1...30).map { "\"key.\($0)\" = \"Text \($0)\";\n" }

    @Test func isOneFindingForItsTable() throws {
        let found = try TreeLint.findings(
            [
                "en.lproj/Localizable.strings": Self.keys.joined(),
                "de.lproj/Localizable.strings": Self.keys.dropLast().joined(),
                "enm.lproj/Localizable.strings": Self.keys.prefix(2).joined(),
            ], messages: true
        ).filter { $0.contains("missing-key") }
        #expect(
            found == [
                "de.lproj/Localizable.strings:1 warning missing-key: 'key.30' has no de translation in this table; add it, or users of de see the development-language text",
                "enm.lproj/Localizable.strings:1 warning missing-key: enm has only 2 of the 30 keys of this table; users of enm see the development-language text for the other 28: translate them, or leave enm out of the project's knownRegions until it is ready",
            ])
    }

    /// Its code keys are not named one by one: a key the code gives English for that only it lacks is
    /// no finding, and one every other translation lacks too is "in no translation" of the others.
    @Test func isNotNamedForEachCodeKey() throws {
        let found = try TreeLint.findings(
            [
                "en.lproj/Localizable.strings": Self.keys.joined(),
                "de.lproj/Localizable.strings": Self.keys.joined() + "\"Welcome\" = \"Willkommen\";\n",
                "enm.lproj/Localizable.strings": Self.keys.prefix(2).joined(),
                "App/Home.swift": """
                import SwiftUI
                let all = (1...30).map { NSLocalizedString("key.\\($0)", comment: "") }
                let a = Text("Welcome")
                let b = Text("Goodbye")

                """,
            ], sources: ["App"], messages: true
        ).filter { $0.contains("missing-key") }
        #expect(
            found == [
                "App/Home.swift:4 warning missing-key: 'Goodbye' is in no translation of the Localizable table (de); users of those languages see the code's text: add it to their Localizable.strings",
                "enm.lproj/Localizable.strings:1 warning missing-key: enm has only 2 of the 30 keys of this table; users of enm see the development-language text for the other 28: translate them, or leave enm out of the project's knownRegions until it is ready",
            ])
    }

    /// Below nine in ten missing, or under 20 keys, each key is its own finding.
    @Test func aTranslationWellUnderwayIsJudgedKeyByKey() throws {
        let found = try TreeLint.findings([
            "en.lproj/Localizable.strings": Self.keys.joined(),
            "fr.lproj/Localizable.strings": Self.keys.prefix(4).joined(),
            "en.lproj/Small.strings": Self.keys.prefix(10).joined(),
            "fr.lproj/Small.strings": Self.keys.prefix(1).joined(),
        ]).filter { $0.contains("missing-key") }
        #expect(found.count == 26 + 9)
    }
}

/// A plural key no code looks up shows nothing, right or wrong: its translations' forms are not
/// compared with the development language's (as a `.strings` value's are not); `unused-key` says to
/// delete it (OnionBrowser's `%d cookie(s)`).
@Suite("An unused plural key")
struct UnusedPluralKeyTests {
    static func files(code: String) -> [String: String] {
        [
            "en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "en.lproj/Localizable.stringsdict": ExampleStringsdict.entry(
                key: "%d cookie(s)", format: "%#@cookies@", variables: [("cookies", [("one", "%d cookie"), ("other", "%d cookies")])]),
            "hr.lproj/Localizable.strings": "\"title\" = \"Naslov\";\n",
            "hr.lproj/Localizable.stringsdict": ExampleStringsdict.entry(
                key: "%d cookie(s)", format: "%#@cookies@",
                variables: [("cookies", [("one", "%@ kolačić"), ("few", "%@ kolačića"), ("other", "%@ kolačića")])]),
            "App/A.swift": code,
        ]
    }

    @Test func isNotComparedAcrossTranslations() throws {
        let unused = try TreeLint.findings(
            Self.files(code: "let t = NSLocalizedString(\"title\", comment: \"\")\n"), sources: ["App"])
        #expect(unused == ["en.lproj/Localizable.stringsdict:4 warning unused-key"])
        let used = try TreeLint.findings(
            Self.files(
                code:
                    "let t = NSLocalizedString(\"title\", comment: \"\")\nlet c = String.localizedStringWithFormat(NSLocalizedString(\"%d cookie(s)\", comment: \"\"), 3)\n"
            ),
            sources: ["App"])
        #expect(used == ["hr.lproj/Localizable.stringsdict:6 error format-mismatch"])
    }
}
