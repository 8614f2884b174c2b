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

    /// Loop: an empty Info.plist beside the tables, every text in `INFOPLIST_KEY_…` settings of a target
    /// that generates its Info.plist (whose `CFBundleName` is the product's name). The settings' texts are
    /// the development language, and the translations' `CFBundleName` is a real key (was: "3 keys are not
    /// in the en table … check the keys' spelling" in 7 translations). An empty setting (IceCubes'
    /// `INFOPLIST_KEY_NSHumanReadableCopyright = ""`) is no text to translate.
    @Test func aGeneratedInfoPlistsSettingsAreItsTexts() throws {
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 77; objects = {
                MAIN = {isa = PBXGroup; children = (G0); sourceTree = "<group>"; };
                G0 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                C0 = {isa = XCBuildConfiguration; name = Release; buildSettings = {
                    GENERATE_INFOPLIST_FILE = YES; INFOPLIST_FILE = App/Info.plist; PRODUCT_NAME = Loop;
                    INFOPLIST_KEY_CFBundleDisplayName = Loop; INFOPLIST_KEY_NSCameraUsageDescription = "Scan a code.";
                    INFOPLIST_KEY_NSHumanReadableCopyright = ""; }; };
                L0 = {isa = XCConfigurationList; buildConfigurations = (C0); defaultConfigurationName = Release; };
                T0 = {isa = PBXNativeTarget; name = Loop; productType = "com.apple.product-type.application";
                    buildConfigurationList = L0; fileSystemSynchronizedGroups = (G0); buildPhases = (); };
                PROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (T0); developmentRegion = en; knownRegions = (en, de, it, Base); };
            }; rootObject = PROJECT; }

            """
        let found = try TreeLint.findings(
            [
                "Loop.xcodeproj/project.pbxproj": project,
                "App/Info.plist": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n",
                "App/de.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Loop\";\n\"CFBundleDisplayName\" = \"Loop\";\n",
                "App/it.lproj/InfoPlist.strings":
                    "\"CFBundleName\" = \"Loop\";\n\"CFBundleDisplayName\" = \"Loop\";\n\"NSCameraUsageDescription\" = \"Scansiona.\";\n",
            ], messages: true)
        #expect(
            found == [
                "App/de.lproj/InfoPlist.strings:1 warning missing-key: 'NSCameraUsageDescription' has no de translation in this table; add it, or users of de see the development-language text"
            ])
    }
}
