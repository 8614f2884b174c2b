import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing

@Suite("SARIF output is valid SARIF 2.1.0")
struct SARIFSchemaTests {
    static let schema = FixturePaths.shared.appendingPathComponent("schemas/sarif-schema-2.1.0.json")

    static var validatorAvailable: Bool {
        guard FileManager.default.fileExists(atPath: schema.path) else { return false }
        return (try? PythonRunner.run(["-c", "import jsonschema"]).status) == 0
    }

    @Test(.requiresShared("needs ../shared/schemas/sarif-schema-2.1.0.json and python3 with jsonschema") { validatorAvailable })
    func validatesAgainstTheOfficialSchema() throws {
        let output = SARIFReporter().render(SampleReport.report, context: SampleReport.context())
        let folder = try TemporaryTree.make(["out.sarif": output])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.sarif")
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.validate(json.load(open(sys.argv[2])), schema)
            print("valid")
            """
        let result = try PythonRunner.run(["-c", script, Self.schema.path, file.path])
        #expect(result.status == 0, "schema validation failed: \(result.output)")
        #expect(result.output.contains("valid"))
    }

    @Test(.requiresShared("needs ../shared/schemas/sarif-schema-2.1.0.json and python3 with jsonschema") { validatorAvailable })
    func invalidDocumentIsRejectedByTheValidator() throws {
        // Guards the test above: the validator really rejects a wrong document.
        let folder = try TemporaryTree.make(["out.sarif": #"{"version": "2.1.0", "runs": [{"results": []}]}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.sarif")
        let script = "import json, sys, jsonschema\njsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))"
        #expect(try PythonRunner.run(["-c", script, Self.schema.path, file.path]).status != 0)
    }

    @Test func listsEveryRuleAndUsesRelativeURIs() throws {
        let output = SARIFReporter().render(SampleReport.report, context: SampleReport.context())
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let ids = (driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(ids == ["duplicate-key", "outer-braces", "syntax-error", "unquoted-string"])
        let results = try #require(run["results"] as? [[String: Any]])
        let uris = results.compactMap {
            (((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: Any])?["uri"] as? String)
        }
        #expect(uris.contains("Other%20Dir/Other.strings"))
        #expect(uris.contains("App/Main.strings"))
    }
}
