import Dispatch

/// Reads the projects around the run's folder into the run's cache on another thread, while the code
/// is scanned: reading a large project (thousands of synchronized files) and scanning the code are the
/// two long steps of a `--sources` run and need nothing of each other. Whoever asks the cache later
/// gets the model read here; a project the search here did not find is read when asked, as before.
struct ProjectPrefetch {
    private let group = DispatchGroup()

    init(around folder: String, into models: ProjectModelCache) {
        DispatchQueue.global(qos: .userInitiated).async(group: group) {
            _ = LookupBundles.projects(around: folder, cache: models)
        }
    }

    /// Returns when the projects are read.
    func wait() { group.wait() }
}
