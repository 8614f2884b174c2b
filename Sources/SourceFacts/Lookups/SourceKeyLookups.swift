import DevToolsCore
import Foundation

/// The lookups in every Swift and Objective-C file under some folders, found by lint-components' fact
/// extraction on every core (see `LookupScanner`): each file is read and tokenized once, and its facts
/// and lookups come from the same tokens.
///
/// One per run. With a cache folder, each file's facts and lookups are recorded by content, so a run
/// that changed one file scans one file. When lint-components runs too (`devtools lint`), the facts found
/// here are kept for it (`keepsFacts`), and it does not read those files again.
public final class SourceKeyLookups: KeyLookupSource, @unchecked Sendable {
    private let cacheDirectory: String?
    package let kept: KeptFacts?
    private let lock = NSLock()
    /// The run's own files, when it walked folders holding every source folder (see `discovered`).
    private var offered: (files: [SourceFile], roots: [String])?

    public init(cacheDirectory: String? = nil, keepsFacts: Bool = false) {
        self.cacheDirectory = cacheDirectory
        kept = keepsFacts ? KeptFacts() : nil
    }

    public func discovered(_ files: [SourceFile], extensions: Set<String>, roots: [String]) {
        guard SourceLanguage.fileExtensions.isSubset(of: extensions) else { return }
        lock.lock()
        offered = (files, roots)
        lock.unlock()
    }

    public var sharesScan: Bool { kept != nil }
    public func expectScan() { kept?.expect() }
    public func finished() { kept?.settle() }

    public func usage(in folders: [String], functions: [LookupFunction], generated: GeneratedFiles, workingDirectory: String) throws
        -> CodeKeyUsage
    {
        let files = try self.files(in: folders, workingDirectory: workingDirectory)
        let records = cacheDirectory.map { directory in
            PerFileRecords(directory: directory, name: "lookups-" + StableHash.fnv1a64Hex(folders.joined(separator: "\u{0}")))
        }
        var (found, stamps) = try ParallelFacts.extractStamped(
            files, records: records, lookups: LookupRequest(functions: functions, generated: generated))
        records?.save()
        // Taken out: lint-components has no use for them, and its passes copy facts around.
        let lookups = found.indices.compactMap { index in found[index].lookups.take().map { (files[index].displayPath, $0) } }
        // lint-components, when it runs alongside, goes on with the facts while the lookups are merged.
        kept?.keep(files, found, stamps: stamps)
        var usage = CodeKeyUsage()
        // Which files read each static text constant (most projects have none).
        var constants = Set<String>()
        for (_, file) in lookups {
            for position in file.usage.lookups.indices {
                if let constant = file.usage.lookups[position].constant { constants.insert(constant) }
            }
        }
        for (path, file) in lookups {
            for constant in constants where Self.reads(file.usage.staticReferences, constant) {
                usage.constantReaders[constant, default: []].append(path)
            }
            usage.formUnion(file.usage)
        }
        usage.resolveMemberLiterals()
        usage.dropLookupsOfUncreatedViews()
        usage.dropLookupsOfUnreadConstants()
        return usage
    }

    /// The sources under `folders`: the run's own files when its walk covered every folder (so they are
    /// the files lint-components reads, in its order, with the run's excludes), else a walk of their own.
    private func files(in folders: [String], workingDirectory: String) throws -> [SourceFile] {
        lock.lock()
        let offered = self.offered
        lock.unlock()
        if let offered, folders.allSatisfy({ folder in offered.roots.contains { ReportScope.path(folder, isWithin: $0) } }) {
            let scope = ReportScope(paths: folders)
            return offered.files.filter { Self.sourceExtensions.contains($0.fileExtension) && scope.contains($0.absolutePath) }
        }
        let discovery = FileDiscovery(
            extensions: SourceLanguage.fileExtensions, excludeBase: workingDirectory, workingDirectory: workingDirectory)
        return try discovery.files(in: folders)
    }

    /// `SourceLanguage.fileExtensions` as a list: four short names compare faster than a set hashes
    /// (this runs for every file of the run).
    private static let sourceExtensions = Array(SourceLanguage.fileExtensions)

    /// Whether a file's static references name `constant` (`Owner.name`): as `Owner.name` or `.name`.
    private static func reads(_ references: Set<String>, _ constant: String) -> Bool {
        guard !references.isEmpty else { return false }
        if references.contains(constant) { return true }
        guard let dot = constant.lastIndex(of: ".") else { return false }
        return references.contains(String(constant[dot...]))
    }
}
