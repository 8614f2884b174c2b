import DevToolsCore
import Foundation
import ProjectModel

/// A table named after a SiriKit intent definition (`Intents.strings` beside
/// `Base.lproj/Intents.intentdefinition`): the definition's texts are its development language, as a
/// storyboard's are its table's, so a translation's keys that name them are not "only in the
/// translation" (owncloud's 17 notes of 192 keys each). Which texts a translation must give is not
/// judged: responses' keys join their ids (`2etfeF-8CnkN3`) in ways the definition does not spell out.
enum IntentDefinitionTable {
    /// The definition a job's table is named after: `Base.lproj`'s, else a locale's.
    static func file(of job: TableJob) -> String? {
        file(group: job.group, table: job.name)
    }

    /// `group` is the folder (absolute) holding the table's `.lproj` folders.
    static func file(group: String, table: String) -> String? {
        let path = "\(group)/Base.lproj/\(table).intentdefinition"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The ids of the definition's texts; empty when it cannot be read.
    static func ids(at path: String) -> Set<String> {
        Set((IntentDefinitionTexts.texts(at: path) ?? []).map(\.key))
    }
}
