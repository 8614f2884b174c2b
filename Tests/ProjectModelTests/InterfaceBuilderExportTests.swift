import Foundation
import Testing

@testable import ProjectModel

/// The texts of a storyboard or xib a translation must give, under the keys `ibtool` exports them with,
/// and the texts no user reads as written. Shapes from real apps: IINA's xibs (28 locales), a
/// BartyCrouch-managed storyboard (MonitorControl), an iOS storyboard.
@Suite("Interface Builder texts as ibtool exports them")
struct InterfaceBuilderExportTests {
    static func texts(_ body: String) throws -> [String: InterfaceBuilderText] {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
            \(body)
            </document>
            """
        let document = try InterfaceBuilderDocument.read(data: Data(xml.utf8), file: "Main.xib").get()
        return Dictionary(document.texts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func exportedPropertiesUseIbtoolKeys() throws {
        let texts = try Self.texts(
            """
            <label text="Welcome" id="Ttl-9x-abc"/>
            <textField placeholder="Name" id="Fld-1a-aaa"><accessibility key="accessibilityConfiguration" label="Your name" hint="Type it"/></textField>
            <button toolTip="Send it" id="Btn-2b-def"><state key="normal" title="Send"/><state key="highlighted" title="Sending"/></button>
            <segmentedControl id="Seg-3c-ccc"><segments><segment title="One"/><segment title="Two"/></segments></segmentedControl>
            <tableColumn id="Col-4d-ddd"><tableHeaderCell key="headerCell" title="Name"/></tableColumn>
            <tabViewItem label="General" id="Tab-5e-eee"/>
            <textView id="Txt-6f-fff"><string key="text">Long text</string></textView>
            """)
        #expect(
            Set(texts.keys) == [
                "Ttl-9x-abc.text", "Fld-1a-aaa.placeholder", "Fld-1a-aaa.accessibilityLabel", "Fld-1a-aaa.accessibilityHint",
                "Btn-2b-def.ibShadowedToolTip", "Btn-2b-def.normalTitle", "Btn-2b-def.highlightedTitle", "Seg-3c-ccc.segmentTitles[0]",
                "Seg-3c-ccc.segmentTitles[1]", "Col-4d-ddd.headerCell.title", "Tab-5e-eee.label", "Txt-6f-fff.text",
            ])
        #expect(texts["Txt-6f-fff.text"]?.text == "Long text")
        #expect(texts.values.allSatisfy { !$0.isPlaceholder })
    }

    /// What IINA's exports leave out: a pop-up button's title (its selected item's), a constraint's
    /// `placeholder="YES"` flag, a table column's data cell, a box drawn without its title.
    @Test func textsIbtoolDoesNotExportAreNotTexts() throws {
        let texts = try Self.texts(
            """
            <popUpButtonCell key="cell" type="push" title="Hide OSC" id="Pop-1a-aaa"/>
            <constraint firstAttribute="width" constant="600" placeholder="YES" id="Con-2b-bbb"/>
            <textFieldCell key="dataCell" title="Shown by the data source" id="Dat-3c-ccc"/>
            <box title="Grouping" titlePosition="noTitle" id="Box-4d-ddd"/>
            <box title="Font" id="Box-5e-eee"/>
            """)
        #expect(Set(texts.keys) == ["Box-5e-eee.title"])
    }

    /// Texts a translation need not give: Xcode's library stand-ins, no letter to translate, a web
    /// address, BartyCrouch's ignore marker, a bound value, `Button` on an outlet the code retitles.
    @Test func placeholdersAreNeverExpected() throws {
        let texts = try Self.texts(
            """
            <objects>
            <customObject id="-2" userLabel="File's Owner"><connections><outlet property="send" destination="Out-1a-aaa" id="o1"/></connections></customObject>
            <textFieldCell key="cell" title="Label" id="Lab-1a-aaa"/>
            <textFieldCell key="cell" title="40 %" id="Num-2b-bbb"/>
            <buttonCell key="cell" title="https://monitorcontrol.app" id="Url-3c-ccc"/>
            <textFieldCell key="cell" title="#bc-ignore!" id="Ign-4d-ddd"/>
            <textField id="Bnd-5e-eee"><textFieldCell key="cell" title="Bound" id="Bnd-6f-fff"/><connections><binding destination="x" name="value" keyPath="name" id="b1"/></connections></textField>
            <button title="Button" id="Out-1a-aaa"/>
            <button title="Button" id="Btn-7g-ggg"/>
            </objects>
            """)
        for key in ["Lab-1a-aaa.title", "Num-2b-bbb.title", "Url-3c-ccc.title", "Ign-4d-ddd.title", "Bnd-6f-fff.title", "Out-1a-aaa.title"]
        {
            #expect(texts[key]?.isPlaceholder == true, "\(key)")
        }
        #expect(texts["Btn-7g-ggg.title"]?.isPlaceholder == false)
    }
}
