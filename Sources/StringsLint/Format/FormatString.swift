/// A value read as a format string: its specifiers, the `%#@name@` variables it references, and the
/// problems found in it.
public struct FormatString: Sendable, Hashable {
    public var specifiers: [FormatSpecifier] = []
    /// Names of `%#@name@` plural/substitution variables, in order.
    public var variables: [String] { variableReads.map(\.name) }
    /// The same variables with their explicit positions and where they are.
    var variableReads: [FormatVariableRead] = []
    public var problems: [FormatProblem] = []
    /// The value writes `%%`: text shown as it is would show both, so the value is formatted.
    public var hasEscapedPercent = false

    public init(_ value: String) {
        self = FormatStringParser.parse(value)
    }

    init() {}

    /// The argument each position reads (1-based); sequential specifiers count up from 1, so
    /// `%@ %d` and `%1$@ %2$d` give the same map; the first type read at a position counts.
    public var argumentsByPosition: [Int: FormatArgumentType] {
        var result: [Int: FormatArgumentType] = [:]
        for (position, type) in argumentReads where result[position] == nil { result[position] = type }
        return result
    }

    /// The same value with only the specifiers its writer meant: a space-flagged one other than `% @`
    /// (`Keep %@ 20% off` reads `% o`) is taken for a percent sign, not an argument the code passes. What a
    /// development value is compared by; a translation's are read as CoreFoundation reads them.
    public var intended: FormatString {
        guard specifiers.contains(where: { $0.hasSpaceFlag && $0.type.kind != .object }) else { return self }
        var copy = self
        copy.specifiers.removeAll { $0.hasSpaceFlag && $0.type.kind != .object }
        return copy
    }

    /// Which argument each `%#@name@` reads (1-based): its explicit position (`%2$#@oranges@`), else the
    /// next one in order, counted as Foundation counts them, specifiers and variables alike. A name used
    /// twice keeps its first.
    var variablePositions: [String: Int] {
        var result: [String: Int] = [:]
        for (variable, position) in zip(variableReads, positions(from: 1).variables) where result[variable.name] == nil {
            result[variable.name] = position
        }
        return result
    }

    /// The arguments the specifiers read and those the variables take (in `variableReads`' order),
    /// counted from `first` as Foundation counts them: an unnumbered specifier or variable takes the
    /// next, a numbered one its own. A form of a plural counts from its variable's argument.
    func positions(from first: Int) -> (reads: [(position: Int, type: FormatArgumentType)], variables: [Int]) {
        var next = first
        var reads: [(position: Int, type: FormatArgumentType)] = []
        var taken: [Int] = []
        var specifierIndex = 0
        func takeSpecifier() {
            let specifier = specifiers[specifierIndex]
            reads.append((specifier.explicitPosition ?? next, specifier.type))
            if specifier.explicitPosition == nil { next += 1 }
            specifierIndex += 1
        }
        for variable in variableReads {
            // The specifiers before the variable take their turns first.
            while specifierIndex < specifiers.count, specifiers[specifierIndex].offset < variable.offset { takeSpecifier() }
            taken.append(variable.explicitPosition ?? next)
            if variable.explicitPosition == nil { next += 1 }
        }
        while specifierIndex < specifiers.count { takeSpecifier() }
        return (reads, taken)
    }

    /// Every read in order, as (position, type): a position read twice appears twice, so a conflict
    /// between an unnumbered `%d` and a `%3$s` at the same position can be seen.
    public var argumentReads: [(position: Int, type: FormatArgumentType)] {
        var next = 1
        return specifiers.map { specifier in
            let position = specifier.explicitPosition ?? next
            if specifier.explicitPosition == nil { next += 1 }
            return (position, specifier.type)
        }
    }
}
