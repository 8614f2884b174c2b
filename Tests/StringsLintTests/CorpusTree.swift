import DevToolsTestSupport
import Foundation

/// Rebuilds one app of the flattened corpus (`<owner>__<repo>/<path with / as __>`) as folders in a
/// temporary directory, so its `.lproj` folders are linted as a localization.
enum CorpusTree {
    static func rebuild(app: String) throws -> URL {
        let source = SharedData.corpus.appendingPathComponent(app)
        let target = try TemporaryTree.make([:])
        for name in try FileManager.default.contentsOfDirectory(atPath: source.path) {
            let path = name.components(separatedBy: "__").joined(separator: "/")
            let destination = target.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: destination)
        }
        return target
    }
}
