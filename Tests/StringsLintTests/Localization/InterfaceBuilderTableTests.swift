import DevToolsCore
import DevToolsTestSupport
import Foundation
import Testing

@testable import StringsLint

/// A storyboard's strings tables judged against the storyboard's objects.
@Suite("Interface Builder tables against their files")
struct InterfaceBuilderTableTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="Scn-0a-aaa">
                    <objects>
                        <viewController title="Home" id="VC0-0a-aaa">
                            <view key="view" id="Vew-0a-aaa">
                                <subviews>
                                    <label text="Welcome" id="Ttl-9x-abc"/>
                                    <label text="-" id="Dsh-1a-aaa"/>
                                    <button id="Btn-2b-def"><state key="normal" title="Next"/></button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    static func run(_ files: [String: String]) throws -> [String] {
        try TreeLint.findings(files)
    }

    /// An `en.lproj` override of two objects (one gone), translations of the live objects but the
    /// title (and of a gone one), a placeholder dash no one translates: the gone objects' entries are stale
    /// notes, nothing is extra, and the title no translation gives is one note at the storyboard.
    @Test func staleEntriesAreNotesAndLiveObjectsAreNotExtra() throws {
        let found = try Self.run([
            "Base.lproj/Main.storyboard": Self.storyboard,
            "en.lproj/Main.strings": "\"Ttl-9x-abc.text\" = \"Welcome!\";\n\"Gon-3c-zzz.text\" = \"Gone\";\n\"Dsh-1a-aaa.text\" = \"-\";\n",
            "de.lproj/Main.strings":
                "\"Ttl-9x-abc.text\" = \"Willkommen!\";\n\"Btn-2b-def.normalTitle\" = \"Weiter\";\n\"179.title\" = \"Alt\";\n",
        ])
        #expect(
            found == [
                "Base.lproj/Main.storyboard:6 note missing-key", "de.lproj/Main.strings:3 note stale-ib-key",
                "en.lproj/Main.strings:2 note stale-ib-key",
            ])
    }

    /// No development-language table at all: the storyboard is the development language, so the
    /// translations are compared (stale entries found); its texts no translation gives ("Home", "Next")
    /// are one note at the first of them, not a warning in every locale.
    @Test func aStoryboardAloneIsTheDevelopmentLanguage() throws {
        let found = try Self.run([
            "Base.lproj/Main.storyboard": Self.storyboard,
            "de.lproj/Main.strings": "\"Ttl-9x-abc.text\" = \"Willkommen\";\n\"Old-0z-zzz.text\" = \"Alt\";\n",
            "fr.lproj/Main.strings": "\"Ttl-9x-abc.text\" = \"Bienvenue\";\n",
        ])
        #expect(found == ["Base.lproj/Main.storyboard:6 note missing-key", "de.lproj/Main.strings:2 note stale-ib-key"])
    }

    /// A storyboard text one translation gives and another lacks: French users see "Next" in English,
    /// though an `en.lproj` override lists only the title. The dash stays a placeholder.
    @Test func aStoryboardTextSomeTranslationsLackIsMissingThere() throws {
        let found = try Self.run([
            "Base.lproj/Main.storyboard": Self.storyboard,
            "en.lproj/Main.strings": "\"Ttl-9x-abc.text\" = \"Welcome!\";\n",
            "de.lproj/Main.strings":
                "\"VC0-0a-aaa.title\" = \"Start\";\n\"Ttl-9x-abc.text\" = \"Willkommen\";\n\"Btn-2b-def.normalTitle\" = \"Weiter\";\n",
            "fr.lproj/Main.strings": "\"VC0-0a-aaa.title\" = \"Accueil\";\n\"Ttl-9x-abc.text\" = \"Bienvenue\";\n",
        ])
        #expect(found == ["fr.lproj/Main.strings:1 warning missing-key"])
        let messages = try TreeLint.findings(
            [
                "Base.lproj/Main.storyboard": Self.storyboard,
                "de.lproj/Main.strings": "\"VC0-0a-aaa.title\" = \"Start\";\n\"Btn-2b-def.normalTitle\" = \"Weiter\";\n",
                "fr.lproj/Main.strings": "\"VC0-0a-aaa.title\" = \"Accueil\";\n",
            ], messages: true)
        #expect(
            messages == [
                "Base.lproj/Main.storyboard:9 note missing-key: 1 text ('Welcome') is in none of the 2 translations of Main.strings; users of every other language see it in the development language: translate it, or leave it if it needs no translation",
                "fr.lproj/Main.strings:1 warning missing-key: 'Btn-2b-def.normalTitle' has no fr translation in this table; add it, or users of fr see the development-language text",
            ])
    }

    /// A storyboard that cannot be read judges nothing stale: today's comparison, no crash.
    /// passforios: a label whose text is a key of the Localizable table, localized at run time by its
    /// custom class (`UILocalizedLabel`: `text = text?.localize()`). The key is used (no `unused-key`),
    /// and the storyboard's table need not translate the text (no note that no translation gives it).
    @Test func aStoryboardTextThatIsALookedUpKeyIsLocalizedAtRunTime() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="Scn-0a-aaa"><objects><viewController id="VC0-0a-aaa"><view key="view" id="Vew-0a-aaa"><subviews>
                    <label text="ArmorExplanation." id="Lb1-aa-bbb" customClass="UILocalizedLabel"/>
                    <label text="QuickType Bar" id="Lb2-aa-bbb"/>
                </subviews></view></viewController></objects></scene></scenes>
            </document>

            """
        let files = [
            "Base.lproj/Main.storyboard": storyboard,
            "de.lproj/Main.strings": "",
            "en.lproj/Localizable.strings": "\"ArmorExplanation.\" = \"Paste the armored key here.\";\n\"Unused.\" = \"Old\";\n",
            "de.lproj/Localizable.strings": "\"ArmorExplanation.\" = \"Füge den Schlüssel ein.\";\n\"Unused.\" = \"Alt\";\n",
            "UILocalizedLabel.swift": "class UILocalizedLabel: UILabel { override func awakeFromNib() { text = text?.localize() } }\n",
        ]
        let found = try TreeLint.findings(files, sources: ["."], messages: true, notes: true)
        #expect(
            found == [
                "Base.lproj/Main.storyboard:5 note missing-key: 1 text ('QuickType Bar') is in none of the 1 translation of Main.strings; users of every other language see it in the development language: translate it, or leave it if it needs no translation",
                "en.lproj/Localizable.strings:2 warning unused-key: 'Unused.' in the Localizable table is looked up by no code in strings.sources; remove it, or list it in strings.dynamic-keys if code builds it",
            ])
    }

    /// xDrip: a cell's label reached through an outlet (`typeLabel`) whose text the code sets for each
    /// row: the storyboard's "Insulin" is never shown, so a translation that lacks it misses nothing. A
    /// label whose outlet the code never gives text is still missing.
    @Test func aTextTheCodeSetsThroughAnOutletIsNotMissing() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="Scn-0a-aaa"><objects>
                    <tableViewController id="VC0-0a-aaa" customClass="TreatmentsViewController"><view key="view" id="Vew-0a-aaa"><subviews>
                        <label text="Insulin" id="U6e-jp-cms"/>
                        <label text="Amount" id="Amt-jp-cms"/>
                    </subviews></view>
                    <connections>
                        <outlet property="typeLabel" destination="U6e-jp-cms" id="Out-1a-aaa"/>
                        <outlet property="amountTitle" destination="Amt-jp-cms" id="Out-2a-aaa"/>
                    </connections>
                    </tableViewController>
                </objects></scene></scenes>
            </document>

            """
        let files = [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/fr.lproj/Main.strings": "\"U6e-jp-cms.text\" = \"Insuline\";\n\"Amt-jp-cms.text\" = \"Quantité\";\n",
            "App/fi.lproj/Main.strings": "",
            "App/TreatmentCell.swift": "final class TreatmentCell { func show(_ kind: String) { typeLabel?.text = kind } }\n",
        ]
        let found = try TreeLint.findings(files, sources: ["App"], messages: true)
        #expect(found.contains { $0.hasPrefix("App/fi.lproj/Main.strings:1 warning missing-key: 'Amt-jp-cms.text'") }, "\(found)")
        #expect(!found.contains { $0.contains("U6e-jp-cms") }, "\(found)")
    }

    /// "Title" is what Xcode names a new navigation item and a cell's label: on a navigation item and in a
    /// prototype cell (filled by the data source for each row) it is a stand-in (xDrip: 20 warnings in 10
    /// locales). The same word as a plain label's text is still a text to translate.
    @Test func aNavigationItemsOrAPrototypeCellsDefaultTitleIsAStandIn() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="Scn-0a-aaa"><objects>
                    <tableViewController id="VC0-0a-aaa"><tableView key="view" id="Tbl-0a-aaa" dataMode="prototypes"><prototypes>
                        <tableViewCell id="Cel-0a-aaa"><tableViewCellContentView key="contentView" id="Cnt-0a-aaa"><subviews>
                            <label text="Title" id="0QS-QO-ffs"/>
                        </subviews></tableViewCellContentView></tableViewCell>
                    </prototypes></tableView>
                    <navigationItem key="navigationItem" title="Title" id="1DE-2P-Qfh"/>
                    </tableViewController>
                    <viewController id="VC1-0a-aaa"><view key="view" id="Vew-1a-aaa"><subviews>
                        <label text="Title" id="Ttl-1a-aaa"/>
                    </subviews></view></viewController>
                </objects></scene></scenes>
            </document>

            """
        let found = try TreeLint.findings(
            [
                "Base.lproj/Main.storyboard": storyboard,
                "fr.lproj/Main.strings":
                    "\"0QS-QO-ffs.text\" = \"Titre\";\n\"1DE-2P-Qfh.title\" = \"Titre\";\n\"Ttl-1a-aaa.text\" = \"Titre\";\n",
                "fi.lproj/Main.strings": "",
            ], messages: true)
        #expect(found.count == 1 && found[0].hasPrefix("fi.lproj/Main.strings:1 warning missing-key: 'Ttl-1a-aaa.text'"), "\(found)")
    }

    @Test func aBrokenStoryboardJudgesNothing() throws {
        let found = try Self.run([
            "Base.lproj/Main.storyboard": "<?xml version=\"1.0\"?>\n<document type=\"x\"><scenes>",
            "en.lproj/Main.strings": "\"Ttl-9x-abc.text\" = \"Welcome\";\n",
            "de.lproj/Main.strings": "\"Ttl-9x-abc.text\" = \"Willkommen\";\n\"Old-0z-zzz.text\" = \"Alt\";\n",
        ])
        #expect(found == ["de.lproj/Main.strings:2 note missing-key"])
    }
}
