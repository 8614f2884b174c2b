/// Which rules are suppressed on which lines of one file.
public struct SuppressionMap: Sendable {
    /// Closed line ranges per rule id (`all` for every rule).
    private var ranges: [String: [ClosedRange<Int>]] = [:]

    public init(text: String) {
        self.init(directives: SuppressionParser.directives(in: text))
    }

    public init(directives: [SuppressionDirective]) {
        var openSince: [String: Int] = [:]
        for directive in directives {
            for id in directive.ruleIDs {
                switch directive.kind {
                case .disable:
                    if openSince[id] == nil { openSince[id] = directive.line }
                case .enable:
                    if let start = openSince.removeValue(forKey: id) {
                        ranges[id, default: []].append(start...directive.line)
                    }
                case .disableNext:
                    ranges[id, default: []].append((directive.line + 1)...(directive.line + 1))
                case .disableThis:
                    ranges[id, default: []].append(directive.line...directive.line)
                }
            }
        }
        for (id, start) in openSince {
            ranges[id, default: []].append(start...Int.max)
        }
    }

    public var isEmpty: Bool { ranges.isEmpty }

    public func isSuppressed(ruleID: String, line: Int) -> Bool {
        for key in [ruleID, "all"] {
            if let list = ranges[key], list.contains(where: { $0.contains(line) }) { return true }
        }
        return false
    }
}
