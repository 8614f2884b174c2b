import Foundation

/// SARIF 2.1.0 for GitHub code scanning: every rule in `tool.driver.rules` with its descriptions,
/// results with URIs relative to the repository root (`%SRCROOT%`), regions, related locations, and a
/// `partialFingerprints` entry that follows the offending line's text rather than its number, so a
/// finding keeps its identity when lines above it move.
public struct SARIFReporter: Reporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let fingerprintKey = "devtoolsLineHash/v1"

    public init() {}

    public func render(_ report: LintReport, context: ReportContext) -> String {
        // One entry per id, even if two linters of a combined run were to share one.
        var seen = Set<String>()
        let rules = report.rules.sorted { $0.id < $1.id }.filter { seen.insert($0.id).inserted }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var seenFingerprints: [String: Int] = [:]
        let results = report.diagnostics.map { diagnostic -> SARIFLog.Result in
            let base = fingerprint(diagnostic, context: context)
            let occurrence = seenFingerprints[base, default: 0] + 1
            seenFingerprints[base] = occurrence
            return SARIFLog.Result(
                ruleId: diagnostic.ruleID,
                ruleIndex: ruleIndex[diagnostic.ruleID],
                level: diagnostic.severity.rawValue,
                message: .init(text: diagnostic.message),
                locations: [location(diagnostic.location, context: context)],
                relatedLocations: diagnostic.notes.isEmpty
                    ? nil
                    : diagnostic.notes.enumerated().map { index, note in
                        var related = location(note.location, context: context)
                        related.id = index
                        related.message = .init(text: note.message)
                        return related
                    },
                partialFingerprints: [Self.fingerprintKey: "\(base):\(occurrence)"]
            )
        }
        let driver = SARIFLog.Driver(
            name: report.toolName == "devtools" ? "devtools" : "devtools \(report.toolName)",
            version: DevToolsVersion.current,
            semanticVersion: DevToolsVersion.current,
            rules: rules.map { rule in
                SARIFLog.Rule(
                    id: rule.id,
                    name: rule.id,
                    shortDescription: .init(text: rule.summary),
                    fullDescription: .init(text: rule.rationale),
                    help: .init(text: "\(rule.summary) \(rule.rationale)"),
                    defaultConfiguration: .init(level: rule.defaultSeverity.rawValue, enabled: !rule.isOptIn)
                )
            }
        )
        let rootURI = URL(fileURLWithPath: context.repositoryRoot, isDirectory: true).absoluteString
        let log = SARIFLog(
            schema: Self.schemaURI,
            version: "2.1.0",
            runs: [
                .init(
                    tool: .init(driver: driver),
                    originalUriBaseIds: ["%SRCROOT%": .init(uri: rootURI.hasSuffix("/") ? rootURI : rootURI + "/")],
                    results: results,
                    columnKind: "unicodeCodePoints"
                )
            ]
        )
        return JSONOutput.encode(log) + "\n"
    }

    private func location(_ place: SourceLocation, context: ReportContext) -> SARIFLog.Location {
        let absolute = PathResolver.absolute(place.file, relativeTo: context.workingDirectory)
        let relative = PathResolver.relative(absolute, to: context.repositoryRoot)
        let uri: String
        let base: String?
        if let relative {
            uri = Self.percentEncode(relative)
            base = "%SRCROOT%"
        } else {
            uri = URL(fileURLWithPath: absolute).absoluteString
            base = nil
        }
        return SARIFLog.Location(
            physicalLocation: .init(
                artifactLocation: .init(uri: uri, uriBaseId: base),
                region: .init(startLine: place.line, startColumn: Self.codePointColumn(place, lines: context.sourceLines))
            )
        )
    }

    /// The column as the run declares it (`columnKind: unicodeCodePoints`): our columns count characters
    /// as a person sees them, so a character of several code points (an emoji with a modifier, `e` and a
    /// combining accent) before the column moves it on by more than one.
    static func codePointColumn(_ place: SourceLocation, lines: SourceLineCache) -> Int {
        guard place.column > 1, let line = lines.line(place.line, of: place.file) else { return place.column }
        let before = line.prefix(place.column - 1)
        return before.unicodeScalars.count + 1 + max(place.column - 1 - before.count, 0)
    }

    /// Rule, file and the trimmed text of the offending line, hashed with 64-bit FNV-1a; for a finding
    /// whose line is not its own (a missing key, at the top of the file), its subject instead of the line.
    private func fingerprint(_ diagnostic: Diagnostic, context: ReportContext) -> String {
        let identity: String
        if let subject = diagnostic.subject {
            identity = "subject:" + subject
        } else {
            let line = context.sourceLines.line(diagnostic.location.line, of: diagnostic.location.file) ?? ""
            identity = line.trimmingCharacters(in: .whitespaces)
        }
        return StableHash.fnv1a64Hex("\(diagnostic.ruleID)\u{0}\(diagnostic.location.file)\u{0}\(identity)")
    }

    static func percentEncode(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";?#[]@!$&'()*+,=:")
        allowed.insert(charactersIn: "/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
