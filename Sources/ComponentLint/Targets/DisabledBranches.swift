import DevToolsCore
import Foundation
import SourceFacts

/// The lines of Objective-C files that are never compiled, as far as the project's own sources say:
/// `#if 0`, or a branch whose condition is decided by a macro the file or a header it imports defines
/// to a number (`#define UseAutomaticLayout 1` in `AppDelegate.h` turns off the `#else` of `#if
/// UseAutomaticLayout`). A finding there is about code nobody builds, so it is dropped.
///
/// Conservative: only a bare macro, its negation, `defined(…)` of a macro defined in those files, or a
/// number are decided; any other condition, and any macro the project may define elsewhere (build
/// settings, a prefix header), leaves the branch built.
struct DisabledBranches {
    /// File (as the facts name it) → its lines never compiled.
    private var lines: [String: [ClosedRange<Int>]] = [:]

    init(facts: [FileFacts]) {
        let withBranches = facts.indices.filter { facts[$0].preprocessor?.branches.isEmpty == false }
        guard !withBranches.isEmpty else { return }
        // Header file name → the macros it defines (a name two headers define differently is undecided).
        var headerDefines: [String: [String: Int?]] = [:]
        for index in facts.indices {
            guard let defines = facts[index].preprocessor?.defines, !defines.isEmpty else { continue }
            let name = String(facts[index].file.split(separator: "/").last ?? "")
            for define in defines { Self.merge(define.name, define.value, into: &headerDefines[name, default: [:]]) }
        }
        for index in withBranches {
            guard let preprocessor = facts[index].preprocessor else { continue }
            var imported: [String: Int?] = [:]
            for header in preprocessor.imports {
                for (name, value) in headerDefines[header] ?? [:] {
                    if let value { Self.merge(name, value, into: &imported) } else { imported[name] = .some(nil) }
                }
            }
            let off = preprocessor.branches.filter { branch in
                // The file's own defines count from their line on: an include guard's `#define X_H 1`
                // comes after the `#ifndef X_H` it answers, and must not turn the file's body off.
                var visible = imported
                for define in preprocessor.defines where define.line < branch.lines.lowerBound - 1 {
                    Self.merge(define.name, define.value, into: &visible)
                }
                return branch.clauses.contains { clause in
                    Self.value(of: clause.expression, given: visible).map { $0 != clause.holds } ?? false
                }
            }
            if !off.isEmpty { lines[facts[index].file] = off.map(\.lines) }
        }
    }

    /// Whether `diagnostic` points into code that is never compiled.
    func contains(_ diagnostic: Diagnostic) -> Bool {
        guard let ranges = lines[diagnostic.location.file] else { return false }
        return ranges.contains { $0.contains(diagnostic.location.line) }
    }

    var isEmpty: Bool { lines.isEmpty }

    /// A second, different value makes the macro undecided (`nil`).
    private static func merge(_ name: String, _ value: Int, into defines: inout [String: Int?]) {
        if let known = defines[name], known != value { defines[name] = .some(nil) } else { defines[name] = value }
    }

    /// The value of a condition, or `nil` when it cannot be decided from `defines`.
    static func value(of expression: String, given defines: [String: Int?]) -> Bool? {
        var text = Substring(expression).trimmingCharacters(in: .whitespaces)[...]
        while text.hasPrefix("("), text.hasSuffix(")"), balanced(text.dropFirst().dropLast()) {
            text = text.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)[...]
        }
        if text.hasPrefix("!") { return value(of: String(text.dropFirst()), given: defines).map { !$0 } }
        if let number = Int(text) { return number != 0 }
        if text.hasPrefix("defined"), let next = text.dropFirst("defined".count).first, next == "(" || next == " " || next == "\t" {
            let name = text.dropFirst("defined".count).trimmingCharacters(in: CharacterSet(charactersIn: " \t()"))
            guard isIdentifier(name[...]) else { return nil }
            return defines[name] != nil ? true : nil  // not defined here may be defined elsewhere
        }
        guard isIdentifier(text), let known = defines[String(text)], let value = known else { return nil }
        return value != 0
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.first, first == "_" || first.isLetter, first.isASCII else { return false }
        return text.allSatisfy { $0.isASCII && ($0 == "_" || $0.isLetter || $0.isNumber) }
    }

    private static func balanced(_ text: Substring) -> Bool {
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth < 0 { return false }
        }
        return depth == 0
    }
}
