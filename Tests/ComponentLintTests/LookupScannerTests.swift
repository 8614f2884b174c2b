import ComponentLint
import SourceFacts
import DevToolsCore
import Testing

/// Every way an app looks up a localized string by a literal key, in Swift and Objective-C, and the
/// look-alikes that look nothing up (a variable, `Text(verbatim:)`, a call in a comment or a string).
@Suite("Lookups of localized strings in code")
struct LookupScannerTests {
    /// `key [table] default? format?` for each lookup found.
    static func found(_ code: String, _ language: SourceLanguage, functions: [String] = []) -> [String] {
        let wrappers = functions.map { try! LookupFunction.parse($0).get() }
        return LookupScanner.lookups(in: Array(code.utf8), language: language, file: "F", functions: wrappers).map { lookup in
            var text = "\(lookup.key) [\(lookup.tableName)]"
            if lookup.hasDefault { text += " default" }
            if lookup.isFormat { text += " format" }
            return text
        }
    }

    @Test func objectiveCForms() {
        let code = """
            NSString *a = NSLocalizedString(@"settings.title", @"Title");
            NSString *b = NSLocalizedStringFromTable(@"b.key", @"Settings", nil);
            NSString *c = NSLocalizedStringFromTableInBundle(@"c.key", @"Profile", [NSBundle mainBundle], @"");
            NSString *d = NSLocalizedStringWithDefaultValue(@"d.key", nil, NSBundle.mainBundle, @"Hello", @"");
            NSString *e = [[NSBundle mainBundle] localizedStringForKey:@"e.key" value:@"" table:@"Errors"];
            NSString *f = [NSString stringWithFormat:NSLocalizedString(@"f %@", nil), name];
            NSString *g = [NSBundle.mainBundle localizedStringForKey:@"g.key" value:@"Fallback" table:nil];
            """
        #expect(
            Self.found(code, .objectiveC) == [
                "settings.title [Localizable]", "b.key [Settings]", "c.key [Profile]", "d.key [Localizable] default", "e.key [Errors]",
                "f %@ [Localizable] format", "g.key [Localizable] default",
            ])
    }

    @Test func swiftForms() {
        let code = """
            let a = NSLocalizedString("a.key", comment: "")
            let b = NSLocalizedString("b.key", tableName: "Settings", bundle: .main, value: "B", comment: "")
            let c = String(localized: "c.key", table: "Profile")
            let d = String(localized: "Hello \\(name)", defaultValue: "Hi")
            let e = LocalizedStringResource("e.key", table: "Errors")
            let f = Bundle.main.localizedString(forKey: "f.key", value: nil, table: "Other")
            let g = String(format: NSLocalizedString("%d items", comment: ""), count)
            let h = String.localizedStringWithFormat(NSLocalizedString("h %@", comment: ""), name)
            """
        #expect(
            Self.found(code, .swift) == [
                "a.key [Localizable]", "b.key [Settings] default", "c.key [Profile]", "Hello %@ [Localizable] default format",
                "e.key [Errors]", "f.key [Other]", "%d items [Localizable] format", "h %@ [Localizable] format",
            ])
    }

    @Test func swiftUILiteralsAreKeys() {
        let code = """
            var body: some View {
                VStack {
                    Text("Welcome back")
                    Text("Hello \\(user.name), \\(count) new")
                    Button("Save") { save() }
                    Label("Inbox", systemImage: "tray")
                    Toggle("Notifications", isOn: $on)
                    TextField("Search", text: $query)
                    Text("In table", tableName: "Onboarding")
                }
                .navigationTitle("Settings")
                .alert("Delete?", isPresented: $asking) {}
            }
            """
        #expect(
            Self.found(code, .swift) == [
                "Welcome back [Localizable]", "Hello %@, %@ new [Localizable] format", "Save [Localizable]", "Inbox [Localizable]",
                "Notifications [Localizable]", "Search [Localizable]", "In table [Onboarding]", "Settings [Localizable]",
                "Delete? [Localizable]",
            ])
    }

    /// A variable, verbatim text, a call in a comment or a string, a key built at run time, a table the
    /// code works out, a method of another name: no lookup to check.
    /// SwiftUI makes a format of an interpolated literal, doubling its own `%` (Pearcleaner's catalog key
    /// `**%lld%%** savings`); a literal without interpolation, and a plain string interpolation handed to
    /// `NSLocalizedString` (a key built at run time), keep theirs.
    @Test func anInterpolatedSwiftUILiteralDoublesItsOwnPercent() {
        let code = """
            Text("**\\(Int(saved))%** savings")
            Text("100% done")
            let s = String(localized: "\\(n)% of \\(m)")
            """
        #expect(
            Self.found(code, .swift) == [
                "**%@%%** savings [Localizable] format", "100% done [Localizable]", "%@%% of %@ [Localizable] format",
            ])
    }

    /// Home Assistant's lock-screen widget: `Text("Unknown lower")` drawn redacted while its data loads;
    /// Aidoku's hidden spacer text and its placeholder views (always shown redacted). A faded text is read.
    @Test func textNoOneCanReadIsNoLookup() {
        let code = """
            Text("Unknown upper")
                .frame(maxWidth: .infinity, alignment: .leading)
                .fontWeight(.bold)
                .redacted(reason: .placeholder)
            Text("Unknown details").overlay { Color.red }.redacted(reason: .placeholder)
            Text("Shown").redacted(reason: [])
            Text("Shown too").font(.body)
            VStack { Text("In a container") }.redacted(reason: .placeholder)
            Text("empty").font(.caption).opacity(0)
            Text("Hidden").hidden()
            Text("Faded").opacity(0.5)
            struct PlaceholderMangaScroller: View { var body: some View { VStack { Text("Loading Title") } } }
            struct Listings: View {
                static var placeholder: some View { Text("Loading") }
                var body: some View { Text("Listings") }
            }
            """
        #expect(
            Self.found(code, .swift) == [
                "Shown [Localizable]", "Shown too [Localizable]", "In a container [Localizable]", "Faded [Localizable]",
                "Listings [Localizable]",
            ])
    }

    /// PlayCover's `#if DEBUG Button("[DEBUG] Crash app") #endif`: only debug builds have it. The
    /// literal stays a mention, so a table's key of that text is not unused.
    @Test func debugOnlyCodeLooksNothingUpForUsers() {
        func usage(_ code: String, _ language: SourceLanguage) -> (lookups: [String], mentions: Set<String>) {
            let found = LookupScanner.usage(in: Array(code.utf8), language: language, file: "F")
            return (found.lookups.map(\.key), found.mentions)
        }
        let swift = usage(
            """
            Text("Shipped")
            #if DEBUG
            Button("[DEBUG] Crash app") { fatalError() }
            #if os(macOS)
            Text("Debug on the Mac")
            #endif
            #elseif BETA
            Text("Beta")
            #else
            Text("Release")
            #endif
            #if !DEBUG
            Text("Not debug")
            #else
            Text("Debug again")
            #endif
            #if DEBUG && targetEnvironment(simulator)
            Text("Simulator")
            #endif
            #if DEBUG || BETA
            Text("Debug or beta")
            #endif
            #if !DEBUG
            Text("Release build")
            #elseif BETA
            Text("Debug beta")
            #else
            Text("Debug, not beta")
            #endif
            #if os(iOS)
            Text("Phone")
            #elseif DEBUG
            Text("Debug Mac")
            #else
            Text("Mac")
            #endif
            """, .swift)
        #expect(swift.lookups == ["Shipped", "Beta", "Release", "Not debug", "Debug or beta", "Release build", "Phone", "Mac"])
        #expect(swift.mentions.contains("[DEBUG] Crash app"))
        let objectiveC = usage(
            """
            #ifdef DEBUG
            NSString *a = NSLocalizedString(@"debug.menu", nil);
            #endif
            #ifndef DEBUG
            NSString *b = NSLocalizedString(@"release.menu", nil);
            #else
            NSString *c = NSLocalizedString(@"debug.other", nil);
            #endif
            NSString *d = NSLocalizedString(@"always", nil);
            """, .objectiveC)
        #expect(objectiveC.lookups == ["release.menu", "always"])
    }

    /// Sequel-Ace's `#define SP_NO_SELECTION_PLACEHOLDER_STRING NSLocalizedString(@"[no selection]", …)`:
    /// the tokenizer skips directive lines, so a lookup in a definition is read from it, at its line.
    @Test func aLookupInADefinitionIsALookup() {
        let code = """
            #import "A.h"
            #define PLACEHOLDER NSLocalizedString(@"[no selection]", \\
                @"placeholder when nothing is selected")
            #define kTable @"Favorites"
            #define LOCAL(key) NSLocalizedString(key, nil)
            NSString *a = PLACEHOLDER;
            """
        let usage = LookupScanner.usage(in: Array(code.utf8), language: .objectiveC, file: "F")
        #expect(usage.lookups.map { "\($0.key) \($0.location.line)" } == ["[no selection] 2"])
        #expect(usage.mentions.isSuperset(of: ["[no selection]", "Favorites", "placeholder when nothing is selected"]))
    }

    /// Escapes of Unicode scalars are the scalar: Sequel-Ace's `@"…version\u00A0%1$ld…"` looks up a key
    /// that has the no-break space itself.
    @Test func unicodeEscapesAreTheirScalars() {
        #expect(
            Self.found("NSString *a = NSLocalizedString(@\"version\\u00A0%1$ld\", nil);", .objectiveC) == [
                "version\u{00A0}%1$ld [Localizable]"
            ])
        #expect(Self.found("NSString *a = NSLocalizedString(@\"smile \\U0001F600\", nil);", .objectiveC) == ["smile 😀 [Localizable]"])
        #expect(Self.found("let a = NSLocalizedString(\"a\\u{00A0}b\", comment: \"\")", .swift) == ["a\u{00A0}b [Localizable]"])
        #expect(Self.found("NSString *a = NSLocalizedString(@\"bad \\u00\", nil);", .objectiveC) == [])
    }

    /// OnionBrowser's `import Eureka` file: `Section("…")` is Eureka's, its title shown as given.
    @Test func swiftUINamesAreSwiftUIsOnlyWhereTheFileSeesSwiftUI() {
        #expect(Self.found("import UIKit\nimport Eureka\nform +++ Section(\"to be replaced\")\n", .swift) == [])
        let foundation = "import UIKit\nimport Eureka\nlet t = NSLocalizedString(\"title\", comment: \"\")\n"
        #expect(Self.found(foundation, .swift) == ["title [Localizable]"])
        #expect(Self.found("import SwiftUI\nimport Eureka\nSection(\"Header\") {}\n", .swift) == ["Header [Localizable]"])
        #expect(Self.found("@preconcurrency import struct SwiftUI.Text\nText(\"Hi\")\n", .swift) == ["Hi [Localizable]"])
        // A file that imports nothing may see SwiftUI through its module's `@_exported import SwiftUI`.
        #expect(Self.found("struct V: View { var body: some View { Text(\"Hi\") } }\n", .swift) == ["Hi [Localizable]"])
    }

    /// Home Assistant's widget-internal intents: "No translation needed below, this is not a discoverable intent".
    @Test func aHiddenIntentsTitleIsNoLookup() {
        let code = """
            struct ResetAll: AppIntent {
                static var title: LocalizedStringResource = "Reset custom widget confirmation states"
                static var isDiscoverable: Bool = false
                struct Nested { static var isDiscoverable: Bool { true } }
            }
            struct Refresh: AppIntent {
                static var isDiscoverable: Bool { return false }
                static let title: LocalizedStringResource = "Refresh"
                static var description: LocalizedStringResource = "Refreshes the widget"
            }
            struct Listed: AppIntent {
                static var title: LocalizedStringResource = "Turn on lights"
                static var isDiscoverable: Bool = true
            }
            struct Configure: AppIntent, WidgetConfigurationIntent {
                static var title: LocalizedStringResource = "Select a script"
                static var isDiscoverable: Bool = false
            }
            struct Plain: AppIntent {
                static var title: LocalizedStringResource = "Open the app"
                struct Inner { static var isDiscoverable: Bool = false }
            }
            """
        #expect(
            Self.found(code, .swift) == [
                "Refreshes the widget [Localizable]", "Turn on lights [Localizable]", "Select a script [Localizable]",
                "Open the app [Localizable]",
            ])
    }

    @Test func lookAlikesLookNothingUp() {
        let swift = """
            Text(verbatim: "v1")
            Text(title)
            // Text("in a comment")
            let s = "Text(\\"in a string\\")"
            let k = NSLocalizedString("prefix." + suffix, comment: "")
            let t = NSLocalizedString("t.key", tableName: tableName, comment: "")
            let x = foo.Text("member")
            Image("icon")
            """
        #expect(Self.found(swift, .swift).isEmpty)
        let objectiveC = """
            /* NSLocalizedString(@"in a comment", nil) */
            NSString *k = NSLocalizedString(key, nil);
            NSString *t = NSLocalizedStringFromTable(@"t.key", tableName, nil);
            """
        #expect(Self.found(objectiveC, .objectiveC).isEmpty)
    }

    @Test func configuredWrappers() {
        let code = """
            let a = L10n.tr("Localizable", "settings.title")
            let b = LS("b.key")
            let c = Other.tr("Localizable", "not.a.wrapper")
            let d = Strings.L10n.tr("Settings", "d.key")
            """
        #expect(
            Self.found(code, .swift, functions: ["L10n.tr:2:table=1", "LS:1"]) == [
                "settings.title [Localizable]", "b.key [Localizable]",
            ])
    }

    /// An Objective-C wrapper method, configured as `Receiver.selector:N` (seen in ChatSecure).
    @Test func objectiveCWrapperMethods() {
        let code = """
            NSString *a = [OTRLanguageManager translatedString:@"a.key"];
            NSString *b = [Other translatedString:@"not.it"];
            NSString *c = [Strings text:@"c.key" table:@"Settings"];
            NSString *d = [self text:@"d.key" table:nil];
            """
        #expect(
            Self.found(code, .objectiveC, functions: ["OTRLanguageManager.translatedString:1", "text:1:table=2"]) == [
                "a.key [Localizable]", "c.key [Settings]", "d.key [Localizable]",
            ])
    }

    /// A lookup or an accessor inside a Swift interpolation is code too (seen in Home Assistant).
    @Test func interpolationsAreCode() {
        let code = """
            let a = "x \\(NSLocalizedString("in.interpolation", comment: "")) y"
            let b = \"\"\"
                \\(String(localized: "in.multiline"))
                \"\"\"
            let c = "\\(count) items"
            let d = #"raw \\#(NSLocalizedString("in.raw", comment: ""))"#
            """
        let usage = LookupScanner.usage(in: Array(code.utf8), language: .swift, file: "F")
        #expect(usage.lookups.map(\.key) == ["in.interpolation", "in.multiline", "in.raw"])
        #expect(usage.lookups.map { "\($0.location.line):\($0.location.column)" } == ["1:14", "3:7", "6:18"])
        let reference = LookupScanner.usage(in: Array("let t = \"\\(L10n.Greeting.title)!\"\n".utf8), language: .swift, file: "F")
        #expect(reference.references.contains("L10n.Greeting.title"))
    }

    /// A literal typed as a key (seen in VLC's widget: `static var title: LocalizedStringResource = "…"`).
    @Test func typedLiteralsAreKeys() {
        let code = """
            static var title: LocalizedStringResource = "Configuration"
            let label: LocalizedStringKey = "Hello \\(name)"
            let joined: LocalizedStringKey = "a" + suffix
            let plain: String = "not.a.key"
            """
        #expect(Self.found(code, .swift) == ["Configuration [Localizable]", "Hello %@ [Localizable] format"])
    }

    /// Previews never reach a user: their lookups are not checked, their literals still mention keys. Code
    /// that runs only when `XCODE_RUNNING_FOR_PREVIEWS` is "1" is preview code too (swift-paperless).
    @Test func previewCodeLooksNothingUp() {
        let code = """
            struct Card: View {
                var body: some View { Text("shipped") }
            }
            #Preview("Card", traits: .sizeThatFitsLayout) {
                Text("in.macro")
            }
            struct Card_Previews: PreviewProvider {
                static var previews: some View { Text("in.provider") }
            }
            let after = NSLocalizedString("after", comment: "")
            struct Editor: View {
                var body: some View {
                    if ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" { Section("decoded") { EmptyView() } }
                    if ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] != "1" { Text("not.in.previews") }
                }
            }
            """
        let usage = LookupScanner.usage(in: Array(code.utf8), language: .swift, file: "F")
        #expect(usage.lookups.map(\.key) == ["shipped", "after", "not.in.previews"])
        #expect(usage.mentions.isSuperset(of: ["in.macro", "in.provider", "decoded"]))
    }

    /// A call that names another bundle than the app's.
    @Test func otherBundlesAreNoted() {
        let code = """
            let a = NSLocalizedString("a", tableName: "T", bundle: podBundle, comment: "")
            let b = NSLocalizedString("b", tableName: "T", bundle: .main, comment: "")
            let c = Bundle.main.localizedString(forKey: "c", value: nil, table: "T")
            let d = Bundle(for: Self.self).localizedString(forKey: "d", value: nil, table: "T")
            let e = String(localized: "e", table: "T", bundle: .module)
            """
        let other = LookupScanner.lookups(in: Array(code.utf8), language: .swift, file: "F").filter(\.isInOtherBundle).map(\.key)
        #expect(other == ["a", "d"])
        let objectiveC = """
            NSString *a = NSLocalizedStringFromTableInBundle(@"a", @"T", bundle, nil);
            NSString *b = [[NSBundle mainBundle] localizedStringForKey:@"b" value:@"" table:@"T"];
            NSString *c = [frameworkBundle localizedStringForKey:@"c" value:@"" table:@"T"];
            """
        #expect(
            LookupScanner.lookups(in: Array(objectiveC.utf8), language: .objectiveC, file: "F").filter(\.isInOtherBundle).map(\.key) == [
                "a", "c",
            ])
    }

    @Test func wrapperSpecsAreChecked() throws {
        #expect(
            try LookupFunction.parse("L10n.tr:2:table=1").get() == LookupFunction(path: ["L10n", "tr"], keyArgument: 2, tableArgument: 1))
        for bad in ["L10n.tr", "tr:0", "tr:x", "tr:1:table=1", "tr:1:tabel=2", ".tr:1", "L10n..tr:1", "tr:1:2:3"] {
            #expect(throws: LookupFunctionError(spec: bad)) { try LookupFunction.parse(bad).get() }
        }
    }

    @Test func placesAreTheCalls() {
        let lookups = LookupScanner.lookups(
            in: Array("let a = 1\n  let b = NSLocalizedString(\"k\", comment: \"\")\n".utf8), language: .swift, file: "Sources/App.swift")
        #expect(lookups.map(\.location) == [SourceLocation(file: "Sources/App.swift", line: 2, column: 11)])
    }

    /// A SwiftGen file is a map from accessor to key, not usage; other files' references are.
    @Test func generatedAccessorsAreAMapNotUsage() {
        let generated = """
            // swiftlint:disable all
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
            public enum L10n {
              public enum Common {
                /// Block Domain
                public static let blockDomain = L10n.tr("Localizable", "Common.BlockDomain", fallback: "Block")
                public static func title(_ p1: Any) -> String {
                  return L10n.tr("Localizable", "Common.Title", String(describing: p1), fallback: "Title %@")
                }
              }
              public enum Minute {
                public static func `left`(_ p1: Int) -> String {
                  return L10n.tr("Plurals", "date.minute.left", p1, fallback: "x")
                }
              }
            }
            """
        let map = LookupScanner.usage(in: Array(generated.utf8), language: .swift, file: "Strings.swift")
        #expect(map.lookups.isEmpty && map.mentions.isEmpty)
        #expect(
            map.generated == [
                "L10n.Common.blockDomain": GeneratedKey(table: "Localizable", key: "Common.BlockDomain"),
                "L10n.Common.title": GeneratedKey(table: "Localizable", key: "Common.Title"),
                "L10n.Minute.left": GeneratedKey(table: "Plurals", key: "date.minute.left"),
            ])
        let use = LookupScanner.usage(
            in: Array("label.text = L10n.Common.title(name)\nlet m = L10n.Minute.left(3) // L10n.Common.blockDomain\n".utf8),
            language: .swift,
            file: "View.swift")
        #expect(use.references.isSuperset(of: ["L10n.Common.title", "L10n.Minute.left"]))
        #expect(!use.references.contains("L10n.Common.blockDomain"), "a comment references nothing")
    }

    /// Objective-C and C literals side by side are one string: the key is their joined text (today's
    /// first literal alone left the table's key unused), across lines and comments.
    @Test func adjacentLiteralsAreOneKey() {
        let code = """
            NSString *a = NSLocalizedString(@"Part one. " "Part two.", nil);
            NSString *b = NSLocalizedString(@"a" @"b", nil);
            NSString *c = NSLocalizedStringFromTable(@"c1" // why
                /* more */ "c2", @"Ta" "ble", nil);
            NSString *d = [NSBundle.mainBundle localizedStringForKey:@"d1" "d2" value:@"" table:@"T" "2"];
            """
        #expect(Self.found(code, .objectiveC) == ["Part one. Part two. [Localizable]", "ab [Localizable]", "c1c2 [Table]", "d1d2 [T2]"])
        let usage = LookupScanner.usage(in: Array("const char *k = \"x\" \"y\";\n".utf8), language: .objectiveC, file: "F")
        #expect(usage.mentions.contains("xy"))
        // Swift has no such thing: two literals are no key.
        #expect(Self.found("let a = NSLocalizedString(\"a\" \"b\", comment: \"\")\n", .swift).isEmpty)
    }

    /// A table or key held in a constant of the file is the constant's literal (seen in an app whose
    /// 105 lookups named their table through `static let filename = "Common"`).
    @Test func constantsOfTheFileAreResolved() {
        let swift = """
            enum Strings {
                static let filename = "Common"
                private let key: String = "k.private"
                func a() -> String { NSLocalizedString("a", tableName: filename, comment: "") }
                func b() -> String { NSLocalizedString("b", tableName: Self.filename, comment: "") }
                func c() -> String { NSLocalizedString(key, tableName: Strings.filename, comment: "") }
                func d() -> String { NSLocalizedString("d", tableName: Other.filename, comment: "") }
            }
            func twice() { let t = "One"; print(t) }
            func again() { let t = "Two"; print(NSLocalizedString("e", tableName: t, comment: "")) }
            func local() -> String { let table = "Local"; return NSLocalizedString("f", tableName: table, comment: "") }
            func parameter(table: String) -> String { NSLocalizedString("g", tableName: table, comment: "") }
            let title = "Shown verbatim"
            let view = Text(title)
            """
        // A constant counts in its own braces: `twice`'s `t` is not `again`'s, `local`'s `table` is not
        // `parameter`'s, `Other` is no type of this file, and `Text(title)` shows a String verbatim.
        #expect(Self.found(swift, .swift) == ["a [Common]", "b [Common]", "k.private [Common]", "e [Two]", "f [Local]"])
        let twoValues = """
            enum A { static let t = "One" }
            enum B { static let t = "Two" }
            let x = NSLocalizedString("x", tableName: t, comment: "")
            """
        #expect(Self.found(twoValues, .swift).isEmpty)
        let objectiveC = """
            static NSString *const kTable = @"Common";
            NSString * const kKey = @"k." "key";
            #define kDefined @"Defined"
            #define kMacro(x) @"Macro"
            NSString *a = NSLocalizedStringFromTable(@"a", kTable, nil);
            NSString *b = NSLocalizedStringFromTable(kKey, kDefined, nil);
            NSString *c = NSLocalizedStringFromTable(@"c", kMacro, nil);
            """
        #expect(Self.found(objectiveC, .objectiveC) == ["a [Common]", "k.key [Defined]"])
    }

    /// A key built from literal parts is a pattern of the keys it may be; a bare value is none, and a
    /// SwiftUI view given a built string shows it verbatim.
    @Test func keysBuiltAtRunTimeArePatterns() {
        func patterns(_ code: String, _ language: SourceLanguage) -> [String] {
            LookupScanner.usage(in: Array(code.utf8), language: language, file: "F").builtKeys.map { "\($0.pattern) [\($0.table ?? "?")]" }
        }
        let swift = """
            let a = NSLocalizedString("emoji_" + name.lowercased(), comment: "")
            let b = NSLocalizedString(String(format: "item_%@", x), comment: "")
            let c = NSLocalizedString("emoji_\\(name)", comment: "")
            let d = NSLocalizedString("\\(prefix).title", tableName: table, comment: "")
            let e = NSLocalizedString(prefix + "_" + suffix + ".label", comment: "")
            let f = NSLocalizedString("\\(x)", comment: "")
            let g = NSLocalizedString(key, comment: "")
            let h = NSLocalizedString(String(format: "%@_%d", x, y), comment: "")
            Text("a" + b)
            let sensor = "\\(sensorID)_level"
            """
        // The lookups' patterns, then the interpolated literals written like keys with a key prefix,
        // wherever they are (an identifier built for something else, `"\(sensorID)_level"`, keeps nothing).
        #expect(
            patterns(swift, .swift) == [
                "emoji_* [Localizable]", "item_* [Localizable]", "emoji_* [Localizable]", "*.title [?]", "*_*.label [Localizable]",
                "emoji_* [?]",
            ])
        let objectiveC = """
            NSString *a = NSLocalizedString([NSString stringWithFormat:@"item_%@", x], nil);
            NSString *b = NSLocalizedStringFromTable([@"state_" stringByAppendingString:s], @"States", nil);
            NSString *c = NSLocalizedString([s stringByAppendingString:@".title"], nil);
            NSString *d = NSLocalizedString([[NSString alloc] initWithFormat:@"row_%ld_title", (long)i], nil);
            NSString *e = NSLocalizedString([x description], nil);
            """
        #expect(
            patterns(objectiveC, .objectiveC) == [
                "item_* [Localizable]", "state_* [States]", "*.title [Localizable]", "row_*_title [Localizable]",
            ])
    }

    /// stats' module tooltips: `localizedString("Open \(title) settings")`, the app's own wrapper of
    /// `NSLocalizedString`, looks up "Open CPU settings", "Open GPU settings", …; prose anywhere else
    /// (a log line, SwiftUI's own forms, whose key is the interpolated text) keeps nothing.
    @Test func proseHandedToTheAppsLocalizingFunctionIsAPattern() {
        let code = """
            let a = localizedString("Open \\(title) settings")
            let b = "Tap \\(n) times".localized
            let c = L10n.localized("Delete \\(name)?", comment: "")
            print("Hello \\(name)")
            let d = LocalizedStringKey("Open \\(x) settings")
            let e = format("Open \\(title) settings")
            let key = "\\(name.prefix(1).uppercased())\\(name.dropFirst().prefix { $0 != "(" })Error."
            return key.localize()
            let sensor = "\\(sensorID)_level"
            """
        let found = LookupScanner.usage(in: Array(code.utf8), language: .swift, file: "F").builtKeys.map {
            "\($0.pattern) [\($0.table ?? "?")]"
        }
        #expect(found == ["Open * settings [?]", "Tap * times [?]", "Delete *? [?]", "**Error. [?]"])
    }

    @Test func builtKeysMatchTheirPattern() {
        let key = BuiltKey(segments: ["row_", "_", ".title"], table: nil, location: SourceLocation(file: "F", line: 1, column: 1))
        #expect(key.matches("row_1_2.title") && key.matches("row__.title"))
        #expect(!key.matches("row_1.title") && !key.matches("row_.title") && !key.matches("col_1_2.title"))
        #expect(!BuiltKey(segments: ["", ""], table: nil, location: key.location).isSpecific)
        #expect(!BuiltKey(segments: ["", "_", ""], table: nil, location: key.location).isSpecific)
        #expect(BuiltKey(segments: ["", ".t"], table: nil, location: key.location).isSpecific)
    }

    /// Bad input never crashes: every prefix of a file full of constants, adjacent literals and built
    /// keys (cut inside a literal, a message, a `#define` continued with `\\`) scans in each language.
    @Test func everyPrefixOfTheNewFormsScans() {
        let code = """
            #define kTable @"Com" \\
                "mon"
            static NSString *const kKey = @"a" "b";
            enum S { static let filename = "Common"; let k: String = "k" }
            NSString *a = NSLocalizedStringFromTable(kKey, kTable, nil);
            NSString *b = NSLocalizedString([[NSString alloc] initWithFormat:@"row_%ld", ([@"s_" stringByAppendingString:x])], nil);
            let c = NSLocalizedString("e_" + (("\\(x)" + S.filename)), tableName: Self.filename, comment: "")
            let d = NSLocalizedString(String(format: "i_%@%", x), comment: "")
            NSString *e = [b localizedStringForKey:@"k" "2" value:@"" table:kTable];
            """
        let bytes = Array(code.utf8)
        for end in 0...bytes.count {
            for language in [SourceLanguage.objectiveC, .swift] {
                _ = LookupScanner.usage(in: Array(bytes[..<end]), language: language, file: "F")
            }
        }
        let usage = LookupScanner.usage(in: bytes, language: .objectiveC, file: "F")
        #expect(usage.lookups.map { "\($0.key) [\($0.tableName)]" } == ["ab [Common]", "k2 [Common]"])
    }
}

extension LookupScannerTests {
    /// A macro pastes its parameter after a literal key prefix (owncloud's `TranslateKeyword`): each use
    /// is a key of that prefix; the directive line, which the tokenizer skips, is read for it.
    @Test func aMacroPastingItsParameterOntoAKeyPrefixIsAPattern() {
        let code = """
            #define TranslateKeyword(keyword) [[bundle localizedStringForKey:@"keyword_" keyword value:keyword table:@"Localizable"] lowercaseString]
            #define Plain(k) [bundle localizedStringForKey:k value:nil table:nil]
            NSString *s = [bundle localizedStringForKey:@"keyword_" @"folder" value:nil table:nil];
            """
        let usage = LookupScanner.usage(in: Array(code.utf8), language: .objectiveC, file: "F.m")
        #expect(usage.builtKeys.map { "\($0.pattern) \($0.location.line)" } == ["keyword_* 1"])
        #expect(usage.lookups.map(\.key) == ["keyword_folder"])
    }

    /// The names whose text code sets, in both languages: an outlet of one of them shows the code's text.
    @Test func theNamesWhoseTextCodeSetsAreFound() {
        let swift = """
            typeLabel?.text = kind
            self.titleLabel.attributedText = title
            nameField.stringValue = name
            button.setTitle(title, for: .normal)
            if statusLabel.text == "x" {}
            let text = label.text

            """
        #expect(
            LookupScanner.usage(in: Array(swift.utf8), language: .swift, file: "A.swift").textSetOn
                == ["typeLabel", "titleLabel", "nameField", "button"])
        let objectiveC = """
            [self.statusLabel setText:@"Ready"];
            [_hintButton setTitle:title forState:UIControlStateNormal];
            _detailLabel.text = detail;

            """
        #expect(
            LookupScanner.usage(in: Array(objectiveC.utf8), language: .objectiveC, file: "A.m").textSetOn
                == ["statusLabel", "hintButton", "detailLabel"])
    }
}
