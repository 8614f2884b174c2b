import Foundation
import Testing

/// Checks a page with python3's `html5lib` in strict mode (any HTML5 parse error fails), the parser
/// browsers' algorithm is written down in. Without html5lib the tests that need it skip with a message,
/// unless `DEVTOOLS_SLOW_TESTS=1` (set by `.ci/run`, which installs it): then they fail.
public enum HTML5Validator {
    public static var isAvailable: Bool {
        (try? ShellRunner.run(["python3", "-c", "import html5lib"], in: FileManager.default.temporaryDirectory).status) == 0
    }

    /// nil when the page parses without error, else html5lib's complaint.
    public static func problems(in page: String) throws -> String? {
        let folder = try TemporaryTree.make(["page.html": page])
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = """
            import sys, html5lib
            parser = html5lib.HTMLParser(strict=True)
            try:
                parser.parse(open(sys.argv[1], "rb").read().decode("utf-8"))
            except Exception as error:
                print("parse error:", error, parser.errors[:5])
                sys.exit(1)
            print("valid")
            """
        let result = try ShellRunner.run(["python3", "-c", script, folder.appendingPathComponent("page.html").path], in: folder)
        return result.status == 0 && result.output.contains("valid") ? nil : result.output
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test when python3 has html5lib; otherwise skips it saying so, or fails with
    /// `DEVTOOLS_SLOW_TESTS=1`.
    public static var requiresHTML5lib: Self {
        let missing = "needs python3 with html5lib (pip install html5lib, or apt-get install python3-html5lib)"
        return .enabled(Comment(rawValue: missing)) {
            if HTML5Validator.isAvailable { return true }
            guard ProcessInfo.processInfo.environment["DEVTOOLS_SLOW_TESTS"] == "1" else { return false }
            throw SharedRequirement.Missing(description: "\(missing). DEVTOOLS_SLOW_TESTS=1 makes this a failure, not a skip")
        }
    }
}
