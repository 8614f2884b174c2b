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
        var search = AppProjectSearch()
        for (group, found) in tablesByGroup {
            if let project = search.project(above: group) { paths.insert(contentFile(of: project)) }
            for table in found.tables {
                for locale in ["Base"] + found.locales.sorted() {
                    paths.insert("\(group)/\(locale).lproj/\(table).storyboard")
                    paths.insert("\(group)/\(locale).lproj/\(table).xib")
                }
            }
        }
        return paths.sorted()
    }

    /// The file whose content describes a project: `project.pbxproj`, `contents.xcworkspacedata` or
    /// `Package.swift` itself.
    private static func contentFile(of project: String) -> String {
        if project.hasSuffix(".xcodeproj") { return project + "/project.pbxproj" }
        if project.hasSuffix(".xcworkspace") { return project + "/contents.xcworkspacedata" }
        return project
    }
}
