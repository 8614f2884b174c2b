import DevToolsCore
import DevToolsTestSupport
import Foundation

@testable import ComponentLint
@testable import SourceFacts
@testable import StringsLint

/// Runs `lint-strings` over a tree of files as a user runs it on a folder (through `LintRunner`), with
/// the code in `sources` when given, and shows each finding as `file:line severity rule` (and its
/// message and first note, when asked).
enum TreeLint {
    static func findings(_ files: [String: String], sources: [String]? = nil, messages: Bool = false, notes: Bool = false) throws
        -> [String]
    {
        let folder = try TemporaryTree.make(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let options: [String: ConfigValue] = sources.map { ["sources": .stringList($0)] } ?? [:]
        let section = Configuration.SectionConfiguration(options: options)
        let configuration = Configuration(baseDirectory: folder.path, sections: ["strings": section])
        var runner = LintRunner(linters: [StringsLinter.self], configuration: configuration, workingDirectory: folder.path)
        if sources != nil { runner.keyLookupSource = SourceKeyLookups() }
        return try runner.run(paths: ["."], toolName: "lint-strings").diagnostics.map { finding in
            var shown = "\(finding.location.file):\(finding.location.line) \(finding.severity) \(finding.ruleID)"
            if messages { shown += ": \(finding.message)" }
            if notes, let note = finding.notes.first { shown += " [\(note.message)]" }
            return shown
        }.sorted()
    }
}
