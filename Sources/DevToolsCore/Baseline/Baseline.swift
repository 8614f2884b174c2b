import Foundation

/// Findings recorded on a legacy codebase so that only new ones are reported.
///
/// An entry matches by rule, file and the trimmed text of the offending line — not the line number —
/// so edits elsewhere in the file do not bring recorded findings back. Identical entries are counted:
/// a second copy of a recorded mistake on an identical line is new.
public struct Baseline: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        public var ruleId: String
        public var file: String
        public var lineText: String

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.ruleId, lhs.lineText) < (rhs.file, rhs.ruleId, rhs.lineText)
        }
    }

    public static let currentVersion = 1

    public var version: Int
    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.version = Self.currentVersion
        self.entries = entries.sorted()
    }

    /// A baseline of every finding in `diagnostics`.
    public init(recording diagnostics: [Diagnostic], lines: SourceLineCache) {
        self.init(entries: diagnostics.map { Self.entry(for: $0, lines: lines) })
    }

    /// The findings that the baseline does not account for.
    public func newFindings(in diagnostics: [Diagnostic], lines: SourceLineCache) -> [Diagnostic] {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        return diagnostics.filter { diagnostic in
            let entry = Self.entry(for: diagnostic, lines: lines)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }

    static func entry(for diagnostic: Diagnostic, lines: SourceLineCache) -> Entry {
        let text = lines.line(diagnostic.location.line, of: diagnostic.location.file) ?? ""
        return Entry(ruleId: diagnostic.ruleID, file: diagnostic.location.file, lineText: text.trimmingCharacters(in: .whitespaces))
    }
}
