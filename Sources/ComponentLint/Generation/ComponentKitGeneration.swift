import SourceFacts

import Foundation

/// Which ComponentKit API applies. Classic (≤ 0.22) finds a component's controller by name
/// (`<Component>Controller`); modern (≥ 0.23) asks the component's `+controllerClass`.
public enum ComponentKitGeneration: Sendable, Equatable {
    case classic
    case modern

    public init(version: String) {
        let parts = version.split(separator: ".").compactMap { Int($0) }
        let (major, minor) = (parts.first ?? 0, parts.count > 1 ? parts[1] : 0)
        self = (major > 0 || minor >= 23) ? .modern : .classic
    }

    /// From config `componentkit.version`, else the nearest `Podfile.lock`, `Cartfile.resolved` or
    /// `Package.resolved` at or above `directory` that names ComponentKit, else what the code shows
    /// (`usesControllerClass`: some component overrides `+controllerClass`, a modern-only API), else classic.
    public static func detect(configured: String?, from directory: String, usesControllerClass: @autoclosure () -> Bool)
        -> ComponentKitGeneration
    {
        if let configured { return ComponentKitGeneration(version: configured) }
        if let locked = fromLockFiles(above: directory) { return locked }
        return usesControllerClass() ? .modern : .classic
    }

    static func fromLockFiles(above directory: String) -> ComponentKitGeneration? {
        var current = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            for (name, reader) in lockFileReaders {
                if let text = try? String(contentsOf: current.appendingPathComponent(name), encoding: .utf8), let version = reader(text) {
                    return ComponentKitGeneration(version: version)
                }
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    static let lockFileReaders: [(String, @Sendable (String) -> String?)] = [
        ("Podfile.lock", { text in firstMatch(in: text, after: "- ComponentKit (", until: ")") }),
        ("Cartfile.resolved", { text in firstMatch(in: text, after: "facebook/componentkit\" \"", until: "\"") }),
        (
            "Package.resolved",
            { text in
                guard let range = text.range(of: "componentkit", options: .caseInsensitive) else { return nil }
                return firstMatch(in: String(text[range.upperBound...]), after: "\"version\" : \"", until: "\"")
                    ?? firstMatch(in: String(text[range.upperBound...]), after: "\"version\": \"", until: "\"")
            }
        ),
    ]

    static func firstMatch(in text: String, after prefix: String, until end: String) -> String? {
        guard let start = text.range(of: prefix), let stop = text[start.upperBound...].range(of: end) else { return nil }
        let value = text[start.upperBound..<stop.lowerBound]
        return value.first?.isNumber == true ? String(value) : nil
    }
}
