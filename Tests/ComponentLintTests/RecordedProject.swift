import ComponentLint
import DevToolsCore
import DevToolsTestSupport
import Foundation

/// A small project written to a temporary folder and linted once whole with the facts cache, so that a
/// later run reads its facts (or outlines) back: what the cache tests start from.
struct RecordedProject {
    let folder: TemporaryFolder
    /// Its files, in name order, shown by name.
    let files: [SourceFile]
    /// The folder the records are kept in.
    let cache: URL
    /// The findings of the run that recorded them.
    let whole: [Diagnostic]

    /// `sources` by file name. The files are aged first: a file written within two seconds of its record
    /// would be worked out again ("racy git").
    init(_ sources: [String: String]) throws {
        folder = try TemporaryFolder()
        var files: [SourceFile] = []
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let url = try folder.write("project/\(name)", text)
            files.append(SourceFile(absolutePath: url.path, displayPath: name))
        }
        try FactsRecordsTests.age(files)
        self.files = files
        cache = folder.url.appendingPathComponent("cache")
        let records = PerFileRecords(directory: cache.path, name: "facts-test")
        whole = try FactsRecordsTests.linter.lint(files, context: LintContext(records: records))
        records.save()
    }

    /// The records as a new run finds them.
    func records() -> PerFileRecords {
        PerFileRecords(directory: cache.path, name: "facts-test")
    }

    func file(_ name: String) -> SourceFile? {
        files.first { $0.displayPath == name }
    }

    /// The findings in `name` when only it is reported (as a hook reports a staged file), read with the records.
    func reportedAlone(_ name: String) throws -> [Diagnostic] {
        let scope = ReportScope(paths: files.filter { $0.displayPath == name }.map(\.absolutePath))
        return try FactsRecordsTests.linter.lint(files, context: LintContext(records: records(), scope: scope))
            .filter { $0.location.file == name }
    }
}
