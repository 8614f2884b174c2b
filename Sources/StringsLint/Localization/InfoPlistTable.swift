import DevToolsCore
import Foundation
import ProjectModel

/// An `InfoPlist.strings` table, whose development language is the target's Info.plist: the system
/// shows the app's name and its permission prompts (`NSCameraUsageDescription`) from the Info.plist and
/// looks each up in the user's `InfoPlist.strings`. Its texts are judged across the translations
/// together (`DevelopmentTextGaps`): the development table's entries and the Info.plist's texts it
/// lacks. Many of them are names and addresses translators leave as they are (vienna's plug-ins:
/// `FriendlyName` "Facebook" given unchanged in some locales and left out in others): a text no
/// translation changes is not missing where it is left out.
enum InfoPlistTable {
    static func isInfoPlist(_ job: TableJob) -> Bool { job.name == "InfoPlist" }

    /// The texts of the job's table: its development-language entries, then the Info.plist's texts they
    /// lack (from the target that ships the table, else the `Info.plist` beside its `.lproj` folders).
    ///
    /// `knownKeys`: every key the built Info.plist has (see `InfoPlistTexts.Contents.keys`): a translation's entry
    /// for one of them is no stray key, even when its English text is a build variable.
    static func texts(of job: TableJob, reference: ReferenceTable, projects: ProjectModelCache, search: inout AppProjectSearch)
        -> (texts: [DevelopmentText], knownKeys: Set<String>)
    {
        var texts: [DevelopmentText] = []
        for (index, key) in reference.keys.enumerated() where !reference.facts[index].isPlural && !key.isEmpty {
            guard let value = reference.value(at: index) else { continue }
            texts.append(DevelopmentText(key: key, value: value, location: reference.place(at: index).location, isInDevelopmentTable: true))
        }
        let given = Set(texts.map(\.key))
        let beside = infoPlistBeside(job.group)
        let target = targetInfoPlist(of: job, projects: projects, search: &search)
        // The Info.plist beside the tables (a plug-in's own); its settings when it is the target's (Loop:
        // an empty Info.plist whose texts are all `INFOPLIST_KEY_…` settings).
        let plist = beside ?? target.plist
        let isTargets = { (file: String) in
            target.plist.map { ($0 as NSString).standardizingPath == (file as NSString).standardizingPath } == true
        }
        let settings = beside.map(isTargets) ?? true ? target.settings : [:]
        let table = (job.reference.anyFile ?? job.translations.first?.files.anyFile)?.file.displayPath
        let file = plist.map { displayPath($0, isBeside: $0 == beside, table: table) } ?? "Info.plist"
        let contents = InfoPlistTexts.read(plist: plist, settings: settings)
        for text in contents.texts ?? [] where !given.contains(text.key) {
            texts.append(
                DevelopmentText(key: text.key, value: text.value, location: SourceLocation(file: file, line: text.line, column: 1)))
        }
        return (texts, contents.keys)
    }

    /// The Info.plist of the target whose Resources phase holds the table as a localized file (asked when
    /// no bundle's own Info.plist is beside the `.lproj` folders, as a plug-in copied into the app has).
    private static func targetInfoPlist(of job: TableJob, projects: ProjectModelCache, search: inout AppProjectSearch)
        -> (plist: String?, settings: [String: String])
    {
        let files = ([job.reference.anyFile] + job.translations.map(\.files.anyFile)).compactMap { $0?.file.absolutePath }
        guard let first = files.first, let project = search.project(above: (first as NSString).deletingLastPathComponent),
            let model = projects.model(at: project)
        else { return (nil, [:]) }
        let localized = Set(files)
        let target = model.targets.first { target in
            (target.infoPlist != nil || !target.infoPlistSettings.isEmpty)
                && target.localizedTables.contains { $0.files.contains { localized.contains($0.path) } }
        }
        return (target?.infoPlist, target?.infoPlistSettings ?? [:])
    }

    /// The `Info.plist` in the folder (absolute) of a table's `.lproj` folders, if there is one.
    static func infoPlistBeside(_ group: String) -> String? {
        let path = (group as NSString).appendingPathComponent("Info.plist")
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The Info.plist as the user gave the table: beside the table's `.lproj` folder, the table's display
    /// path with its last two components swapped for `Info.plist`; else relative to the current folder
    /// when it is inside it.
    private static func displayPath(_ path: String, isBeside: Bool, table: String?) -> String {
        if let table, isBeside {
            let folder = LocalizedFile.displayGroup(ofDisplayPath: table)
            return folder.isEmpty ? "Info.plist" : folder + "/Info.plist"
        }
        return PathResolver.relative(path, to: FileManager.default.currentDirectoryPath) ?? path
    }
}
