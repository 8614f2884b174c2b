import DevToolsCore
import DevToolsTestSupport
import Foundation
import Testing

@testable import ComponentLint
@testable import SourceFacts
@testable import StringsLint

/// A lookup is checked against the tables of the bundle its code is built into, as the project says:
/// a widget against the widget's tables, a test target against its own or not at all.
@Suite("Keys per bundle")
struct LookupBundleTests {
    static let project = SynchronizedXcodeProject.text(targets: [
        .init("App", "application", folder: "App"),
        .init("Widget", "app-extension", folder: "Widget"),
        .init("AppTests", "bundle.unit-test", folder: "AppTests"),
        .init("AppUITests", "bundle.ui-testing", folder: "UITestSuite"),
    ])

    static func run(_ files: [String: String]) throws -> [String] {
        try TreeLint.findings(files, sources: ["."], messages: true, notes: true)
    }

    static let tables = [
        "App/en.lproj/Localizable.strings": "\"app.title\" = \"Title\";\n\"shared\" = \"Shared\";\n",
        "Widget/en.lproj/Localizable.strings": "\"widget.title\" = \"Now\";\n\"shared\" = \"Shared\";\n",
    ]

    /// The widget's `Bundle.main` is the widget: a key only the app's table has shows as the raw key there.
    @Test func aWidgetIsCheckedAgainstItsOwnTable() throws {
        var files = Self.tables
        files["Demo.xcodeproj/project.pbxproj"] = Self.project
        files["App/Title.swift"] =
            "let a = NSLocalizedString(\"app.title\", comment: \"\")\nlet s = NSLocalizedString(\"shared\", comment: \"\")\n"
        files["Widget/Entry.swift"] = """
            let w = NSLocalizedString("widget.title", comment: "")
            let s = NSLocalizedString("shared", comment: "")
            let a = NSLocalizedString("app.title", comment: "")

            """
        let found = try Self.run(files)
        #expect(
            found == [
                "Widget/Entry.swift:3 error undefined-key: 'app.title' is not in the Localizable table, so users see the raw key; add it to Localizable.strings or fix its spelling [defined in the Localizable table of another bundle (App)]"
            ])
    }

    /// Without the project the folders cannot tell: any table of the name answers (today's rule).
    @Test func withoutAProjectAnyTableOfTheNameAnswers() throws {
        var files = Self.tables
        files["App/Title.swift"] =
            "let a = NSLocalizedString(\"app.title\", comment: \"\")\nlet s = NSLocalizedString(\"shared\", comment: \"\")\n"
        files["Widget/Entry.swift"] =
            "let w = NSLocalizedString(\"widget.title\", comment: \"\")\nlet a = NSLocalizedString(\"app.title\", comment: \"\")\n"
        #expect(try Self.run(files) == [])
    }

    /// Tests look their own keys up; without tables of their own they are not checked, with or without
    /// the project (by the folder's name).
    @Test func testTargetsAreCheckedAgainstTheirOwnTablesOnly() throws {
        var files = Self.tables
        files["App/Title.swift"] =
            "let a = NSLocalizedString(\"app.title\", comment: \"\")\nlet s = NSLocalizedString(\"shared\", comment: \"\")\n"
        files["Widget/Entry.swift"] = "let w = NSLocalizedString(\"widget.title\", comment: \"\")\n"
        files["AppTests/TitleTests.swift"] = "XCTAssertEqual(title, NSLocalizedString(\"fixture.only\", comment: \"\"))\n"
        files["UITestSuite/LoginTests.swift"] = "app.buttons[NSLocalizedString(\"login.button\", comment: \"\")].tap()\n"
        // Without the project, AppTests is a test folder by its name; UITestSuite is not.
        #expect(try Self.run(files).map { $0.prefix(44) } == ["UITestSuite/LoginTests.swift:1 error undefin"])
        files["Demo.xcodeproj/project.pbxproj"] = Self.project
        #expect(try Self.run(files) == [])
    }

    /// A prebuilt framework's tables are looked up by its binary: never unused.
    @Test func aPrebuiltFrameworksTablesAreNeverUnused() throws {
        let found = try Self.run([
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/A.swift": "let a = NSLocalizedString(\"a\", comment: \"\")\n",
            "Vendor/Pay.framework/en.lproj/Pay.strings": "\"pay.title\" = \"Pay\";\n",
            "Vendor/Pay.xcframework/ios-arm64/Pay.framework/en.lproj/Pay.strings": "\"pay.title\" = \"Pay\";\n",
        ])
        #expect(found == [])
    }
}

extension LookupBundleTests {
    /// NSPredicateEditor's formatting strings table is looked up by AppKit, keyed by templates.
    @Test func aPredicateEditorsFormattingStringsAreNeverUnused() throws {
        let found = try Self.run([
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/en.lproj/Predicates.strings": "\"%[Subject]@ %[contains]@ %@\" = \"%1$[Subject]@ %2$[contains]@ %3$@\";\n",
            "App/A.swift": "let a = NSLocalizedString(\"a\", comment: \"\")\n",
        ])
        #expect(!found.contains { $0.contains("unused-key") }, "\(found)")
    }
}

extension LookupBundleTests {
    /// CocoaPods whose code is not checked out may look keys up in the app's table: an unused key is only
    /// a note then, saying so.
    @Test func anUnusedKeyIsANoteWhenPodsAreNotInTheTree() throws {
        let files = [
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"login.title\" = \"Log in\";\n",
            "App/A.swift": "let a = NSLocalizedString(\"a\", comment: \"\")\n",
        ]
        var withPodfile = files
        withPodfile["Podfile"] = "target 'App' do\n  pod 'WordPressAuthenticator'\nend\n"
        let found = try Self.run(withPodfile)
        #expect(found.count == 1 && found[0].hasPrefix("App/en.lproj/Localizable.strings:2 note unused-key"), "\(found)")
        #expect(found.first?.contains("the CocoaPods in Podfile (Pods/ is not checked out) may look it up") == true)
        #expect(try Self.run(files).first?.hasPrefix("App/en.lproj/Localizable.strings:2 warning unused-key") == true)
    }

    /// A SwiftUI literal that reads as an identifier is no English of its own: the raw key is shown.
    @Test func anIdentifierLiteralIsStillARawKey() throws {
        let found = try Self.run([
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/de.lproj/Localizable.strings": "\"a\" = \"A\";\n",
            "App/A.swift": "let a = NSLocalizedString(\"a\", comment: \"\")\nImage(\"x\").accessibilityLabel(\"PollListItem.title\")\n",
            "App/Mocks/MockPollScreenState.swift": "Text(\"Sample poll question\")\n",
        ])
        #expect(found.count == 1 && found[0].hasPrefix("App/A.swift:2 error undefined-key"), "\(found)")
    }
}

extension LookupBundleTests {
    /// A key built in an interpolated literal handed to a wrapper (element's `VectorL10n.tr("Vector",
    /// "device_verification_emoji_\(name)")`) keeps the keys it may be; prose with an interpolation keeps none.
    @Test func anInterpolatedKeyLikeLiteralKeepsItsKeys() throws {
        let found = try Self.run([
            "App/en.lproj/Vector.strings": "\"device_verification_emoji_dog\" = \"Dog\";\n\"Hello friend\" = \"Hello friend\";\n",
            "App/Emoji.swift": "let a = VectorL10n.tr(\"Vector\", \"device_verification_emoji_\\(name)\")\nlet b = \"Hello \\(name)\"\n",
        ])
        #expect(found.count == 2 && found[0].hasPrefix("App/Emoji.swift:1 note built-key"), "\(found)")
        #expect(found[0].contains("'device_verification_emoji_*') may be 1 key of the Vector table ('device_verification_emoji_dog')"))
        #expect(found[1].contains("'Hello friend'"), "\(found)")
    }
}

extension LookupBundleTests {
    /// A sample app beside the real one ships no tables: its lookups are its own, not checked against the
    /// app's (woocommerce's SampleReceiptPrinter); a template module's screens are not the app's text.
    @Test func aSampleAppWithoutTablesIsNotCheckedAgainstTheApps() throws {
        var files = Self.tables
        files["Demo.xcodeproj/project.pbxproj"] = SynchronizedXcodeProject.text(
            targets: [
                .init("App", "application", folder: "App"), .init("Widget", "app-extension", folder: "Widget"),
                .init("SampleApp", "application", folder: "Sample"),
            ], knownRegions: ["en", "de", "Base"])
        files["App/de.lproj/Localizable.strings"] = "\"app.title\" = \"Titel\";\n\"shared\" = \"Geteilt\";\n"
        files["App/Title.swift"] = """
            let a = NSLocalizedString("app.title", comment: "")
            let s = NSLocalizedString("shared", comment: "")
            Text("Sort by name")

            """
        files["App/Template/SimpleScreen.swift"] = "Text(\"Counter\")\n"
        files["Widget/Entry.swift"] =
            "let w = NSLocalizedString(\"widget.title\", comment: \"\")\nlet s = NSLocalizedString(\"shared\", comment: \"\")\n"
        files["Sample/SampleView.swift"] = "Text(\"Sample Receipt Printer\")\nlet k = NSLocalizedString(\"sample.key\", comment: \"\")\n"
        let found = try Self.run(files)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.hasPrefix("App/Title.swift:3 warning missing-key: 'Sort by name'") == true, "\(found)")
    }
}

extension LookupBundleTests {
    /// A widget that ships no table at all (simplenote's): its lookups read any table, as before, but no
    /// translation of a key only it looks up is ever shown, so the app's translations are not missing it.
    /// A key the app looks up too still is. The widget itself is told once that it ships no table.
    @Test func aKeyOnlyATablelessExtensionLooksUpIsNotMissing() throws {
        let project = SynchronizedXcodeProject.text(
            targets: [.init("App", "application", folder: "App"), .init("Widget", "app-extension", folder: "Widget")],
            knownRegions: ["en", "de", "Base"])
        let found = try Self.run([
            "Demo.xcodeproj/project.pbxproj": project,
            "App/en.lproj/Localizable.strings": "\"app.title\" = \"Title\";\n\"widget.hint\" = \"Log in\";\n\"shared\" = \"Shared\";\n",
            "App/de.lproj/Localizable.strings": "\"app.title\" = \"Titel\";\n",
            "App/A.swift":
                "let a = NSLocalizedString(\"app.title\", comment: \"\")\nlet s = NSLocalizedString(\"shared\", comment: \"\")\n",
            "Widget/W.swift":
                "let h = NSLocalizedString(\"widget.hint\", comment: \"\")\nlet s = NSLocalizedString(\"shared\", comment: \"\")\nlet w = Text(\"⚠\")\n",
        ])
        #expect(
            found == [
                "App/de.lproj/Localizable.strings:1 warning missing-key: 'shared' has no de translation in this table; add it, or users of de see the development-language text [defined in the development language here]",
                "Widget/W.swift:1 warning missing-table: the Widget target looks up 2 keys of the Localizable table but ships no Localizable table, so its users see them untranslated in every language; add the table's .lproj files to the target's Copy Bundle Resources",
            ])
    }

    /// yattee's Top Shelf extension ships no table, but the app is in English only (`knownRegions = (en,
    /// Base)`, a catalog of English alone): the extension shows what the app shows, nothing is missing.
    @Test func anAppInOneLanguageHasNoMissingTable() throws {
        let project = SynchronizedXcodeProject.text(
            targets: [.init("App", "application", folder: "App"), .init("TopShelf", "app-extension", folder: "TopShelf")],
            knownRegions: ["en", "Base"])
        let english = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"home.title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Home"}}}}}}
            """
        let code = "let t = String(localized: \"home.section.continueWatching\", defaultValue: \"Continue Watching\")\n"
        var files = [
            "Demo.xcodeproj/project.pbxproj": project, "App/Localizable.xcstrings": english,
            "App/A.swift": "let a = String(localized: \"home.title\")\n", "TopShelf/T.swift": code,
        ]
        #expect(try Self.run(files).filter { $0.contains("missing-table") } == [])
        files["App/Localizable.xcstrings"] = english.replacingOccurrences(
            of: #""en": {"stringUnit": {"state": "translated", "value": "Home"}}"#,
            with:
                #""en": {"stringUnit": {"state": "translated", "value": "Home"}}, "de": {"stringUnit": {"state": "translated", "value": "Start"}}"#
        )
        #expect(try Self.run(files).filter { $0.contains("missing-table") }.count == 1)
    }

    /// codeapp's `ImageEditorExtension.swift` is in no target of its project: its text never reaches a
    /// user, so no translation misses it; a Swift package beside the project builds its own sources.
    @Test func codeNoTargetBuildsLooksNothingUp() throws {
        let project = SynchronizedXcodeProject.text(
            targets: [.init("App", "application", folder: "App")], knownRegions: ["en", "de", "Base"])
        var files = [
            "Demo.xcodeproj/project.pbxproj": project,
            "App/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "App/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
            "App/A.swift": "import SwiftUI\nlet a = Text(\"title\")\nlet b = Text(\"Shipped text\")\n",
            "Extensions/ImageEditor/Editor.swift": "import SwiftUI\nlet l = Text(\"Loading Image\")\n",
            "Kit/Package.swift": "// swift-tools-version:5.9\n",
            "Kit/Sources/Kit/K.swift": "import SwiftUI\nlet k = Text(\"Kit text\")\n",
            "Frameworks/Net/Net.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{}\n",
            "Frameworks/Net/Source/Connection.m": "NSString *s = NSLocalizedString(@\"User triggered disconnection\", nil);\n",
        ]
        let found = try Self.run(files).map { $0.prefix(40) }
        #expect(
            found == [
                "App/A.swift:3 warning missing-key: 'Ship", "Frameworks/Net/Source/Connection.m:1 war",
                "Kit/Sources/Kit/K.swift:2 warning missin",
            ])
        // Read with a problem, the project cannot say what it builds: today's rules.
        files["Demo.xcodeproj/project.pbxproj"] = project.replacingOccurrences(of: "rootObject = PROJECT;", with: "rootObject = MISSING;")
        #expect(try Self.run(files).contains { $0.hasPrefix("Extensions/ImageEditor/Editor.swift:2 warning missing-key") })
    }

    /// `#if SNAPSHOTS` screens: only fastlane's screenshot builds pass that condition, so no
    /// build of the project compiles them, and Xcode's export, which reads what the compiler builds,
    /// has none of their text. Conditions a configuration sets (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`,
    /// `OTHER_SWIFT_FLAGS = -D …`), the `#else` of an unset one and platform tests may be built. When a
    /// setting names another (`$(EXTRA)`), the project does not say them all: every branch counts.
    @Test func codeUnderAConditionNoConfigurationSetsIsNotBuilt() throws {
        let settings = ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG $(inherited)", "OTHER_SWIFT_FLAGS": "$(inherited) -D BETA"]
        var files = [
            "Demo.xcodeproj/project.pbxproj": SynchronizedXcodeProject.text(
                targets: [.init("App", "application", folder: "App", buildSettings: settings)], knownRegions: ["en", "de", "Base"]),
            "App/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "App/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
            "App/A.swift": """
            import SwiftUI
            let a = Text("title")
            #if SNAPSHOTS
            let s = Text("Snapshot text")
            #elseif BETA // a comment
            let b = Text("Beta text")
            #else
            let r = Text("Release text")
            #endif
            #if os(iOS) || SNAPSHOTS
            let o = Text("Phone text")
            #endif
            #if !SNAPSHOTS && canImport(UIKit)
            let u = Text("Kit text")
            #endif

            """,
        ]
        let texts = { (found: [String]) in
            found.filter { $0.contains("missing-key") }.compactMap { $0.split(separator: "'").dropFirst().first.map(String.init) }.sorted()
        }
        #expect(try texts(Self.run(files)) == ["Beta text", "Kit text", "Phone text", "Release text"])
        files["Demo.xcodeproj/project.pbxproj"] = SynchronizedXcodeProject.text(
            targets: [.init("App", "application", folder: "App", buildSettings: ["OTHER_SWIFT_FLAGS": "$(EXTRA)"])],
            knownRegions: ["en", "de", "Base"])
        #expect(try texts(Self.run(files)) == ["Beta text", "Kit text", "Phone text", "Release text", "Snapshot text"])
    }

    /// mac-mouse-fix ships six String Catalogs only in `XCStringsDummyApp`, whose `main.m` looks nothing
    /// up: Markdown templates and scripts read them (113 false `unused-key`). A table of a target whose
    /// code does look keys up is judged as before.
    @Test func aTableOnlyATargetWithoutLookupsShipsIsNotTheCodes() throws {
        let project = SynchronizedXcodeProject.text(
            targets: [.init("App", "application", folder: "App"), .init("Docs", "application", folder: "Docs")])
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"01: intro": {"extractionState": "manual",
            "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Hello"}}}}}}
            """
        var files = [
            "Demo.xcodeproj/project.pbxproj": project,
            // Looked up through a macro the run does not know: its literals name the keys.
            "App/en.lproj/Localizable.strings": "\"menu.open\" = \"Open\";\n\"menu.gone\" = \"Gone\";\n",
            "App/Menu.m": "NSString *open = MFLocalizedString(@\"menu.open\", @\"\");\n",
            "Docs/Readme.xcstrings": catalog,
            "Docs/main.m": "int main(void) { return 0; }\n",
        ]
        let unused = { (found: [String]) in found.filter { $0.contains("unused-key") }.map { $0.prefix(40) } }
        #expect(try unused(Self.run(files)) == ["App/en.lproj/Localizable.strings:2 warni"])
        files["Docs/main.m"] = "int main(void) { NSLog(@\"%@\", NSLocalizedString(@\"menu.open\", nil)); return 0; }\n"
        #expect(try unused(Self.run(files)) == ["App/en.lproj/Localizable.strings:2 warni", "Docs/Readme.xcstrings:1 warning unused-k"])
    }

    /// Element's `compound-ios/Inspector/Inspector.xcodeproj`, a component gallery app with no table,
    /// beside the app: its `Text("Buttons")` is the gallery's own, not text the app's translations lack
    /// (42 false `missing-key`). Code a project below the run's builds is judged by that project.
    @Test func codeOfAProjectBelowTheAppsIsJudgedByThatProject() throws {
        let files = [
            "Demo.xcodeproj/project.pbxproj": SynchronizedXcodeProject.text(
                targets: [.init("App", "application", folder: "App")], knownRegions: ["en", "de", "Base"]),
            "App/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "App/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
            "App/A.swift": "import SwiftUI\nlet a = Text(\"title\")\nlet b = Text(\"App text\")\n",
            "Kit/Inspector/Inspector.xcodeproj/project.pbxproj": SynchronizedXcodeProject.text(
                targets: [.init("Inspector", "application", folder: "Sources")]),
            "Kit/Inspector/Sources/S.swift": "import SwiftUI\nlet s = Text(\"Buttons\")\n",
        ]
        let found = try Self.run(files).filter { $0.contains("missing-key") }.map { $0.prefix(32) }
        #expect(found == ["App/A.swift:3 warning missing-ke"], "\(found)")
    }

    /// lockwise compiles its constants into the app and its AutoFill extension. A static constant is
    /// looked up where code reads it: `Constant.string.delete`, read only by the app's code, reads the
    /// app's table (whose German lacks it), and `name`, which nothing reads, is never looked up at all
    /// (a false `missing-key`).
    @Test func aStaticTextConstantIsLookedUpWhereCodeReadsIt() throws {
        let project = SynchronizedXcodeProject.text(
            targets: [
                .init("App", "application", folder: "App", moreFolders: ["Shared"]),
                .init("Ext", "app-extension", folder: "Ext", moreFolders: ["Shared"]),
            ], knownRegions: ["en", "de", "Base"])
        let files = [
            "Demo.xcodeproj/project.pbxproj": project,
            "App/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "App/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
            "Ext/en.lproj/Localizable.strings": "\"lock\" = \"Lock\";\n",
            "Ext/de.lproj/Localizable.strings": "\"lock\" = \"Sperren\";\n",
            "Shared/Constant.swift": """
            struct Constant {
                struct string {}
            }
            extension Constant.string {
                static let delete = NSLocalizedString("delete", value: "Delete", comment: "")
                static let name = NSLocalizedString("name", value: "Name", comment: "")
                static let lock = NSLocalizedString("lock", value: "Lock", comment: "")
            }

            """,
            "App/List.swift": "let a = Constant.string.delete\nlet t = NSLocalizedString(\"title\", comment: \"\")\n",
            "Ext/Unlock.swift": "let l = Constant.string.lock\n",
            // Another enum's case of the name, in code both targets build: not the constant.
            "Shared/Action.swift": "enum Action {\n    case delete(id: String)\n    var kind: Action { .delete(id: \"\") }\n}\n",
        ]
        let found = try Self.run(files)
        #expect(
            found.filter { $0.contains("missing-key") }.map { $0.prefix(43) } == ["Shared/Constant.swift:5 warning missing-key"],
            "\(found.joined(separator: "\n"))")
        #expect(found.contains { $0.contains("(de); users of those languages see the code's text") })
        // Read by the app and by its tests: the app's table, as before.
        var withTests = files
        withTests["Demo.xcodeproj/project.pbxproj"] = SynchronizedXcodeProject.text(
            targets: [
                .init("App", "application", folder: "App", moreFolders: ["Shared"]),
                .init("AppTests", "bundle.unit-test", folder: "Tests"),
            ], knownRegions: ["en", "de", "Base"])
        withTests["Tests/Spec.swift"] = "let s = Constant.string.delete\n"
        withTests["Tests/en.lproj/Localizable.strings"] = "\"delete\" = \"Delete\";\n"
        #expect(try Self.run(withTests).contains { $0.hasPrefix("Shared/Constant.swift:5 warning missing-key") })
    }

    /// lockwise's `delete`, looked up only by the app's code, is in its AutoFill extension's table too:
    /// the extension never shows it, so the extension's translations are not missing it (12 false
    /// `missing-key`). A key the extension's code looks up is judged there as before.
    @Test func aKeyOnlyAnotherBundlesCodeLooksUpIsNotMissingHere() throws {
        let project = SynchronizedXcodeProject.text(
            targets: [.init("App", "application", folder: "App"), .init("Ext", "app-extension", folder: "Ext")],
            knownRegions: ["en", "de", "Base"])
        let files = [
            "Demo.xcodeproj/project.pbxproj": project,
            "App/en.lproj/Localizable.strings": "\"delete\" = \"Delete\";\n",
            "App/de.lproj/Localizable.strings": "\"delete\" = \"Löschen\";\n",
            "Ext/en.lproj/Localizable.strings": "\"delete\" = \"Delete\";\n\"lock\" = \"Lock\";\n",
            "Ext/de.lproj/Localizable.strings": "\"other\" = \"Andere\";\n",
            "App/List.swift": "let d = NSLocalizedString(\"delete\", comment: \"\")\n",
            "Ext/Unlock.swift": "let l = NSLocalizedString(\"lock\", comment: \"\")\n",
        ]
        let found = try Self.run(files).filter { $0.contains("missing-key") && $0.contains("warning") }
        #expect(found.count == 1 && found[0].contains("'lock' has no de translation"), "\(found)")
    }

    /// duckduckgo's background agent ships no table beside the app's String Catalog: Xcode fills the
    /// app's catalog, not the agent's, so the agent's text is untranslated (a warning), not "not yet" (a note).
    @Test func aTargetWithoutTablesIsNotToldAnotherTargetsCatalogFillsIn() throws {
        let project = SynchronizedXcodeProject.text(
            targets: [.init("App", "application", folder: "App"), .init("Agent", "application", folder: "Agent")])
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"app.menu": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Menu"}}}}}}
            """
        let found = try Self.run([
            "Demo.xcodeproj/project.pbxproj": project,
            "App/Localizable.xcstrings": catalog,
            "App/A.swift":
                "let a = NSLocalizedString(\"app.menu\", comment: \"\")\nlet b = NSLocalizedString(\"app.new\", comment: \"\")\n",
            "Agent/G.swift": "let a = NSLocalizedString(\"agent.menu.feedback\", comment: \"\")\n",
        ])
        #expect(found.contains { $0.hasPrefix("App/A.swift:2 note undefined-key:") && $0.contains("Xcode adds it") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("Agent/G.swift:1 ") && !$0.contains("Xcode adds it") }, "\(found)")
    }

    /// A bundle finds a table in no `.lproj` folder for every language (xDrip's `QuickActions.strings`,
    /// beside its storyboards, in the app's Resources): its keys are defined, and nothing says they are
    /// unused. A key neither it nor any table has is still undefined.
    @Test func aTableInNoLprojFolderDefinesItsKeysForEveryLanguage() throws {
        let found = try Self.run([
            "App/en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "App/de.lproj/Localizable.strings": "\"title\" = \"Titel\";\n",
            "App/Storyboards/QuickActions.strings": "\"qa.speak\" = \"Speak readings\";\n\"qa.unused\" = \"Never looked up\";\n",
            "App/QuickActions.swift": """
            let speak = NSLocalizedString("qa.speak", tableName: "QuickActions", comment: "")
            let stop = NSLocalizedString("qa.stop", tableName: "QuickActions", comment: "")
            let title = NSLocalizedString("title", comment: "")

            """,
        ])
        #expect(!found.contains { $0.contains("'qa.speak'") || $0.contains("qa.unused") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("App/QuickActions.swift:2 error undefined-key: 'qa.stop'") }, "\(found)")
    }
}
