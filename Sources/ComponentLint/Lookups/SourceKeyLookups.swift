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
    let kept: KeptFacts?
    private let lock = NSLock()
    /// The run's own files, when it walked folders holding every source folder (see `discovered`).
    private var offered: (files: [SourceFile], roots: [String])?

    public init(cacheDirectory: String? = nil, keepsFacts: Bool = false) {
        self.cacheDirectory = cacheDirectory
        kept = keepsFacts ? KeptFacts() : nil
    }

    public func discovered(_ files: [SourceFile], extensions: Set<String>, roots: [String]) {
        guard ComponentLinter.fileExtensions.isSubset(of: extensions) else { return }
        lock.lock()
        offered = (files, roots)
        lock.unlock()
    }

    public func usage(in folders: [String], functions: [LookupFunction], generated: GeneratedFiles, workingDirectory: String) throws
        -> CodeKeyUsage
    {
        let files = try self.files(in: folders, workingDirectory: workingDirectory)
        let records = cacheDirectory.map { directory in
            PerFileRecords(directory: directory, name: "lookups-" + StableHash.fnv1a64Hex(folders.joined(separator: "\u{0}")))
        }
        var found = try ParallelFacts.extractStamped(
            files, records: records, lookups: LookupRequest(functions: functions, generated: generated))
        records?.save()
        var usage = CodeKeyUsage()
        for index in found.indices {
            if let lookups = found[index].facts.lookups { usage.formUnion(lookups.usage) }
            // lint-components has no use for them, and its passes copy facts around.
            found[index].facts.lookups = nil
        }
        kept?.keep(files, found)
        return usage
    }

    /// The sources under `folders`: the run's own files when its walk covered every folder (so they are
    /// the files lint-components reads, in its order, with the run's excludes), else a walk of their own.
    private func files(in folders: [String], workingDirectory: String) throws -> [SourceFile] {
        lock.lock()
        let offered = self.offered
        lock.unlock()
        if let offered, folders.allSatisfy({ folder in offered.roots.contains { Self.contains($0, folder) } }) {
            return offered.files.filter { file in
                ComponentLinter.fileExtensions.contains(file.fileExtension) && folders.contains { Self.contains($0, file.absolutePath) }
            }
        }
        let discovery = FileDiscovery(
            extensions: ComponentLinter.fileExtensions, excludeBase: workingDirectory, workingDirectory: workingDirectory)
        return try discovery.files(in: folders)
    }

    /// Whether `path` is `folder` or inside it (both absolute).
    private static func contains(_ folder: String, _ path: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
