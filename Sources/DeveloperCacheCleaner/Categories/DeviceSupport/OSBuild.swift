/// An Apple build number such as `21E219` or the beta `24M5355a`: a major number, a letter, a number,
/// and a lowercase letter for betas. Ordered as Apple issues them: by major, letter, number, then a
/// final release after its betas.
public struct OSBuild: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let text: String
    let major: Int
    let train: Character
    let number: Int
    let betaSuffix: Character?

    public init?(_ text: Substring) {
        var rest = text[...]
        let majorDigits = rest.prefix(while: \.isASCIIDigit)
        guard !majorDigits.isEmpty, let major = Int(majorDigits) else { return nil }
        rest = rest.dropFirst(majorDigits.count)
        guard let train = rest.first, train.isASCII, train.isUppercase else { return nil }
        rest = rest.dropFirst()
        let numberDigits = rest.prefix(while: \.isASCIIDigit)
        guard !numberDigits.isEmpty, let number = Int(numberDigits) else { return nil }
        rest = rest.dropFirst(numberDigits.count)
        var beta: Character?
        if let last = rest.first, last.isASCII, last.isLowercase {
            beta = last
            rest = rest.dropFirst()
        }
        guard rest.isEmpty else { return nil }
        self.text = String(text)
        self.major = major
        self.train = train
        self.number = number
        self.betaSuffix = beta
    }

    public var isBeta: Bool { betaSuffix != nil }
    public var description: String { text }

    public static func < (lhs: OSBuild, rhs: OSBuild) -> Bool {
        if lhs.major != rhs.major { return lhs.major < rhs.major }
        if lhs.train != rhs.train { return lhs.train < rhs.train }
        if lhs.number != rhs.number { return lhs.number < rhs.number }
        switch (lhs.betaSuffix, rhs.betaSuffix) {
        case let (left?, right?): return left < right
        case (.some, nil): return true
        default: return false
        }
    }
}
