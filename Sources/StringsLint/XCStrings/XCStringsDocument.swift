import DevToolsCore
import Foundation

/// A String Catalog (`.xcstrings`): its JSON read by Foundation, and where each key and string value
/// starts, by path.
struct XCStringsDocument {
    typealias Position = JSONSyntaxScanner.Position

    let file: String
    let root: [String: Any]
    private let keyPositions: [String: Position]
    private let valuePositions: [String: Position]

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
        return .success(
            XCStringsDocument(
                file: file, root: root, keyPositions: decodedKeys(scanner.keyPositions),
                valuePositions: decodedKeys(scanner.stringValuePositions)))
    }

    /// Where the deepest key of `path` that the scanner saw starts (its opening quote).
    func position(_ path: [String]) -> Position {
        var components = path
        while !components.isEmpty {
            if let position = keyPositions[JSONSyntaxScanner.pathKey(components)] { return position }
            components.removeLast()
        }
        return Position(line: 1, column: 1)
    }

    /// The line of the deepest key of `path` that the scanner saw.
    func line(_ path: [String]) -> Int { position(path).line }

    /// Where the key of `path` starts, as a finding's location.
    func location(_ path: [String]) -> SourceLocation {
        let found = position(path)
        return SourceLocation(file: file, line: found.line, column: found.column)
    }

    /// Where the string value of `path` starts (`…/stringUnit/value`), else its nearest key.
    func valueLocation(_ path: [String]) -> SourceLocation {
        guard let found = valuePositions[JSONSyntaxScanner.pathKey(path)] else { return location(path) }
        return SourceLocation(file: file, line: found.line, column: found.column)
    }

    /// Replaces raw key text (escapes as written) by the decoded text Foundation gives.
    private static func decodedKeys(_ raw: [String: Position]) -> [String: Position] {
        guard raw.keys.contains(where: { $0.contains("\\") }) else { return raw }
        var result: [String: Position] = [:]
        for (path, position) in raw {
            let parts = path.split(separator: "\u{1F}", omittingEmptySubsequences: false).map { part -> String in
                guard part.contains("\\"), let data = "\"\(part)\"".data(using: .utf8),
                    let decoded = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? String
                else { return String(part) }
                return decoded
            }
            result[JSONSyntaxScanner.pathKey(parts)] = position
        }
        return result
    }
}
