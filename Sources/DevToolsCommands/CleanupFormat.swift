import ArgumentParser

/// `--format` of clean-support.
enum CleanupFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}
