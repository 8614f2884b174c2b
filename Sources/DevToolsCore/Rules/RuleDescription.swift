/// Everything a user (and SARIF's `tool.driver.rules`) needs to know about one rule.
public struct RuleDescription: Sendable, Hashable, Identifiable {
    /// The stable id used in config, suppression comments, baselines and output (`duplicate-key`).
    public let id: String
    /// One sentence: what the rule finds.
    public let summary: String
    /// A paragraph: why it matters and what to do.
    public let rationale: String
    public let defaultSeverity: Severity
    /// Rules that are off unless the config turns them on.
    public let isOptIn: Bool
    public let triggeringExamples: [RuleExample]
    public let nonTriggeringExamples: [RuleExample]
    /// What `--fix` does about a finding of this rule, when it can fix some safely (`nil`: it cannot).
    public let fix: String?
    /// A table the rule works from, printed by `devtools rules ID` after the rationale (the methods
    /// `missing-super-call` checks, each with its source).
    public let reference: String?

    public init(
        id: String,
        summary: String,
        rationale: String,
        defaultSeverity: Severity,
        isOptIn: Bool = false,
        triggeringExamples: [RuleExample] = [],
        nonTriggeringExamples: [RuleExample] = [],
        fix: String? = nil,
        reference: String? = nil
    ) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.isOptIn = isOptIn
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.fix = fix
        self.reference = reference
    }

    public static func == (lhs: RuleDescription, rhs: RuleDescription) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension RuleDescription {
    /// A finding of this rule: its id, and its default severity unless `severity` says otherwise (a
    /// rule whose finding is milder in some cases, such as identical duplicate keys). The one way every
    /// tool makes a finding, so no call site restates a rule's id or severity.
    /// `subject` names what the finding is about when `location` is not a line of its own (see
    /// `Diagnostic.subject`).
    public func diagnostic(
        at location: SourceLocation, _ message: String, severity: Severity? = nil, notes: [RelatedNote] = [], subject: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            ruleID: id, severity: severity ?? defaultSeverity, location: location, message: message, notes: notes, subject: subject)
    }

    /// The same, its words written only when a report asks (see `Diagnostic.init(ruleID:severity:location:words:)`):
    /// for a rule that may report a finding per entry of a large table.
    public func diagnostic(
        at location: SourceLocation, severity: Severity? = nil, words: @escaping @Sendable () -> Diagnostic.Words
    ) -> Diagnostic {
        Diagnostic(ruleID: id, severity: severity ?? defaultSeverity, location: location, words: words)
    }
}
