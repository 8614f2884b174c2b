import DevToolsCore
import Foundation
import DevToolsTestSupport
import Testing

@Suite("Config file: found, read, and every mistake named with its line")
struct ConfigurationLoaderTests {
    static let schema = ConfigSchema(sections: [
        .init(
            name: "strings", ruleIDs: ["duplicate-key", "empty-value"],
            options: [
                "encoding": .string(allowed: ["any", "utf8", "utf16"]),
                "base": .string(),
            ]),
        .init(
            name: "components", ruleIDs: ["missing-scope"],
            options: [
                "componentkit": .section(["version": .string()])
            ]),
    ])
    let loader = ConfigurationLoader(schema: schema)

    func loadError(_ yaml: String) throws -> ToolError? {
        let folder = try TemporaryFolder()
        try folder.write(".devtools.yml", yaml)
        do {
            _ = try loader.load(explicitPath: nil, searchingFrom: folder.path)
            return nil
        } catch let error as ToolError {
            return error
        }
    }

    @Test func readsAValidFile() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            ".devtools.yml",
            """
            exclude: ["Generated/**"]
            strings:
              encoding: utf8
              rules:
                duplicate-key: warning
                empty-value: off
            components:
              exclude: Vendor
              componentkit:
                version: "0.23"
            """)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        let config = try loader.load(explicitPath: nil, searchingFrom: folder.url.appendingPathComponent("a/b").path)
        #expect(config.filePath == folder.url.appendingPathComponent(".devtools.yml").path)
        #expect(config.exclude == ["Generated/**"])
        #expect(config.excludes(for: "components") == ["Generated/**", "Vendor"])
        let strings = config.toolConfiguration(for: "strings")
        #expect(strings.ruleSettings == ["duplicate-key": .warning, "empty-value": .off])
        #expect(strings.option("encoding") == .string("utf8"))
        #expect(config.toolConfiguration(for: "components").option("componentkit.version") == .string("0.23"))
    }

    @Test func noFileMeansDefaults() throws {
        let folder = try TemporaryFolder()
        let config = try loader.load(explicitPath: nil, searchingFrom: folder.path)
        #expect(config.filePath == nil || !config.filePath!.hasPrefix(folder.path))
    }

    @Test func unknownTopLevelKey() throws {
        let error = try #require(try loadError("strings: {}\nexlude: [a]\n"))
        #expect(error.description == ".devtools.yml:2:1: unknown key 'exlude' (expected one of: exclude, components, strings)")
    }

    @Test func unknownRuleID() throws {
        let error = try #require(try loadError("strings:\n  rules:\n    duplicate-keys: off\n"))
        #expect(error.line == 3)
        #expect(error.column == 5)
        #expect(error.problem.contains("unknown rule id 'duplicate-keys'"))
    }

    @Test func wrongSeverity() throws {
        let error = try #require(try loadError("strings:\n  rules:\n    duplicate-key: fatal\n"))
        #expect(error.description == ".devtools.yml:3:20: rule 'duplicate-key' must be one of: off, note, warning, error")
    }

    @Test func wrongType() throws {
        let error = try #require(try loadError("strings:\n  encoding: latin1\n"))
        #expect(error.description == ".devtools.yml:2:13: 'encoding' must be one of any, utf8, utf16")
        let nested = try #require(try loadError("components:\n  componentkit:\n    versoin: 1\n"))
        #expect(nested.line == 3)
        #expect(nested.problem.contains("unknown key 'versoin' in 'componentkit'"))
        let list = try #require(try loadError("exclude: {a: b}\n"))
        #expect(list.problem == "'exclude' must be a list of strings")
    }

    @Test func unknownKeyInSection() throws {
        let error = try #require(try loadError("strings:\n  bass: en\n"))
        #expect(error.line == 2)
        #expect(error.problem.hasPrefix("unknown key 'bass' in section 'strings'"))
    }

    @Test func invalidYAML() throws {
        let error = try #require(try loadError("strings:\n  rules: [a\n"))
        #expect(error.path == ".devtools.yml")
        #expect(error.line != nil)
        #expect(error.problem.hasPrefix("invalid YAML"))
    }

    @Test func explicitMissingConfig() throws {
        let folder = try TemporaryFolder()
        #expect(throws: ToolError(path: "nope.yml", "config file not found")) {
            try loader.load(explicitPath: "nope.yml", searchingFrom: folder.path)
        }
    }
}
