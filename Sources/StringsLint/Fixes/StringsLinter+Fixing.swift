import DevToolsCore
import Foundation

extension StringsLinter: FixingLinter {
    /// The fixes of every `.strings` file with fixable findings. A lone `%` is fixed only in a
    /// translation whose development-language value writes `%%`: the development table is read for it.
    public static func fixes(for diagnostics: [Diagnostic], configuration: Configuration, workingDirectory: String) throws -> [FileFix] {
        let byFile = Dictionary(grouping: diagnostics.filter { isStringsFile($0.location.file) }, by: \.location.file)
        var language = DevelopmentLanguage(configured: configuration.toolConfiguration(for: configSection).option("base")?.stringValue)
        var developmentTables: [String: [String: String]] = [:]
        var result: [FileFix] = []
        for (display, findings) in byFile.sorted(by: { $0.key < $1.key }) {
            let path = PathResolver.absolute(display, relativeTo: workingDirectory)
            var context = FixContext()
            if let localized = LocalizedFile(SourceFile(absolutePath: path, displayPath: display)) {
                let candidates = language.candidates(for: localized.group)
                if !candidates.contains(localized.locale),
                    let reference = candidates.lazy.map({ "\(localized.group)/\($0).lproj/\(localized.table).strings" })
                        .first(where: { FileManager.default.fileExists(atPath: $0) })
                {
                    if developmentTables[reference] == nil {
                        developmentTables[reference] =
                            FileBytes.read(reference).map { StringsFileReader.read(data: $0, displayPath: reference).dictionary } ?? [:]
                    }
                    let table = developmentTables[reference] ?? [:]
                    context.developmentValue = { table[$0] }
                }
            }
            if let fix = try StringsFixer.fix(path, displayPath: display, findings: findings, context: context) { result.append(fix) }
        }
        return result
    }
}
