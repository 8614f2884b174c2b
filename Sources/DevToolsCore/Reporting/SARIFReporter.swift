import Foundation

/// SARIF 2.1.0 for GitHub code scanning: every rule in `tool.driver.rules` with its descriptions,
/// results with URIs relative to the repository root (`%SRCROOT%`), regions, related locations, and a
/// `partialFingerprints` entry that follows the offending line's text rather than its number, so a
/// finding keeps its identity when lines above it move.
public struct SARIFReporter: Reporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let fingerprintKey = "\(fingerprintKeyName)"
    static let fingerprintKeyName: StaticString = "devtoolsLineHash/v1"

    public init() {}

    /// Written straight to the output (`JSONText`), as `log(for:context:)` encoded by `JSONOutput` would
    /// be: an `Encodable` tree of a million results took over a minute and 9 KB a finding (issue 31).
    public func write(_ report: LintReport, context: ReportContext, to output: inout ReportOutput) {
        let (rules, ruleIndex) = Self.rules(of: report)
        var json = JSONText()
        swap(&json.bytes, &output)
        defer { swap(&json.bytes, &output) }
        var places = PlaceCache(context: context)
        var fingerprints = FingerprintCounter(forgetsEachFile: FingerprintCounter.isGroupedByFile(report.diagnostics))
        json.object { json in
            json.member("$schema", Self.schemaURI)
            json.member("runs") { json in
                json.array(CollectionOfOne(())) { json, _ in
                    json.object { json in
                        json.member("columnKind", "unicodeCodePoints")
                        json.member("originalUriBaseIds") { json in
                            json.object { json in
                                json.member("%SRCROOT%") { json in json.object { $0.member("uri", Self.rootURI(context)) } }
                            }
                        }
                        json.member("results") { json in
                            json.array(report.wordedDiagnostics) { json, finding in
                                Self.writeResult(
                                    finding.diagnostic, words: finding.words, ruleIndex: ruleIndex, places: &places,
                                    fingerprints: &fingerprints, context: context,
                                    to: &json)
                            }
                        }
                        json.member("tool") { json in
                            json.object { json in
                                json.member("driver") { json in Self.writeDriver(report, rules: rules, to: &json) }
                            }
                        }
                    }
                }
            }
            json.member("version", "2.1.0")
        }
        json.newline()
    }

    /// One result, laid out from literals at its depth in the log (the `{` after eight spaces, in
    /// `runs[0].results`), which never changes: through `JSONText`'s members and indents it was most of
    /// the time of a log of a million results. `SARIFTextTests` holds it to the encoder's output.
    private static func writeResult(
        _ diagnostic: Diagnostic, words: Diagnostic.Words, ruleIndex: [String: Int], places: inout PlaceCache,
        fingerprints: inout FingerprintCounter,
        context: ReportContext, to json: inout JSONText
    ) {
        func writePhysicalLocation(_ place: SourceLocation, to json: inout JSONText) {
            let prefix = places.physicalLocationPrefix(place.file)
            prefix.withUnsafeBufferPointer { json.bytes.append(contentsOf: $0) }
            json.number(codePointColumn(place, lines: context.sourceLines))
            json.literal(",\n                  \"startLine\" : ")
            json.number(place.line)
            json.literal("\n                }\n              }")
        }
        let base = fingerprint(
            diagnostic, subject: words.subject, context: context,
            prefix: fingerprints.prefix(rule: diagnostic.ruleID, file: diagnostic.location.file))
        let occurrence = fingerprints.next(base, file: diagnostic.location.file)
        json.literal("{\n          \"level\" : ")
        json.string(diagnostic.severity.rawValue)
        json.literal(",\n          \"locations\" : [\n            {\n")
        writePhysicalLocation(diagnostic.location, to: &json)
        json.literal("\n            }\n          ],\n          \"message\" : {\n            \"text\" : ")
        json.string(words.message)
        json.literal("\n          },\n          \"partialFingerprints\" : {\n            \"")
        json.literal(fingerprintKeyName)
        json.literal("\" : \"")
        StableHash.writeHex(base) { json.bytes.append($0) }
        json.literal(":")
        json.number(occurrence)
        json.literal("\"\n          },\n")
        if !words.notes.isEmpty {
            json.literal("          \"relatedLocations\" : [\n")
            for (index, note) in words.notes.enumerated() {
                if index > 0 { json.literal(",\n") }
                json.literal("            {\n              \"id\" : ")
                json.number(index)
                json.literal(",\n              \"message\" : {\n                \"text\" : ")
                json.string(note.message)
                json.literal("\n              },\n")
                writePhysicalLocation(note.location, to: &json)
                json.literal("\n            }")
            }
            json.literal("\n          ],\n")
        }
        json.literal("          \"ruleId\" : ")
        json.string(diagnostic.ruleID)
        if let index = ruleIndex[diagnostic.ruleID] {
            json.literal(",\n          \"ruleIndex\" : ")
            json.number(index)
        }
        json.literal("\n        }")
    }

    private static func writeDriver(_ report: LintReport, rules: [RuleDescription], to json: inout JSONText) {
        json.object { json in
            json.member("name", driverName(report))
            json.member("rules") { json in
                json.array(rules) { json, rule in
                    json.object { json in
                        json.member("defaultConfiguration") { json in
                            json.object { json in
                                json.member("enabled", !rule.isOptIn)
                                json.member("level", rule.defaultSeverity.rawValue)
                            }
                        }
                        json.member("fullDescription") { json in json.object { $0.member("text", rule.rationale) } }
                        json.member("help") { json in json.object { $0.member("text", "\(rule.summary) \(rule.rationale)") } }
                        json.member("id", rule.id)
                        json.member("name", rule.id)
                        json.member("shortDescription") { json in json.object { $0.member("text", rule.summary) } }
                    }
                }
            }
            json.member("semanticVersion", DevToolsVersion.current)
            json.member("version", DevToolsVersion.current)
        }
    }

    /// Every rule once, by id (even if two linters of a combined run were to share one), and each id's
    /// place in that list.
    private static func rules(of report: LintReport) -> ([RuleDescription], [String: Int]) {
        var seen = Set<String>()
        let rules = report.rules.sorted { $0.id < $1.id }.filter { seen.insert($0.id).inserted }
        return (rules, Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) }))
    }

    private static func driverName(_ report: LintReport) -> String {
        report.toolName == "devtools" ? "devtools" : "devtools \(report.toolName)"
    }

    private static func rootURI(_ context: ReportContext) -> String {
        let rootURI = URL(fileURLWithPath: context.repositoryRoot, isDirectory: true).absoluteString
        return rootURI.hasSuffix("/") ? rootURI : rootURI + "/"
    }

    /// The start of a `physicalLocation` that names a file, up to the start column's value, for the last
    /// two files (a finding's and its note's): percent-encoding and escaping a path per finding was a
    /// large part of a run with many findings.
    private struct PlaceCache {
        let context: ReportContext
        var recent = RecentPaths<[UInt8]>()

        init(context: ReportContext) { self.context = context }

        mutating func physicalLocationPrefix(_ file: String) -> [UInt8] {
            let context = context
            return recent.value(for: file) { SARIFReporter.physicalLocationPrefix($0, context: context) }
        }
    }

    /// `"physicalLocation" : {` for `file`, at a result's depth, up to its start column's value.
    private static func physicalLocationPrefix(_ file: String, context: ReportContext) -> [UInt8] {
        let (uri, base) = artifactURI(file, context: context)
        var json = JSONText()
        json.literal("              \"physicalLocation\" : {\n                \"artifactLocation\" : {\n                  \"uri\" : ")
        json.string(uri)
        if let base {
            json.literal(",\n                  \"uriBaseId\" : ")
            json.string(base)
        }
        json.literal("\n                },\n                \"region\" : {\n                  \"startColumn\" : ")
        return Array(json.bytes.bytes)
    }

    /// How many findings so far had each fingerprint. A fingerprint hashes its finding's file, so when
    /// the findings come file by file (report order) a file's counts are dropped once its findings end:
    /// the counts of a million findings are then those of one file's.
    struct FingerprintCounter {
        let forgetsEachFile: Bool
        private var seen: [UInt64: Int] = [:]
        private var file: String?
        /// The last rule and file and `fingerprintPrefix` of them: a file's findings of one rule come
        /// together, and the path need not be hashed again for each.
        private var lastPrefix: (rule: String, file: String, hash: UInt64)?

        init(forgetsEachFile: Bool) {
            self.forgetsEachFile = forgetsEachFile
        }

        mutating func prefix(rule: String, file: String) -> UInt64 {
            if let last = lastPrefix, last.rule == rule, last.file == file { return last.hash }
            let hash = SARIFReporter.fingerprintPrefix(rule: rule, file: file)
            lastPrefix = (rule, file, hash)
            return hash
        }

        mutating func next(_ fingerprint: UInt64, file: String) -> Int {
            if forgetsEachFile, file != self.file {
                seen.removeAll(keepingCapacity: true)
                self.file = file
            }
            seen[fingerprint, default: 0] += 1
            return seen[fingerprint]!
        }

        /// Whether each file's findings are next to each other.
        static func isGroupedByFile(_ diagnostics: [Diagnostic]) -> Bool {
            var finished: Set<String> = []
            var current: String?
            for diagnostic in diagnostics where diagnostic.location.file != current {
                if let current { finished.insert(current) }
                if finished.contains(diagnostic.location.file) { return false }
                current = diagnostic.location.file
            }
            return true
        }
    }

    /// The log as an `Encodable` value: what `write` writes, for the tests that hold the two to each other.
    func log(for report: LintReport, context: ReportContext) -> SARIFLog {
        let (rules, ruleIndex) = Self.rules(of: report)
        var seenFingerprints: [String: Int] = [:]
        let results = report.diagnostics.map { diagnostic -> SARIFLog.Result in
            let base = StableHash.hex(Self.fingerprint(diagnostic, subject: diagnostic.subject, context: context))
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
            name: Self.driverName(report),
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
        return SARIFLog(
            schema: Self.schemaURI,
            version: "2.1.0",
            runs: [
                .init(
                    tool: .init(driver: driver),
                    originalUriBaseIds: ["%SRCROOT%": .init(uri: Self.rootURI(context))],
                    results: results,
                    columnKind: "unicodeCodePoints"
                )
            ]
        )
    }

    /// A file's URI: relative to the repository root (`%SRCROOT%`) when it is inside it, else absolute.
    static func artifactURI(_ file: String, context: ReportContext) -> (uri: String, base: String?) {
        let absolute = PathResolver.absolute(file, relativeTo: context.workingDirectory)
        if let relative = PathResolver.relative(absolute, to: context.repositoryRoot) {
            return (percentEncode(relative), "%SRCROOT%")
        }
        return (URL(fileURLWithPath: absolute).absoluteString, nil)
    }

    private func location(_ place: SourceLocation, context: ReportContext) -> SARIFLog.Location {
        let (uri, base) = Self.artifactURI(place.file, context: context)
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
        // Printable ASCII before the column and at it (so no combining mark joins the last one before
        // it): a character is a code point, as on most lines of most files.
        let bytes = line.utf8.prefix(place.column)
        if bytes.count >= place.column - 1, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return place.column }
        let before = line.prefix(place.column - 1)
        return before.unicodeScalars.count + 1 + max(place.column - 1 - before.count, 0)
    }

    /// Rule, file and the trimmed text of the offending line, hashed with 64-bit FNV-1a; for a finding
    /// whose line is not its own (a missing key, at the top of the file), its subject instead of the line.
    /// `subject`: the finding's (from words at hand: asking the finding may write them again).
    /// `prefix`: `fingerprintPrefix` of the finding's rule and file, when known.
    private static func fingerprint(
        _ diagnostic: Diagnostic, subject: String?, context: ReportContext, prefix: UInt64? = nil
    ) -> UInt64 {
        // Hashed part by part: the same as hashing "rule\0file\0identity", without making that string.
        var hash = prefix ?? fingerprintPrefix(rule: diagnostic.ruleID, file: diagnostic.location.file)
        if let subject {
            hash = StableHash.fnv1a64(continuing: hash, "subject:".utf8)
            return StableHash.fnv1a64(continuing: hash, subject.utf8)
        }
        let line = context.sourceLines.line(diagnostic.location.line, of: diagnostic.location.file) ?? ""
        return StableHash.fnv1a64(continuing: hash, line.withoutEdgeWhitespace.utf8)
    }

    /// The hash of "rule\0file\0", where a fingerprint's hash goes on.
    static func fingerprintPrefix(rule: String, file: String) -> UInt64 {
        var hash = StableHash.fnv1a64(continuing: StableHash.fnvOffsetBasis, rule.utf8)
        hash = StableHash.fnv1a64(continuing: hash, CollectionOfOne(0))
        hash = StableHash.fnv1a64(continuing: hash, file.utf8)
        return StableHash.fnv1a64(continuing: hash, CollectionOfOne(0))
    }

    static func percentEncode(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";?#[]@!$&'()*+,=:")
        allowed.insert(charactersIn: "/")
        return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    }
}
