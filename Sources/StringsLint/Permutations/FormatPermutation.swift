/// One way a plural (or device, or substitution) entry can come out: the format key with each variable
/// replaced by one of its forms, and which forms were chosen. Foundation formats this text with the
/// caller's arguments, so its specifiers decide which argument is read as which type.
struct FormatPermutation: Sendable {
    struct Choice: Sendable, Hashable {
        var variable: String
        var category: String
        var line: Int
    }

    var text: String
    var choices: [Choice] = []

    /// Every argument read, with implicit positions counted as Foundation counts them.
    var reads: [(position: Int, type: FormatArgumentType)] { FormatString(text).argumentReads }

    /// "the 'one' form of 'apples'", for messages; "the format" when no form was chosen.
    var label: String {
        guard !choices.isEmpty else { return "the format" }
        return choices.map { "the '\($0.category)' form of '\($0.variable)'" }.joined(separator: " with ")
    }

    /// Where to point: the line of the innermost form chosen.
    func line(default fallback: Int) -> Int { choices.last?.line ?? fallback }
}
