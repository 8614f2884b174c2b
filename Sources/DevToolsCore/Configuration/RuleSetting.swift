/// What the config says about one rule: turn it off, or report it at a given severity.
public enum RuleSetting: String, Sendable, CaseIterable {
    case off
    case note
    case warning
    case error

    /// The severity to report with, or `nil` when the rule is off.
    public var severity: Severity? {
        switch self {
        case .off: nil
        case .note: .note
        case .warning: .warning
        case .error: .error
        }
    }
}
