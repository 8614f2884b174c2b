import Foundation

/// Finds the development language a group's translations are compared with: `strings.base` from the
/// config, else what the nearest project above the files says (an Xcode project's `developmentRegion`,
/// a package's `defaultLocalization`), else `en`. A table missing in that language is compared with its
/// `Base.lproj` version instead. Also says which locales the project ships (`knownRegions`).
struct DevelopmentLanguage {
    private let configured: String?
    private var projectByFolder: [String: ProjectLocalizations?] = [:]

    init(configured: String?) {
        self.configured = configured
    }

    /// The locales to take a table's reference version from, in order of preference.
    mutating func candidates(for groupPath: String) -> [String] {
        let language = configured ?? project(above: groupPath)?.developmentRegion ?? "en"
        if language == "Base" { return ["Base"] }
        // Older projects name the region in English (`developmentRegion = English;`) and keep their
        // tables in `en.lproj` (or in `English.lproj`, which is looked for first).
        if let code = Self.legacyNames[language] { return [language, code, "Base"] }
        return [language, "Base"]
    }

    /// The language names Xcode once wrote for a development region, with their codes.
    static let legacyNames = [
        "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es", "Italian": "it", "Dutch": "nl",
    ]

    /// The nearest project above `path`, if any.
    mutating func project(above path: String) -> ProjectLocalizations? {
        var folder = path
        var visited: [String] = []
        var found: ProjectLocalizations?
        while true {
            if let cached = projectByFolder[folder] {
                found = cached
                break
            }
            visited.append(folder)
            if let project = ProjectLocalizations.read(folder: folder) {
                found = project
                break
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        for seen in visited { projectByFolder[seen] = .some(found) }
        return found
    }

}
