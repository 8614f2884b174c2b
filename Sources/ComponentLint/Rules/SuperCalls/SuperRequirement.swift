import DevToolsCore
import SourceFacts

/// One method an override must call `super` in, with where that requirement is written: the header
/// macro (`NS_REQUIRES_SUPER`, `ASDISPLAYNODE_REQUIRES_SUPER`) or the sentence of Apple's documentation,
/// so that every entry of `missing-super-call` can be checked against its source.
public struct SuperRequirement: Sendable {
    /// When an override is held to the requirement.
    public enum Condition: Sendable {
        /// Always: the framework class does work there (its header or documentation says so).
        case always
        /// Only when a superclass in the scanned code implements the method too: the framework's own
        /// implementation does nothing (UIKit's `viewDidLoad`), but skipping a base class's work breaks it.
        case implementedAbove
    }

    public let framework: String
    /// The class that declares the method; the requirement holds for its subclasses.
    public let base: String
    /// The Objective-C selector (`viewWillAppear:`).
    public let objectiveC: String
    /// The Swift full name (`viewWillAppear(_:)`).
    public let swift: String
    public let platforms: String
    /// The header macro and file, or the documentation's sentence.
    public let source: String
    public let severity: Severity
    public let condition: Condition

    init(
        _ framework: String, _ base: String, _ objectiveC: String, _ swift: String, platforms: String, source: String,
        severity: Severity, condition: Condition = .always
    ) {
        self.framework = framework
        self.base = base
        self.objectiveC = objectiveC
        self.swift = swift
        self.platforms = platforms
        self.source = source
        self.severity = severity
        self.condition = condition
    }
}
