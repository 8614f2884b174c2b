import Foundation
import DevToolsTestSupport
import Testing

/// What README.md and the bundled example's README say about clean-support, checked against the tool.
@Suite("clean-support README claims")
struct CleanSupportReadmeTests {
    static let readme = (try? String(contentsOf: ExecutableRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    static var section: Substring {
        guard let start = readme.range(of: "## clean-support"),
            let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)
        else {
            return ""
        }
        return readme[start.lowerBound..<end.lowerBound]
    }

    /// The keys of the README's JSON example are the keys the tool writes, at every level.
    @Test func theJSONExampleHasTheDocumentsKeys() throws {
        let block = try #require(Self.section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        let example = try #require(try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
        let tree = try CleanSupportFixture()
        try tree.version("16.4 (20E247)")
        try tree.version("17.4 (21E219)")
        let external = tree.base.appendingPathComponent("External")
        try tree.version("9.0 (20R362)", platform: "watchOS", in: external)
        try FileManager.default.createSymbolicLink(
            at: tree.root.appendingPathComponent("watchOS DeviceSupport"),
            withDestinationURL: external.appendingPathComponent("watchOS DeviceSupport")
        )
        let real = try tree.json(["--root", tree.root.path, "--dry-run"]).raw
        func keys(_ value: Any?) -> Set<String> {
            if let object = value as? [String: Any] { return Set(object.keys) }
            if let array = value as? [Any] { return keys(array.first) }
            return []
        }
        #expect(keys(example) == keys(real))
        for key in ["links", "items", "summary"] { #expect(keys(example[key]) == keys(real[key]), "\(key)") }
    }

    /// Every age unit the README lists is accepted.
    @Test func theAgesTheReadmeListsAreAccepted() throws {
        #expect(Self.section.contains("`12h`, `90d`, `6w`, `3m` of 30 days, `1y` of 365 days"))
        let tree = try CleanSupportFixture()
        for age in ["12h", "90d", "6w", "3m", "1y"] {
            #expect(try tree.run(["--root", tree.root.path, "--dry-run", "--older-than", age]).status == 0, "\(age)")
        }
    }

    /// The messages the README quotes are the ones the tool prints.
    @Test func quotedMessagesAreTheToolsOwn() throws {
        let tree = try CleanSupportFixture()
        try tree.version("16.4 (20E247)")
        try tree.version("17.4 (21E219)")
        let warning = try tree.run(["--root", tree.root.path, "--dry-run", "--keep", "17,4*"]).stderr
        #expect(warning.hasPrefix("warning: --keep '17,4*' matches no folder, so it protects nothing; closest names: '17.4 (21E219)', "))
        #expect(
            Self.section.contains("`warning: --keep '17,4*' matches no folder, so it protects nothing; closest names: '17.4 (21E219)', …`"))
        let zero = try tree.json(["--root", tree.root.path, "--dry-run", "--keep-latest", "0"])
        let reason = try #require(zero.items.first?["reason"] as? String)
        #expect(Self.section.contains("\"\(reason.replacingOccurrences(of: " (--keep-latest 0)", with: ""))\""))
        for quoted in ["Nothing was removed.", "is not followed; to clean it, run: clean-support --root '", "`Removing 3/12 folders…`"] {
            #expect(Self.section.contains(quoted), "\(quoted)")
        }
    }

    /// `Resources/Examples/DeviceSupport/README.md`: every folder's documented action is the dry run's.
    @Test func theBundledExampleDecidesAsDocumented() throws {
        let example = ExecutableRunner.packageRoot.appendingPathComponent("Resources/Examples/DeviceSupport")
        let documented = try String(contentsOf: example.appendingPathComponent("README.md"), encoding: .utf8)
        var expected: [String: String] = [:]
        for line in documented.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let names = cells[0].components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            let first = names[0]
            for name in names {
                expected[name.hasPrefix("… ") ? first + name.dropFirst(1) : name] = cells[1]
            }
        }
        let run = try ExecutableRunner.run("clean-support", ["--root", example.path, "--dry-run", "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        var actual: [String: String] = [:]
        for item in json["items"] as? [[String: Any]] ?? [] {
            let path = item["path"] as? String ?? ""
            let relative = path.components(separatedBy: "/").suffix(2).joined(separator: "/")
            actual[relative] = item["action"] as? String
        }
        #expect(actual == expected)
    }
}
