import Foundation

/// Reads `xcrun simctl list runtimes -j`: `{"runtimes": [{"identifier": "…", "isAvailable": true, …}]}`.
/// Only available runtimes count as installed: a runtime whose disk image is gone is listed as
/// unavailable, and so are its devices.
public enum SimctlRuntimeList {
    struct Document: Decodable {
        struct Runtime: Decodable {
            let identifier: String
            let isAvailable: Bool?
        }
        let runtimes: [Runtime]
    }

    /// The installed runtimes' identifiers, or `nil` when the data is not such a document.
    public static func installed(from data: Data) -> Set<String>? {
        guard let document = try? JSONDecoder().decode(Document.self, from: data) else { return nil }
        return Set(document.runtimes.filter { $0.isAvailable ?? true }.map(\.identifier))
    }
}
