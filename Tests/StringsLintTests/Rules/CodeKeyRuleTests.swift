import ComponentLint
import SourceFacts
import DevToolsCore
import DevToolsTestSupport
import Foundation
import Testing

@testable import StringsLint

/// undefined-key, unused-key and stale-but-used on small projects: what each severity means, the notes,
/// and what never counts as unused.
@Suite("Keys against the code")
struct CodeKeyRuleTests {
    static func findings(_ files: [String: String], options: [String: ConfigValue] = [:]) throws -> [String] {
        let folder = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        var all = options
        all["sources"] = all["sources"] ?? .stringList(["."])
        let section = Configuration.SectionConfiguration(options: all)
        let configuration = Configuration(baseDirectory: folder.path, sections: ["strings": section])
        var runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: folder.path)
        runner.keyLookupSource = SourceKeyLookups()
        let code: Set<String> = [UndefinedKeyRule.description.id, UnusedKeyRule.description.id, StaleButUsedRule.description.id]
        return try runner.run(paths: ["."], toolName: "lint-strings").diagnostics.filter { code.contains($0.ruleID) }.map {
            "\($0.location.file):\($0.location.line) \($0.ruleID) \($0.severity)" + ($0.notes.first.map { " (\($0.message))" } ?? "")
        }.sorted()
    }

    @Test func undefinedKeySeverityIsWhatTheUserSees() throws {
        let found = try Self.findings([
            "en.lproj/Localizable.strings": "\"known\" = \"Known\";\n",
            "en.lproj/Settings.strings": "\"settings.title\" = \"Settings\";\n",
            "App/A.swift": """
            let a = NSLocalizedString("missing.key", comment: "")
            let b = NSLocalizedString("missing.key2", value: "Fallback", comment: "")
            Text("Welcome back")
            let c = NSLocalizedString("settings.title", comment: "")
            let d = NSLocalizedString("known", comment: "")
            let e = NSLocalizedString("onboarding.hi", tableName: "Onboarding", value: "Hi", comment: "")

            """,
        ])
        // Lines 2 and 3 give their English in code, and the Localizable table they belong to has no
        // translation to lack them (see `CodeDefinedKeyTests`); no project table is named Onboarding.
        #expect(
            found == [
                "App/A.swift:1 undefined-key error", "App/A.swift:4 undefined-key error (defined in the Settings table)",
                "App/A.swift:6 undefined-key warning",
            ])
    }

    @Test func aStringCatalogGetsANoteAndStaleEntriesInUseAreFound() throws {
        let catalog = """
            {"sourceLanguage":"en","version":"1.0","strings":{"old":{"extractionState":"stale"},"hand":{"extractionState":"manual"},"auto":{}}}
            """
        let found = try Self.findings([
            "Localizable.xcstrings": catalog,
            "App/V.swift": "Text(\"old\")\nText(\"New text\")\n",
        ])
        #expect(
            found == [
                "App/V.swift:1 stale-but-used warning", "App/V.swift:2 undefined-key note", "Localizable.xcstrings:1 unused-key warning",
            ])
    }

    @Test func whatIsNeverUnused() throws {
        let found = try Self.findings(
            [
                "en.lproj/Localizable.strings": "\"error.network\" = \"Offline\";\n\"in.array\" = \"A\";\n\"gone\" = \"Gone\";\n",
                "en.lproj/InfoPlist.strings": "\"NSCameraUsageDescription\" = \"Scans\";\n",
                "Settings.bundle/en.lproj/Root.strings": "\"Group\" = \"Group\";\n",
                "Base.lproj/infoPlist.strings": "\"Title\" = \"Title\";\n",
                "Widget/Widget.intentdefinition": "<plist/>\n",
                "Widget/en.lproj/Widget.strings": "\"3d6HSO\" = \"Enter username\";\n",
                // Little Snitch reads it, with `InternetAccessPolicy.plist` (MonitorControl's).
                "en.lproj/InternetAccessPolicy.strings": "\"ApplicationDescription\" = \"Controls displays\";\n",
                // macOS titles Services menu items from it (CotEditor's).
                "en.lproj/ServicesMenu.strings": "\"Open in App\" = \"Open in App\";\n",
                "App/A.swift": "let keys = [\"in.array\"]\n",
            ], options: ["dynamic-keys": .stringList(["error.*"])])
        #expect(found == ["en.lproj/Localizable.strings:3 unused-key warning"])
    }

    /// OpenEmu reads its `ControlLabels` table by the names a plug-in's Info.plist lists
    /// (`NSLocalizedString($0, tableName: "ControlLabels", …)`) and its `MainMenu` table by each menu
    /// item's own title: any key of such a named table may be the one, so none is unused, and a note at
    /// the lookup says so. A wrapper whose parameter is the key is no such lookup (its callers give the
    /// keys), nor is a variable the function sets to literals (Rectangle's `key = "….title"` in a
    /// `switch`). The default table is read by wrappers everywhere: a computed key there keeps nothing.
    @Test func aNamedTableReadByAComputedKeyKeepsItsKeys() throws {
        let found = try Self.findings([
            "en.lproj/ControlLabels.strings": "\"Button 5\" = \"Button 5\";\n\"L1\" = \"L1\";\n",
            "en.lproj/MainMenu.strings": "\"Take Screenshot\" = \"Take Screenshot\";\n",
            "en.lproj/Settings.strings": "\"general\" = \"General\";\n\"gone\" = \"Gone\";\n",
            "en.lproj/Localizable.strings": "\"old\" = \"Old\";\n",
            "en.lproj/Tabs.strings": "\"tab.one\" = \"One\";\n\"tab.two\" = \"Two\";\n\"tab.three\" = \"Three\";\n",
            "App/Controls.swift": """
            func labels(_ list: [String]) -> [String] {
                list.map { NSLocalizedString($0, tableName: "ControlLabels", comment: "") }
            }
            func settingsText(_ key: String) -> String { NSLocalizedString(key, tableName: "Settings", comment: "") }
            extension String {
                var inSettings: String { NSLocalizedString(self, tableName: "Settings", comment: "") }
            }
            var title: String {
                var key: String
                switch tab {
                case 1: key = "tab.one"
                default: key = "tab.two"
                }
                return NSLocalizedString(key, tableName: "Tabs", comment: "")
            }
            let general = settingsText("general")
            let any = NSLocalizedString(someKey, comment: "")

            """,
            // Element's custom accessor beside SwiftGen's: the SDK gives the emoji's name.
            "en.lproj/SAS.strings": "\"anchor\" = \"Anchor\";\n",
            "App/Strings+SAS.swift": """
            enum SASL10n {
                static func localizedDescription(for key: String) -> String { tr("SAS", key) }
                private static func tr(_ table: String, _ key: String) -> String { NSLocalizedString(key, tableName: table, comment: "") }
            }

            """,
            "App/Menu.m": """
            @implementation NSMenuItem (Localize)
            - (void)localize {
                self.title = [[NSBundle mainBundle] localizedStringForKey:self.title value:nil table:@"MainMenu"];
            }
            @end

            """,
        ])
        #expect(
            found == [
                "en.lproj/Localizable.strings:1 unused-key warning", "en.lproj/Settings.strings:2 unused-key warning",
                "en.lproj/Tabs.strings:3 unused-key warning",
            ], "\(found)")
    }

    /// deltachat's SF Symbol `"link"` and notification `userInfo["answer_call"]` kept its dead `link` and
    /// `answer_call` keys used, so 34 `missing-key` warnings asked translators for text no one sees. An
    /// array literal's keys (`return ["kept"]`) still count.
    @Test func literalsWhereNoKeyIsKeepNoKey() throws {
        let found = try Self.findings([
            "en.lproj/Localizable.strings":
                "\"link\" = \"Link\";\n\"answer_call\" = \"Answer\";\n\"kept\" = \"Kept\";\n\"first\" = \"First\";\n",
            "App/A.swift": """
            import UIKit
            func f(_ info: [AnyHashable: Any]) -> [String] {
                let image = UIImage(systemName: "link")
                let answer = info["answer_call"] != nil
                if answer { return ["kept"] }
                return [keys["first"]].compactMap { $0 }
            }

            """,
        ])
        #expect(
            found == [
                "en.lproj/Localizable.strings:1 unused-key warning", "en.lproj/Localizable.strings:2 unused-key warning",
                "en.lproj/Localizable.strings:4 unused-key warning",
            ], "\(found)")
    }

    /// ACHNBrowserUI shows each category as `Text(LocalizedStringKey(category.rawValue))`: a `String`
    /// enum's cases without a raw value take their names, so those keys are used (29 false `unused-key`).
    /// A case with its own value is that value; other enums' cases are no strings.
    @Test func aStringEnumsCaseNamesAreItsRawValues() throws {
        let found = try Self.findings([
            "en.lproj/Localizable.strings": """
            "fish" = "Fish";
            "bugs" = "Bugs";
            "Art" = "Art";
            "seaCreatures" = "Sea creatures";
            "sea" = "Sea";
            "north" = "North";

            """,
            "App/Category.swift": """
            enum Category: String, CaseIterable {
                case fish, bugs
                case art = "Art"
                case seaCreatures
                var label: LocalizedStringKey { LocalizedStringKey(rawValue) }
                enum Inner { case sea }
            }
            enum Direction { case north }

            """,
        ])
        #expect(
            found == ["en.lproj/Localizable.strings:5 unused-key warning", "en.lproj/Localizable.strings:6 unused-key warning"], "\(found)")
    }

    @Test func naturalText() {
        // Product names and addresses read as themselves (found in Home Assistant and ChatSecure, which
        // showed `CarPlay` and `room@conference.example.com` as raw keys, and duckduckgo's `Duck.ai`).
        for natural in [
            "Welcome back", "OK", "Save", "Café", "Hello %@", "welcome", "01:24", "e-mail", "CarPlay", "YouTube", "iCloud", "eBay", "macOS",
            "watchOS", "room@conference.example.com", "Duck.ai", "Booking.com", "example.py", "v1.2", "3.5", "e.g. this",
            "Read notes.txt first",
        ] {
            #expect(UndefinedKeyRule.isNaturalText(natural), "\(natural)")
        }
        for key in [
            "settings.title", "errorTitle", "loginButtonTitle", "SETTINGS_TITLE", "app.name", "Common.Alerts.Title", "menu.app.io",
            "share_via.com", "section.2", "error_404", "source_control.confirm_delete_tag %@", "alert.title %@", "settings.swift_file",
        ] {
            #expect(!UndefinedKeyRule.isNaturalText(key), "\(key)")
        }
    }

    /// The ASCII path (bytes, for speed) says what the Unicode-property path says, on every shape of key:
    /// random ASCII keys of letters, digits, separators and capitals.
    @Test func naturalTextByBytesAgreesWithUnicodeProperties() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aZbYzA09._-:%@ OS".utf8)
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...8, using: &generator)
            let key = String(decoding: (0..<length).map { _ in alphabet.randomElement(using: &generator)! }, as: UTF8.self)
            if UndefinedKeyRule.isNaturalASCII(Array(key.utf8)) != UndefinedKeyRule.isNaturalScalars(key) { disagreements.append(key) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }

    /// A file's name by bytes (`isFileName`, asked of every looked-up key) says what splitting the key at
    /// its dots says, on random keys of name characters, dots and extensions' letters.
    @Test func fileNamesByBytesAgreeWithSplittingAtTheDots() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "Z", "0", "-", "_", ".", ".", "py", "swift", "txt", "é", " ", "md"]
        func bySplitting(_ key: String) -> Bool {
            let parts = key.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, UndefinedKeyRule.fileExtensions.contains(String(parts[1])) else { return false }
            return parts[0].allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }
        }
        var disagreements: [String] = []
        var fileNames = 0
        for _ in 0..<20_000 {
            let key = (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let expected = bySplitting(key)
            if expected { fileNames += 1 }
            if UndefinedKeyRule.isFileName(key) != expected { disagreements.append(key) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
        #expect(fileNames > 100, "the random keys hardly ever were file names: the test proves little")
        #expect(UndefinedKeyRule.isFileName("example.py") && !UndefinedKeyRule.isFileName(".py") && !UndefinedKeyRule.isFileName("a.b.py"))
    }

    /// Seen in MiniKeePass: `developmentRegion = English;` with its tables in `en.lproj`.
    @Test func aLegacyDevelopmentRegionNameFindsItsTables() throws {
        let found = try Self.findings([
            "App.xcodeproj/project.pbxproj":
                "{ objects = { X = { isa = PBXProject; developmentRegion = English; knownRegions = ( en, de, ); }; }; }\n",
            "en.lproj/Localizable.strings": "\"Error\" = \"Error\";\n\"Unused\" = \"Unused\";\n",
            "de.lproj/Localizable.strings": "\"Error\" = \"Fehler\";\n\"Unused\" = \"Unbenutzt\";\n",
            "App/Main.m": "NSString *errorTitle(void) { return NSLocalizedString(@\"Error\", nil); }\n",
        ])
        #expect(found == ["en.lproj/Localizable.strings:2 unused-key warning"])
    }

    /// Seen in ChatSecure: a library's table, looked up in the library's bundle, is not the project's.
    @Test func aTableOfAnotherBundleThatTheProjectLacksIsNotChecked() throws {
        let found = try Self.findings([
            "en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "App/Price.swift": """
            let a = NSLocalizedString("mo", tableName: "FormatterKit", bundle: podBundle, value: "mo", comment: "Month")
            let b = NSLocalizedString("title", comment: "")
            let c = NSLocalizedString("yr", tableName: "FormatterKit", bundle: .main, comment: "")
            let d = Bundle(for: Self.self).localizedString(forKey: "wk", value: nil, table: "FormatterKit")

            """,
            "App/Price.m": "NSString *m = NSLocalizedStringFromTableInBundle(@\"mo\", @\"FormatterKit\", podBundle, nil);\n",
        ])
        #expect(found == ["App/Price.swift:3 undefined-key warning"])
    }

    /// A generator's file without its header: named in `strings.generated`, or under a generator's
    /// default name and holding accessors, it is a map; a file of that name with no accessors is code.
    @Test func generatedFilesByNameAndByConfig() throws {
        let accessors = """
            enum L10n {
              static let used = L10n.tr("Localizable", "used.key")
              static let unused = L10n.tr("Localizable", "unused.key")
            }

            """
        let table = "\"used.key\" = \"U\";\n\"unused.key\" = \"N\";\n"
        for (name, options) in [
            ("App/Gen/Texts.swift", ["generated": ConfigValue.stringList(["**/Gen/*.swift"])]), ("App/Strings.swift", [:]),
        ] {
            let found = try Self.findings(
                ["en.lproj/Localizable.strings": table, name: accessors, "App/View.swift": "let t = L10n.used\n"], options: options)
            #expect(found == ["en.lproj/Localizable.strings:2 unused-key warning"], "\(name)")
        }
        // A file named Strings.swift that defines no accessors is ordinary code.
        let code = try Self.findings([
            "en.lproj/Localizable.strings": table, "App/Strings.swift": "let a = NSLocalizedString(\"used.key\", comment: \"\")\n",
        ])
        #expect(code == ["en.lproj/Localizable.strings:2 unused-key warning"])
    }

    @Test func withoutSourcesNothingIsChecked() throws {
        #expect(try Self.findings(["en.lproj/Localizable.strings": "\"a\" = \"A\";\n"], options: ["sources": .stringList([])]).isEmpty)
    }

    /// The full diagnostics, for what their messages say.
    static func diagnostics(_ files: [String: String]) throws -> [Diagnostic] {
        let folder = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let section = Configuration.SectionConfiguration(options: ["sources": .stringList(["."])])
        let configuration = Configuration(baseDirectory: folder.path, sections: ["strings": section])
        var runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: folder.path)
        runner.keyLookupSource = SourceKeyLookups()
        return try runner.run(paths: ["."], toolName: "lint-strings").diagnostics.filter { $0.ruleID == UndefinedKeyRule.description.id }
    }

    /// `NSLocalizedString(@"Part one. " "Part two.", nil)` looks up the joined key, which is used.
    /// An address as its own key falls back to itself, which is what the code opens by default
    /// (Sequel-Ace: "do not localize if no translated webpage is available").
    @Test func anAddressAsItsOwnKeyIsNoRawKey() throws {
        let found = try Self.findings([
            "en.lproj/Localizable.strings": "\"title\" = \"Title\";\n",
            "App/A.m": """
            NSString *t = NSLocalizedString(@"title", nil);
            NSURL *help = [NSURL URLWithString:NSLocalizedString(@"https://sequel-ace.com/favorites.html", @"do not localize if no translated webpage")];
            NSString *missing = NSLocalizedString(@"favorites.help", nil);

            """,
        ])
        #expect(found == ["App/A.m:3 undefined-key error"])
    }

    @Test func adjacentObjectiveCLiteralsLookUpOneKey() throws {
        let found = try Self.findings([
            "en.lproj/Localizable.strings": "\"Part one. Part two.\" = \"P\";\n\"ab\" = \"AB\";\n\"cd\" = \"CD\";\n",
            "App/A.m": """
            NSString *a = NSLocalizedString(@"Part one. " "Part two.", nil);
            NSString *b = NSLocalizedString(@"a" // first half
                @"b", nil);
            static const char *c = "c" "d";

            """,
        ])
        #expect(found.isEmpty)
    }

    /// A table named through a constant is checked (seen: `common_next` looked up in `Common`, whose
    /// key is `next`, unchecked behind `static let filename = "Common"`).
    @Test func aTableNamedThroughAConstantIsChecked() throws {
        let found = try Self.findings([
            "en.lproj/Localizable.strings": "\"other\" = \"O\";\n",
            "en.lproj/Common.strings": "\"next\" = \"Next\";\n\"done\" = \"Done\";\n",
            "App/Common.swift": """
            enum CommonStrings {
                static let filename = "Common"
                static var next: String { NSLocalizedString("common_next", tableName: filename, comment: "") }
                static var done: String { NSLocalizedString("done", tableName: Self.filename, comment: "") }
            }

            """,
            "App/Other.m": """
            #define kTable @"Common"
            NSString *n = NSLocalizedStringFromTable(@"next", kTable, nil);
            NSString *o = NSLocalizedString(@"other", nil);

            """,
        ])
        #expect(found == ["App/Common.swift:3 undefined-key error"])
    }

    /// Keys built from a literal prefix or suffix keep every table key they may be; a pattern of no
    /// letters keeps nothing.
    @Test func keysBuiltAtRunTimeKeepTheKeysTheyMayBe() throws {
        let found = try Self.findings([
            "en.lproj/Localizable.strings": """
            "emoji_smile" = "Smile";
            "emoji_cry" = "Cry";
            "item_3" = "Three";
            "state_on" = "On";
            "settings.title" = "Settings";
            "onboarding.title" = "Welcome";
            "row_2_title" = "Row";
            "unused.key" = "Unused";
            "x_" = "X";

            """,
            "App/Emoji.swift": """
            let a = NSLocalizedString("emoji_" + name.lowercased(), comment: "")
            let b = NSLocalizedString(String(format: "item_%@", x), comment: "")
            let c = NSLocalizedString("\\(prefix).title", comment: "")
            let d = NSLocalizedString("\\(anything)", comment: "")
            let e = NSLocalizedString(String(format: "%@_", x), comment: "")

            """,
            "App/State.m": """
            NSString *s = NSLocalizedString([@"state_" stringByAppendingString:state], nil);
            NSString *r = NSLocalizedString([NSString stringWithFormat:@"row_%ld_title", (long)i], nil);

            """,
        ])
        #expect(found == ["en.lproj/Localizable.strings:8 unused-key warning", "en.lproj/Localizable.strings:9 unused-key warning"])
    }

    /// `%zu` looked up where every table says `%lu`: no locale's text is found (`KeyPattern.normalized`
    /// makes them one key for interpolations, so this was silent).
    @Test func aLengthModifierMismatchIsAnError() throws {
        let diagnostics = try Self.diagnostics([
            "en.lproj/Localizable.strings":
                "\"%lu items\" = \"%lu items\";\n\"%d files\" = \"%d files\";\n\"%lld rows\" = \"%lld rows\";\n",
            "App/A.m": """
            NSString *a = [NSString stringWithFormat:NSLocalizedString(@"%zu items", nil), n];
            NSString *b = [NSString stringWithFormat:NSLocalizedString(@"%ld files", nil), n];
            NSString *c = [NSString stringWithFormat:NSLocalizedString(@"%lu items", nil), n];

            """,
            "App/B.swift": """
            let d = String(format: NSLocalizedString("%qd rows", value: "%qd rows", comment: ""), n)
            let e = Text("\\(n) rows")

            """,
        ])
        let found = diagnostics.map { "\($0.location.file):\($0.location.line) \($0.severity)" }.sorted()
        #expect(found == ["App/A.m:1 error", "App/A.m:2 error", "App/B.swift:1 warning"])
        let first = try #require(diagnostics.first { $0.location.file == "App/A.m" && $0.location.line == 1 })
        #expect(first.message.contains("looks up '%zu items' but the Localizable table defines '%lu items'"))
        #expect(first.message.contains("every locale shows the raw key"))
        #expect(first.notes.first?.location.line == 1)
    }

    @Test func lengthlessKeys() {
        #expect(LengthModifierMismatch.lengthless("%zu %lu %llu %qu %hu %tu %ju %U") == "%u %u %u %u %u %u %u %u")
        #expect(LengthModifierMismatch.lengthless("%1$ld %D %5.2f %% %@ %ls") == "%1$d %d %5.2f %% %@ %ls")
    }
}
