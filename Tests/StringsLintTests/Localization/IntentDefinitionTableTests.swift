import DevToolsTestSupport
import Foundation
import Testing

@testable import StringsLint

/// `Intents.strings` against its `Base.lproj/Intents.intentdefinition` (owncloud's shape).
@Suite("Intent definition tables")
struct IntentDefinitionTableTests {
    static let definition = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>INIntents</key>
            <array>
                <dict>
                    <key>INIntentTitle</key><string>Get File</string>
                    <key>INIntentTitleID</key><string>8Ziepl</string>
                    <key>INIntentDescription</key><string>Gets a file</string>
                    <key>INIntentDescriptionID</key><string>Qx1AbC</string>
                </dict>
            </array>
        </dict>
        </plist>

        """

    /// The definition is the development language: a partial `en.lproj` override leaves no key "only in
    /// the translation"; the description German gives and French lacks is missing in French.
    @Test func theDefinitionIsTheDevelopmentLanguage() throws {
        let found = try TreeLint.findings(
            [
                "Base.lproj/Intents.intentdefinition": Self.definition,
                "en.lproj/Intents.strings": "\"8Ziepl\" = \"Get File\";\n",
                "de.lproj/Intents.strings": "\"8Ziepl\" = \"Datei holen\";\n\"Qx1AbC\" = \"Holt eine Datei\";\n",
                "fr.lproj/Intents.strings": "\"8Ziepl\" = \"Obtenir le fichier\";\n",
            ], messages: true)
        #expect(
            found == [
                "fr.lproj/Intents.strings:1 warning missing-key: 'Qx1AbC' has no fr translation in this table; add it, or users of fr see the development-language text"
            ])
    }
}
