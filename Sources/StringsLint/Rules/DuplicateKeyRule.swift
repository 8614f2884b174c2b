import DevToolsCore
import Foundation

/// The same key twice in one table.
enum DuplicateKeyRule: StringsTableRule {
    static let id = "duplicate-key"

    static let description = RuleDescription(
        id: id,
        summary: "A key defined more than once in the same table.",
        rationale: """
            Apple's parser keeps only the last definition of a key without any warning, so an edit to the \
            first one never shows. Keep one definition. Keys are compared exactly, as Apple compares them.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            StringsExample.file("\"a\" = \"A\";\n\"b\" = \"B\";\n\"a\" = \"A2\";\n", count: 1, line: 3),
            StringsExample.file("\"a\" = \"1\";\n\"a\" = \"2\";\n\"a\" = \"3\";\n", count: 2, line: 2),
        ],
        nonTriggeringExamples: [
            StringsExample.file("\"a\" = \"A\";\n\"A\" = \"A\";\n"),
            // Precomposed and decomposed "é" are different keys to Apple.
            StringsExample.file("\"caf\u{E9}\" = \"1\";\n\"cafe\u{301}\" = \"2\";\n"),
        ]
    )

    static func message(key: String) -> String {
        "duplicate key \"\(key)\": Apple silently keeps only the last definition; remove one of them"
    }

    static let firstDefinitionNote = "first defined here"

    static func findings(in table: StringsTable, file: String) -> [Diagnostic] {
        var firstIndex: [ExactKey: Int] = [:]
        firstIndex.reserveCapacity(table.entries.count)
        var diagnostics: [Diagnostic] = []
        let entries = table.entries
        for index in entries.indices {
            guard let first = firstIndex.updateValue(index, forKey: ExactKey(entries[index].key)) else { continue }
            firstIndex[ExactKey(entries[index].key)] = first
            let entry = entries[index]
            let note = RelatedNote(message: firstDefinitionNote, location: entries[first].keyLocation(in: file))
            diagnostics.append(Diagnostic(
                ruleID: id, severity: .error, location: entry.keyLocation(in: file),
                message: message(key: entry.key), notes: [note]
            ))
        }
        return diagnostics
    }
}

/// A key compared by its exact Unicode content, as CoreFoundation compares dictionary keys (Swift's
/// `String` equality would merge canonically equivalent spellings).
struct ExactKey: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
        let fast = lhs.text.utf8.withContiguousStorageIfAvailable { left in
            rhs.text.utf8.withContiguousStorageIfAvailable { right in
                left.count == right.count && (left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
            }
        }
        return (fast ?? nil) ?? lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        let hashed: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil { for byte in text.utf8 { hasher.combine(byte) } }
    }
}
