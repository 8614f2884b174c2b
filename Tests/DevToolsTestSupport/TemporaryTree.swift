import Foundation

/// A fresh folder of files for one test, written from a dictionary of relative paths and texts (or
/// bytes). The caller removes it (`defer { try? FileManager.default.removeItem(at: folder) }`); for a
/// folder removed with its owner, see `TemporaryFolder`.
public enum TemporaryTree {
    public static func make(_ files: [String: String]) throws -> URL {
        try make(data: files.mapValues { Data($0.utf8) })
    }

    public static func make(data files: [String: Data]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("devtools-tree-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, data) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file)
        }
        return url
    }
}
