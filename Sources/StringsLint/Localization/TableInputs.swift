import DevToolsCore
import Foundation
import ProjectModel

/// The files besides the tables that lint-strings' findings on them depend on, for the whole-run
/// cache's key (`Linter.otherInputs`): the nearest project file above each folder of `.lproj` folders
/// (its regions, and which target ships which table: `unshipped-table`, `unreadable-project`), and the
/// storyboard or xib each table may be named after (`stale-ib-key`), present or not.
enum TableInputs {
    static func paths(of files: [SourceFile]) -> [String] {
        var tablesByGroup: [String: (tables: Set<String>, locales: Set<String>)] = [:]
        for file in files {
            guard let localized = LocalizedFile(file) else { continue }
            tablesByGroup[localized.group, default: ([], [])].tables.insert(localized.table)
            tablesByGroup[localized.group, default: ([], [])].locales.insert(localized.locale)
        }
        var paths: Set<String> = []
        var projectByFolder: [String: String?] = [:]
        for (group, found) in tablesByGroup {
            if let project = project(above: group, known: &projectByFolder) { paths.insert(project) }
            for table in found.tables {
                for locale in ["Base"] + found.locales.sorted() {
                    paths.insert("\(group)/\(locale).lproj/\(table).storyboard")
                    paths.insert("\(group)/\(locale).lproj/\(table).xib")
                }
            }
        }
        return paths.sorted()
    }

    /// The file whose content describes the nearest project above `folder`: `project.pbxproj`,
    /// `contents.xcworkspacedata` or `Package.swift`.
    private static func project(above folder: String, known: inout [String: String?]) -> String? {
        if let cached = known[folder] { return cached }
        let parent = (folder as NSString).deletingLastPathComponent
        var found = ProjectModelCache.appProjectFile(in: folder).map { file -> String in
            if file.hasSuffix(".xcodeproj") { return file + "/project.pbxproj" }
            if file.hasSuffix(".xcworkspace") { return file + "/contents.xcworkspacedata" }
            return file
        }
        if found == nil, parent != folder, !parent.isEmpty { found = project(above: parent, known: &known) }
        known[folder] = .some(found)
        return found
    }
}
