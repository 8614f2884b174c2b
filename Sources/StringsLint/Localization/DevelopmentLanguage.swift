import Foundation

/// Finds the development language a group's translations are compared with: `strings.base` from the
/// config, else the `developmentRegion` of the nearest `.xcodeproj` above the files, else `en`.
/// A table missing in that language is compared with its `Base.lproj` version instead.
struct DevelopmentLanguage {
    private let configured: String?
    private var projectRegionByFolder: [String: String?] = [:]

    init(configured: String?) {
        self.configured = configured
    }

    /// The locales to take a table's reference version from, in order of preference.
    mutating func candidates(for groupPath: String) -> [String] {
        let language = configured ?? projectRegion(above: groupPath) ?? "en"
        return language == "Base" ? ["Base"] : [language, "Base"]
    }

    private mutating func projectRegion(above path: String) -> String? {
        var folder = path
        var visited: [String] = []
        while true {
            if let cached = projectRegionByFolder[folder] {
                for seen in visited { projectRegionByFolder[seen] = cached }
                return cached
            }
            visited.append(folder)
            if let region = Self.region(inProjectsOf: folder) {
                for seen in visited { projectRegionByFolder[seen] = region }
                return region
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        for seen in visited { projectRegionByFolder[seen] = .some(nil) }
        return nil
    }

    private static func region(inProjectsOf folder: String) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() where name.hasSuffix(".xcodeproj") {
            let file = folder + "/" + name + "/project.pbxproj"
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            if let region = developmentRegion(in: text) { return region }
        }
        return nil
    }

    /// The value of `developmentRegion = en;` (quoted or not) in a `project.pbxproj`.
    static func developmentRegion(in text: String) -> String? {
        guard let range = text.range(of: "developmentRegion = ") else { return nil }
        let rest = text[range.upperBound...]
        guard let end = rest.firstIndex(of: ";") else { return nil }
        let value = rest[..<end].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        return value.isEmpty ? nil : value
    }
}
