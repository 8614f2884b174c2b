import DevToolsCore
import Foundation
import ProjectModel

/// A table named after a SiriKit intent definition (`Intents.strings` beside
/// `Base.lproj/Intents.intentdefinition`): the definition's texts are its development language, as a
/// storyboard's are its table's, so a translation's keys that name them are not "only in the
/// translation" (owncloud's 17 notes of 192 keys each), and a text some translations give and another
/// lacks is missing there (`DevelopmentTextGaps`).
enum IntentDefinitionTable {
    /// The definition a job's table is named after: `Base.lproj`'s, else a locale's.
    static func file(of job: TableJob) -> String? {
        file(group: job.group, table: job.name)
    }

    static func file(group: String, table: String) -> String? {
        let folder = group.hasPrefix("/") || group.isEmpty ? group : FileManager.default.currentDirectoryPath + "/" + group
        let path = "\(folder)/Base.lproj/\(table).intentdefinition"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The definition's texts the development-language table does not list.
    static func texts(at path: String, beyond reference: ReferenceTable, job: TableJob) -> [DevelopmentText] {
        let beside = (job.reference.anyFile ?? job.translations.first?.files.anyFile)?.file.displayPath
        let shown = InterfaceBuilderTable.displayPath(of: path, beside: beside)
        var seen: Set<String> = []
        return (IntentDefinitionTexts.texts(at: path) ?? []).sorted { $0.key < $1.key }.compactMap { text in
            guard reference.index[text.key] == nil, seen.insert(text.key).inserted else { return nil }
            return DevelopmentText(key: text.key, value: text.value, location: SourceLocation(file: shown, line: 1, column: 1))
        }
    }
}
