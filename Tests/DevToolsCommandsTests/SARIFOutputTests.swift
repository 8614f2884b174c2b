import Foundation
import DevToolsTestSupport
import Testing

/// The real `--format sarif` output of both linters together is valid SARIF 2.1.0.
@Suite("SARIF from a real run")
struct SARIFOutputTests {
    static let schema = ExecutableRunner.packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json")

    static var validatorAvailable: Bool {
        FileManager.default.fileExists(atPath: schema.path)
            && (try? ShellRunner.run(["python3", "-c", "import jsonschema"], in: ExecutableRunner.packageRoot).status) == 0
    }

    @Test(.requiresShared("needs ../shared/schemas/sarif-schema-2.1.0.json and python3 with jsonschema") { validatorAvailable })
    func combinedLintOutputValidates() throws {
        let result = try ExecutableRunner.run("devtools", ["lint", "--no-cache", "--format", "sarif", "Resources/Examples/SampleApp"])
        #expect(result.status == 1)
        let folder = try TemporaryTree.make(["out.sarif": result.stdout])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.sarif")
        let check = try ShellRunner.run(
            [
                "python3", "-c",
                "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1]))); print('valid')",
                Self.schema.path, file.path,
            ], in: ExecutableRunner.packageRoot)
        #expect(check.status == 0, "\(check.output)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = ((json["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.count >= 6)
    }
}
