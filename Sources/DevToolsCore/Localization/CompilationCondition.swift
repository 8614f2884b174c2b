/// The `#if` branches a piece of Swift code sits in, as the conditions that must hold for the compiler
/// to build it: inside `#if SNAPSHOTS` that is `SNAPSHOTS`; in the `#else` of `#if APPSTORE`, not
/// `APPSTORE`; in an `#elseif B` after `#if A`, not `A` and `B`; nested branches add theirs.
///
/// Swift has no `#define`: a bare name in a condition is a compilation condition the build sets
/// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `OTHER_SWIFT_FLAGS = -D NAME`) or none does. When the project
/// states every condition its configurations set, code that needs one none sets is never compiled,
/// and Xcode's string extraction, which reads what the compiler builds, exports none of its text
/// (`#if SNAPSHOTS` screens, which only fastlane's screenshot builds compile).
public struct CompilationCondition: Sendable, Hashable, Codable {
    /// One branch's condition: its expression as written, and whether the code needs it true (`#if`,
    /// `#elseif`) or false (an earlier branch's, for the branches after it).
    public struct Clause: Sendable, Hashable, Codable {
        public var expression: String
        public var holds: Bool

        public init(expression: String, holds: Bool) {
            self.expression = expression
            self.holds = holds
        }
    }

    public var clauses: [Clause]

    public init(clauses: [Clause]) {
        self.clauses = clauses
    }

    /// Whether the compiler may build the code when the build sets (in some configuration) the
    /// conditions `set`: false only when a clause surely fails. A name `set` holds may be true or false
    /// (it may be set in one configuration only); a name it lacks is false; `os(…)`, `canImport(…)`,
    /// `swift(…)` and the other platform tests may be either.
    public func mayBeCompiled(given set: Set<String>) -> Bool {
        clauses.allSatisfy { clause in
            var expression = ConditionExpression(clause.expression)
            guard let value = expression.value(given: set) else { return true }
            return value == clause.holds
        }
    }

    /// Whether the condition names a compilation condition (a bare name other than `true` and
    /// `false`, outside a platform test's parentheses): only then can the project's settings decide it.
    public static func namesCondition(_ expression: String) -> Bool {
        let tokens = ConditionExpression.tokens(of: expression)
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard token.first.map({ $0.isLetter || $0 == "_" }) == true else { continue }
            guard index < tokens.count, tokens[index] == "(" else {
                if token != "true", token != "false" { return true }
                continue
            }
            // A platform test: past its parentheses.
            var depth = 0
            repeat {
                if tokens[index] == "(" { depth += 1 }
                if tokens[index] == ")" { depth -= 1 }
                index += 1
            } while depth > 0 && index < tokens.count
        }
        return false
    }
}

/// A Swift `#if` expression read with three values: true, false, or unknown (nil).
struct ConditionExpression {
    private var tokens: [String]
    private var position = 0

    init(_ text: String) {
        tokens = Self.tokens(of: text)
    }

    /// The expression's value, or nil when it cannot be told (or it does not parse).
    mutating func value(given set: Set<String>) -> Bool? {
        guard let value = disjunction(set), position == tokens.count else { return nil }
        return value.known
    }

    /// Kleene's three values: a known truth, or unknown.
    private struct Truth {
        var known: Bool?
        static let unknown = Truth(known: nil)
    }

    private mutating func disjunction(_ set: Set<String>) -> Truth? {
        guard var left = conjunction(set) else { return nil }
        while peek == "||" {
            position += 1
            guard let right = conjunction(set) else { return nil }
            if left.known == true || right.known == true {
                left = Truth(known: true)
            } else if left.known == false, right.known == false {
                left = Truth(known: false)
            } else {
                left = .unknown
            }
        }
        return left
    }

    private mutating func conjunction(_ set: Set<String>) -> Truth? {
        guard var left = negation(set) else { return nil }
        while peek == "&&" {
            position += 1
            guard let right = negation(set) else { return nil }
            if left.known == false || right.known == false {
                left = Truth(known: false)
            } else if left.known == true, right.known == true {
                left = Truth(known: true)
            } else {
                left = .unknown
            }
        }
        return left
    }

    private mutating func negation(_ set: Set<String>) -> Truth? {
        if peek == "!" {
            position += 1
            return negation(set).map { Truth(known: $0.known.map { !$0 }) }
        }
        return primary(set)
    }

    private mutating func primary(_ set: Set<String>) -> Truth? {
        guard let token = peek else { return nil }
        position += 1
        if token == "(" {
            let inner = disjunction(set)
            guard peek == ")" else { return nil }
            position += 1
            return inner
        }
        guard token.first.map({ $0.isLetter || $0 == "_" }) == true else { return nil }
        if peek == "(" {
            // A platform test (`os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`): either value.
            var depth = 0
            while let inner = peek {
                position += 1
                if inner == "(" { depth += 1 }
                if inner == ")" {
                    depth -= 1
                    if depth == 0 { return .unknown }
                }
            }
            return nil
        }
        if token == "true" { return Truth(known: true) }
        if token == "false" { return Truth(known: false) }
        return set.contains(token) ? .unknown : Truth(known: false)
    }

    private var peek: String? { position < tokens.count ? tokens[position] : nil }

    /// Names, `!`, `&&`, `||`, parentheses, and any other run of characters as one token.
    static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        var characters = Array(text)[...]
        while let character = characters.first {
            if character.isWhitespace {
                characters.removeFirst()
            } else if character.isLetter || character.isNumber || character == "_" {
                let word = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                tokens.append(String(word))
                characters.removeFirst(word.count)
            } else if ["&&", "||"].contains(String(characters.prefix(2))) {
                tokens.append(String(characters.prefix(2)))
                characters.removeFirst(2)
            } else {
                tokens.append(String(character))
                characters.removeFirst()
            }
        }
        return tokens
    }
}
