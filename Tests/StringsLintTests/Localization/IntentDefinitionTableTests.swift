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

    /// The definition's ids are its table's keys: a partial `en.lproj` override leaves none of them (nor
    /// a response's joined id) "only in the translation"; a key the definition no longer has still is.
    @Test func theDefinitionIsTheDevelopmentLanguage() throws {
        let found = try TreeLint.findings(
            [
                "Base.lproj/Intents.intentdefinition": Self.definition,
                "en.lproj/Intents.strings": "\"8Ziepl\" = \"Get File\";\n",
                "de.lproj/Intents.strings":
                    "\"8Ziepl\" = \"Datei holen\";\n\"Qx1AbC\" = \"Holt eine Datei\";\n\"8Ziepl-Qx1AbC\" = \"Welche?\";\n",
                "fr.lproj/Intents.strings": "\"8Ziepl\" = \"Obtenir le fichier\";\n\"Gone01\" = \"Ancien\";\n",
            ], messages: true)
        #expect(
            found == [
                "fr.lproj/Intents.strings:2 note missing-key: 'Gone01' is not in the en table; fine when the code gives its en text (NSLocalizedString's value:), else check the keys' spelling"
            ])
    }
}
