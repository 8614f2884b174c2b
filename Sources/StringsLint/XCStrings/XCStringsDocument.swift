import DevToolsCore
import Foundation

/// A String Catalog (`.xcstrings`): its JSON read by Foundation, and the line of each key by path.
struct XCStringsDocument {
    let file: String
    let root: [String: Any]
    private let keyLines: [String: Int]

    /// The finding that stops a catalog from being checked.
    struct Unreadable: Error {
        var diagnostic: Diagnostic
    }

    /// Reads the catalog, or returns the syntax finding that stops it.
    static func read(data: Data, file: String) -> Result<XCStringsDocument, Unreadable> {
        var scanner = JSONSyntaxScanner(Array(data))
        if let error = scanner.scan() {
            return .failure(
                Unreadable(diagnostic: XCStringsSyntaxRule.syntaxError(error.message, file: file, line: error.line, column: error.column)))
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) else {
            return .failure(
                Unreadable(diagnostic: XCStringsSyntaxRule.syntaxError("Foundation cannot read the JSON", file: file, line: 1, column: 1)))
        }
        guard let root = object as? [String: Any] else {
            return .failure(
                Unreadable(
                    diagnostic: XCStringsStructureRule.diagnostic(
                        "the catalog is not a JSON object; it must hold sourceLanguage, version and strings", file: file, line: 1)))
        }
        return .success(XCStringsDocument(file: file, root: root, keyLines: decodedKeys(scanner.keyLines)))
    }

    /// The line of the deepest key of `path` that the scanner saw.
    func line(_ path: [String]) -> Int {
        var components = path
        while !components.isEmpty {
            if let line = keyLines[JSONSyntaxScanner.pathKey(components)] { return line }
            components.removeLast()
        }
        return 1
    }

    /// Replaces raw key text (escapes as written) by the decoded text Foundation gives.
    private static func decodedKeys(_ raw: [String: Int]) -> [String: Int] {
        guard raw.keys.contains(where: { $0.contains("\\") }) else { return raw }
        var result: [String: Int] = [:]
        for (path, line) in raw {
            let parts = path.split(separator: "\u{1F}", omittingEmptySubsequences: false).map { part -> String in
                guard part.contains("\\"), let data = "\"\(part)\"".data(using: .utf8),
                    let decoded = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? String
                else { return String(part) }
                return decoded
            }
            result[JSONSyntaxScanner.pathKey(parts)] = line
        }
        return result
    }
}
