import Foundation

/// Findings recorded on a legacy codebase so that only new ones are reported.
///
/// An entry matches by rule, file and the trimmed text of the offending line — not the line number —
/// so edits elsewhere in the file do not bring recorded findings back. Identical entries are counted:
/// a second copy of a recorded mistake on an identical line is new.
///
/// A finding whose line is not its own (a key missing from a translation is reported at the top of the
/// file) matches by its `subject` (the key and locale) instead: by line text, adding a key to the top
/// of the file would bring a recorded finding back and hide a new one.
public struct Baseline: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        public var ruleId: String
        public var file: String
        public var lineText: String
        /// The finding's `Diagnostic.subject`, for a finding whose line is not its own; then `lineText` is empty.
        public var subject: String?

        public init(ruleId: String, file: String, lineText: String, subject: String? = nil) {
            self.ruleId = ruleId
            self.file = file
            self.lineText = lineText
            self.subject = subject
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.ruleId, lhs.subject ?? "", lhs.lineText) < (rhs.file, rhs.ruleId, rhs.subject ?? "", rhs.lineText)
        }
    }

    /// 2 added `subject`. A version-1 file is still read: its entries of findings without a line of their
    /// own were recorded by the top line's text and match nothing now, so those findings come back once
    /// (shown, never hidden) until the baseline is written again.
    public static let currentVersion = 2
    public static let readableVersions = 1...2

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
        if let subject = diagnostic.subject {
            return Entry(ruleId: diagnostic.ruleID, file: diagnostic.location.file, lineText: "", subject: subject)
        }
        let text = lines.line(diagnostic.location.line, of: diagnostic.location.file) ?? ""
        return Entry(ruleId: diagnostic.ruleID, file: diagnostic.location.file, lineText: text.trimmingWhitespace)
    }
}
