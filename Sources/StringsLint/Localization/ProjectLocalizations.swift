import Foundation
import ProjectModel

/// What the project around a localization says about its languages: the development language, and
/// the locales it ships. Read from the nearest Xcode project (`developmentRegion`, `knownRegions` in
/// `project.pbxproj`) or SwiftPM package (`defaultLocalization` in `Package.swift`, through
/// `ProjectModel`) above the files; a package stops the search, so the app project above a package
/// does not speak for the package.
struct ProjectLocalizations: Sendable, Equatable {
    var developmentRegion: String?
    /// The locales the project ships, normalised (`pt-br`); nil when the project does not list them.
    var knownRegions: Set<String>?

    /// Whether `locale` (an `.lproj` name) ships with the project.
    func ships(_ locale: String) -> Bool {
        guard let knownRegions else { return true }
        return knownRegions.contains(LocaleFallback.normalized(locale))
    }

    /// Reads the project files in `folder`, if any.
    static func read(folder: String) -> ProjectLocalizations? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        if names.contains("Package.swift"),
            let package = try? ProjectModel.read(projectAt: folder + "/Package.swift", readingTargets: false)
        {
            return ProjectLocalizations(developmentRegion: package.developmentRegion, knownRegions: nil)
        }
        for name in names where name.hasSuffix(".xcodeproj") {
            // Searched as text, not read through `ProjectModel`: parsing a whole 1 MB `project.pbxproj`
            // (DuckDuckGo's) added 0.7 s to a pre-commit run over one table, for two settings that a
            // text search finds in milliseconds. The model comes in where targets are needed (issue 28).
            guard let text = try? String(contentsOfFile: folder + "/" + name + "/project.pbxproj", encoding: .utf8) else { continue }
            // A whole `.lproj` folder copied by a build phase ships whatever knownRegions says
            // (Tunnelblick lists 5 regions and copies 48 more folders).
            let regions = knownRegions(in: text).map { $0.union(copiedFolders(in: text)) }
            return ProjectLocalizations(developmentRegion: developmentRegion(in: text), knownRegions: regions)
        }
        return nil
    }

    /// `knownRegions` normalised (`pt-br`); nil when the list is empty.
    static func normalizedRegions(_ names: [String]) -> Set<String>? {
        let regions = Set(names.filter { !$0.isEmpty }.map(LocaleFallback.normalized))
        return regions.isEmpty ? nil : regions
    }

    /// The value of `developmentRegion = en;` (quoted or not) in a `project.pbxproj`.
    static func developmentRegion(in text: String) -> String? {
        guard let range = text.range(of: "developmentRegion = ") else { return nil }
        let rest = text[range.upperBound...]
        guard let end = rest.firstIndex(of: ";") else { return nil }
        let value = rest[..<end].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        return value.isEmpty ? nil : value
    }

    /// The locales whose whole `.lproj` folder a build phase copies (a folder reference: `/* sv.lproj in
    /// Resources */`, `/* sv.lproj in CopyFiles */`), normalised.
    static func copiedFolders(in text: String) -> Set<String> {
        var found: Set<String> = []
        var rest = text[...]
        while let marker = rest.range(of: ".lproj in ") {
            let after = rest[marker.upperBound...]
            if after.hasPrefix("Resources */") || after.hasPrefix("CopyFiles */") {
                let before = rest[..<marker.lowerBound]
                let start = before.lastIndex(where: { $0 == " " || $0 == "*" || $0 == "/" }).map(before.index(after:)) ?? before.startIndex
                let locale = before[start...]
                if !locale.isEmpty { found.insert(LocaleFallback.normalized(String(locale))) }
            }
            rest = rest[marker.upperBound...]
        }
        return found
    }

    /// The list of `knownRegions = ( en, Base, "pt-BR", );` in a `project.pbxproj`.
    static func knownRegions(in text: String) -> Set<String>? {
        guard let range = text.range(of: "knownRegions = (") else { return nil }
        let rest = text[range.upperBound...]
        guard let end = rest.firstIndex(of: ")") else { return nil }
        let names = rest[..<end].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t\r\n")) }
        return normalizedRegions(names)
    }
}
