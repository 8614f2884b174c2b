import DevToolsTestSupport
import Foundation
import Testing

/// `--format html` from every lint command: lint-strings' page has the coverage matrix and plural table,
/// lint-components' and `devtools lint`'s the summary and findings only; each is one valid HTML5 page.
@Suite("HTML output")
struct HTMLOutputTests {
    static let sample = "Resources/Examples/SampleApp"

    static func page(_ arguments: [String]) throws -> ExecutableRunner.Result {
        let (executable, rest) = (arguments[0], Array(arguments.dropFirst()))
        return try ExecutableRunner.run(executable, rest + ["--format", "html", sample])
    }

    @Test(arguments: [["lint-strings", "--no-cache"], ["devtools", "lint-components", "--no-cache"], ["devtools", "lint", "--no-cache"]])
    func everyLintCommandWritesOnePage(command: [String]) throws {
        let result = try Self.page(command)
        #expect(result.status == 1, "the example has errors: \(result.stderr)")
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(result.stdout.hasSuffix("</html>\n"))
        #expect(result.stdout.contains("<section id=\"findings\">"))
        let measuresCoverage = command[0] == "lint-strings"
        #expect(result.stdout.contains("<section id=\"coverage\">") == measuresCoverage)
        #expect(result.stdout.contains("<section id=\"plurals\">") == measuresCoverage)
    }

    @Test func aCachedRunStillMeasuresCoverage() throws {
        let cache = try TemporaryTree.make([:])
        defer { try? FileManager.default.removeItem(at: cache) }
        let json = try ExecutableRunner.run("lint-strings", ["--cache-path", cache.path, "--format", "json", Self.sample])
        #expect(json.status == 1)
        let html = try ExecutableRunner.run("lint-strings", ["--cache-path", cache.path, "--format", "html", Self.sample])
        // Apple rejects the German table (a missing ';'): none of its keys reaches the app.
        #expect(html.stdout.contains("<span class=\"pct\">0%</span><small>0/4</small><small>4 missing</small>"))
    }

    @Test(.requiresHTML5lib, arguments: ["lint-strings", "lint-components", "lint"])
    func thePageIsValidHTML5(command: String) throws {
        let result =
            try command == "lint-strings" ? Self.page(["lint-strings", "--no-cache"]) : Self.page(["devtools", command, "--no-cache"])
        let problems = try HTML5Validator.problems(in: result.stdout)
        #expect(problems == nil, "\(problems ?? "")")
    }
}
