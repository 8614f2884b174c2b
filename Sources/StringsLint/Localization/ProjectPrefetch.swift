import Dispatch
import Foundation

/// Reads the projects around the run's folder into the run's cache on another thread, while the code
/// is scanned, and works out from them which tables each file's code reads (`LookupBundles`): reading a
/// large project (thousands of synchronized files) and scanning the code are the two long steps of a
/// `--sources` run and need nothing of each other. Whoever asks the cache later gets the model read
/// here; a project the search here did not find is read when asked, as before.
final class ProjectPrefetch: @unchecked Sendable {
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var found: LookupBundles?

    init(around folder: String, into models: ProjectModelCache) {
        DispatchQueue.global(qos: .userInitiated).async(group: group) { [self] in
            let bundles = LookupBundles(models: LookupBundles.projects(around: folder, cache: models))
            lock.withLock { found = bundles }
        }
    }

    /// The bundles of the projects around the folder, once they are read.
    func bundles() -> LookupBundles {
        group.wait()
        return lock.withLock { found } ?? LookupBundles(models: [])
    }
}
