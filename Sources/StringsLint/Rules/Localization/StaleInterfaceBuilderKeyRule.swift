import DevToolsCore

/// An entry of a storyboard's or xib's strings table whose object the Interface Builder file no longer has.
///
/// Found by `TranslationComparison` (and, for the development language's own table, by
/// `LocalizationChecker`) against the object ids of the table's `Base.lproj` storyboard or xib, read by
/// `InterfaceBuilderDocument`.
enum StaleInterfaceBuilderKeyRule: LocalizationRule {
    static let detection = StringsRuleDetection.crossLocale
    static let description = RuleDescription(
        id: "stale-ib-key",
        summary:
            "A key of a storyboard's or xib's strings table (`<objectID>.<property>`) names an object the Interface Builder file no longer has.",
        rationale:
            "Translations keep their entries after a label or button is deleted from the storyboard; nothing shows them any more. They are not missing keys (no user lacks them) and not extra keys to translate: delete them. Keys of objects the file still has are compared as usual, whether or not the development language's `.strings` override lists them; a storyboard in the older archive format, or one that cannot be read, judges nothing.",
        defaultSeverity: .note,
        triggeringExamples: [
            RuleExample(
                files: [
                    "Base.lproj/Main.storyboard": exampleStoryboard,
                    "de.lproj/Main.strings": "\"Ttl-9x-abc.text\" = \"Willkommen\";\n↓\"Old-1a-xyz.normalTitle\" = \"Alt\";\n",
                ], primaryFile: "de.lproj/Main.strings")
        ],
        nonTriggeringExamples: [
            RuleExample(
                files: [
                    "Base.lproj/Main.storyboard": exampleStoryboard,
                    "de.lproj/Main.strings": "\"Ttl-9x-abc.text\" = \"Willkommen\";\n\"Btn-2b-def.normalTitle\" = \"Weiter\";\n",
                ], primaryFile: "de.lproj/Main.strings")
        ],
        fix: StaleInterfaceBuilderKeyFix.summary
    )

    private static let exampleStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505">
            <scenes>
                <scene sceneID="Scn-0a-aaa">
                    <objects>
                        <viewController id="VC0-0a-aaa">
                            <view key="view" id="Vew-0a-aaa">
                                <subviews>
                                    <label text="Welcome" id="Ttl-9x-abc"/>
                                    <button id="Btn-2b-def">
                                        <state key="normal" title="Next"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    static func finding(key: String, interfaceBuilderFile: String, at location: SourceLocation) -> Diagnostic {
        let object = InterfaceBuilderTable.objectID(ofKey: key).map(String.init) ?? key
        let name = interfaceBuilderFile.split(separator: "/").suffix(2).joined(separator: "/")
        return diagnostic(
            "'\(key)' names object \(object), which \(name) no longer has, so no user sees this text; delete the entry",
            file: location.file, line: location.line, column: location.column, severity: .note, subject: "stale \(key)"
        )
    }
}
