import DevToolsCore
import DevToolsTestSupport
import Foundation

@testable import StringsLint

/// A small localized project for the HTML report's tests, linted with coverage measured: en has 10
/// keys in Localizable (one of them `<script>alert(1)</script>`), 4 in Settings and a plural table;
/// de lacks 2 Localizable keys (80%) and has a plural without `one`; fr has everything, one value the
/// same as English; ja lacks 5 Localizable keys (the `<script>` one among them) and the Settings and
/// Plurals tables.
enum HTMLReportFixture {
    static let scriptKey = "<script>alert(1)</script>"
    static let keys = (0..<9).map { "key.\($0)" } + [scriptKey]

    static func strings(_ keys: [String], value: (String) -> String) -> String {
        keys.map { "\"\($0)\" = \"\(value($0))\";\n" }.joined()
    }

    static func plural(_ categories: [String]) -> String {
        let forms = categories.map { "<key>\($0)</key><string>%d \($0)</string>" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>items</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
            <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>\(forms)</dict></dict></dict></plist>

            """
    }

    static var files: [String: String] {
        let settings = ["s.0", "s.1", "s.2", "s.3"]
        return [
            "App/en.lproj/Localizable.strings": strings(keys) { "English \($0)" },
            "App/en.lproj/Settings.strings": strings(settings) { "English \($0)" },
            "App/en.lproj/Plurals.stringsdict": plural(["one", "other"]),
            "App/de.lproj/Localizable.strings": strings(Array(keys.dropFirst(2))) { "Deutsch \($0)" },
            "App/de.lproj/Settings.strings": strings(settings) { "Deutsch \($0)" },
            "App/de.lproj/Plurals.stringsdict": plural(["other"]),
            "App/fr.lproj/Localizable.strings": strings(keys) { $0 == "key.2" ? "English key.2" : "Français \($0)" },
            "App/fr.lproj/Settings.strings": strings(settings) { "Français \($0)" },
            "App/fr.lproj/Plurals.stringsdict": plural(["one", "many", "other"]),
            "App/ja.lproj/Localizable.strings": strings(Array(keys.dropFirst(4).dropLast())) { "日本語 \($0)" },
        ]
    }

    /// The report of a lint-strings run over the fixture (`untranslated` on when asked) and its page.
    static func run(untranslated: Bool = false) throws -> (report: LintReport, page: String) {
        let folder = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let section = Configuration.SectionConfiguration(ruleSettings: untranslated ? ["untranslated": .warning] : [:])
        let configuration = Configuration(baseDirectory: folder.path, sections: ["strings": section])
        var runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: folder.path)
        runner.coverage = LocalizationCoverageCollector()
        let report = try runner.run(paths: ["."], toolName: StringsLinter.toolName)
        let page = HTMLReporter().render(report, context: ReportContext(useColor: false, workingDirectory: folder.path))
        return (report, page)
    }
}
