import DevToolsTestSupport
import Foundation
import Testing

@testable import StringsLint

/// `InfoPlist.strings` tables against the Info.plist whose texts they translate, judged across the
/// translations together.
@Suite("InfoPlist tables against their Info.plist")
struct InfoPlistTableTests {
    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleDisplayName</key>
            <string>Habit</string>
            <key>CFBundleIdentifier</key>
            <string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            <key>NSCameraUsageDescription</key>
            <string>Scan a code to add a friend.</string>
        </dict>
        </plist>

        """

    /// No `en.lproj/InfoPlist.strings`: the Info.plist is the development language. French users see the
    /// camera prompt in English; the app's name, which one translation changes and one keeps, is not
    /// reported; the bundle identifier is no text.
    @Test func aPermissionPromptATranslationLacksIsMissing() throws {
        let found = try TreeLint.findings(
            [
                "App/Info.plist": Self.infoPlist,
                "App/de.lproj/InfoPlist.strings":
                    "\"CFBundleDisplayName\" = \"Habit\";\n\"NSCameraUsageDescription\" = \"Scanne einen Code.\";\n",
                "App/fr.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Habit\";\n",
                "App/es.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Escanea un código.\";\n",
            ], notes: true)
        #expect(
            found == [
                "App/fr.lproj/InfoPlist.strings:1 warning missing-key [defined in the development language here]"
            ])
        let messages = try TreeLint.findings(
            [
                "App/Info.plist": Self.infoPlist,
                "App/de.lproj/InfoPlist.strings":
                    "\"CFBundleDisplayName\" = \"Habit\";\n\"NSCameraUsageDescription\" = \"Scanne einen Code.\";\n",
                "App/fr.lproj/InfoPlist.strings": "\"CFBundleDisplayName\" = \"Habit\";\n",
            ], messages: true)
        #expect(
            messages == [
                "App/fr.lproj/InfoPlist.strings:1 warning missing-key: 'NSCameraUsageDescription' has no fr translation in this table; add it, or users of fr see the development-language text"
            ])
    }

    /// A plug-in's own InfoPlist table (vienna): a name most translations keep as it is ("Facebook") is
    /// not missing where it is left out; a tooltip the others translate is.
    @Test func aNameMostTranslationsKeepIsNotMissing() throws {
        let found = try TreeLint.findings(
            [
                "Share.plugin/en.lproj/InfoPlist.strings": "\"FriendlyName\" = \"Facebook\";\n\"Tooltip\" = \"Share on Facebook\";\n",
                "Share.plugin/de.lproj/InfoPlist.strings": "\"FriendlyName\" = \"Facebook\";\n\"Tooltip\" = \"Auf Facebook teilen\";\n",
                "Share.plugin/fr.lproj/InfoPlist.strings": "\"FriendlyName\" = \"Facebook\";\n\"Tooltip\" = \"Partager sur Facebook\";\n",
                "Share.plugin/nl.lproj/InfoPlist.strings": "\"MenuPath\" = \"Delen\";\n",
            ], messages: true)
        #expect(
            found == [
                "Share.plugin/nl.lproj/InfoPlist.strings:1 note missing-key: 'MenuPath' is not in the en table; fine when the code gives its en text (NSLocalizedString's value:), else check the keys' spelling",
                "Share.plugin/nl.lproj/InfoPlist.strings:1 warning missing-key: 'Tooltip' has no nl translation in this table; add it, or users of nl see the development-language text",
            ])
    }

    /// Texts of the Info.plist no translation gives: one note at the Info.plist. A key the Info.plist
    /// does not have stays a note in each translation (the system never looks it up).
    @Test func infoPlistTextsInNoTranslationAreOneNote() throws {
        let found = try TreeLint.findings(
            [
                "App/Info.plist": Self.infoPlist,
                "App/de.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Habit\";\n",
                "App/fr.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Habit\";\n",
            ], messages: true)
        #expect(
            found.contains(
                "App/Info.plist:5 note missing-key: 2 texts ('Habit', 'Scan a code to add a friend.') are in none of the 2 translations of InfoPlist.strings; users of every other language see them in the development language: translate them, or leave them if they need no translation"
            ))
        #expect(!found.contains { $0.contains("warning missing-key") })
        #expect(found.filter { $0.contains("'CFBundleName' is not in the en table") }.count == 2)
    }
}
