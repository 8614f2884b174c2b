import DevToolsCore
import SourceFacts
import Foundation

/// Lints ComponentKit, Texture and UIKit sources (`.h .m .mm .swift`) for lifecycle rules.
///
/// Two passes: every file is read, tokenized and reduced to `FileFacts` in parallel (tokens are dropped
/// at once, so memory grows with the index, not with the sources); then the rules run over the project
/// index, where a component in one file and its controller in another meet.
public struct ComponentLinter: Linter {
    public static let toolName = "lint-components"
    public static let configSection = "components"
    public static let fileExtensions = SourceLanguage.fileExtensions
    public static let configOptions: [String: ConfigOptionKind] = [
        "componentkit": .section(["version": .version])
    ]
    public static var rules: [RuleDescription] { ComponentRules.all }

    let configuration: ToolConfiguration

    public init(configuration: ToolConfiguration) {
        self.configuration = configuration
    }

    public static let recordsName: String? = "facts"

    public func lint(_ files: [SourceFile]) throws -> [Diagnostic] {
        try lint(files, context: LintContext())
    }

    /// With the context's records, a file whose content was seen before is not read again: its facts
    /// come from the record (see `FactsCoding`), and new facts are recorded. Every file is the context of
    /// every other; with a scope, a file outside it is read as its outline unless it declares a class
    /// the scope's files touch (see `TouchedClasses`). Findings outside the scope are dropped by the runner.
    public func lint(_ files: [SourceFile], context: LintContext) throws -> [Diagnostic] {
        // Facts that lint-strings' scan of the sources found this run are taken, not found again.
        let kept = (context.keyLookups as? SourceKeyLookups)?.kept
        let (diagnostics, teardown) = try findings(in: files, records: context.records, kept: kept, scope: context.scope)
        teardown.signal()
        return diagnostics
    }

    /// The run's facts. When findings are wanted only in the scope's files (a commit hook's staged files)
    /// and the records answer, every other file is read as its outline (its classes, preprocessor facts
    /// and `FileOutline`), and whole only when it declares a class the scope's files touch (see
    /// `TouchedClasses`): the index then has every class of the project, but the methods of those
    /// classes only, and the rules judge only the classes the scope's files declare or add methods to
    /// (`judged`).
    static func facts(of files: [SourceFile], records: PerFileRecords?, kept: KeptFacts?, scope: ReportScope?) throws
        -> (facts: [FileFacts], judged: Set<String>?)
    {
        guard let scope, let records else { return (try ParallelFacts.extract(files, records: records, kept: kept), nil) }
        let reported = files.map { scope.contains($0.absolutePath) }
        guard reported.contains(false) else { return (try ParallelFacts.extract(files, records: records, kept: kept), nil) }
        // Facts kept from lint-strings' scan are whole already (then no file is outlined).
        var facts = try ParallelFacts.extract(files, records: records, kept: kept, outlined: reported.map { !$0 })
        let touched = TouchedClasses(facts, reported: reported)
        let whole = facts.indices.filter { touched.touchesOutline(of: facts, at: $0) }
        if !whole.isEmpty {
            for (index, read) in zip(whole, try ParallelFacts.wholeFacts(ofOutlined: whole.map { files[$0] }, records: records)) {
                facts[index] = read
            }
        }
        return (facts, touched.judged)
    }

    /// The findings, and a semaphore to signal once `findings` has returned. Tearing down tens of
    /// thousands of facts is a pass of its own, so another thread does it while the report is written
    /// (or the process exits first and the system reclaims the memory at once). That thread waits for
    /// the signal, so that it, not this one, drops the last reference to the facts.
    private func findings(in files: [SourceFile], records: PerFileRecords?, kept: KeptFacts? = nil, scope: ReportScope? = nil) throws
        -> ([Diagnostic], DispatchSemaphore)
    {
        let (facts, judged) = try Self.facts(of: files, records: records, kept: kept, scope: scope)
        let start = files.first.map { ($0.absolutePath as NSString).deletingLastPathComponent } ?? configuration.baseDirectory
        let configured = configuration.option("componentkit.version")?.stringValue
        let rules = ComponentRules.types.filter { configuration.isEnabled($0.description) }
        let factsRules = rules.compactMap { $0 as? any FactsRule.Type }
        let indexRules = rules.filter { !($0 is any FactsRule.Type) }
        // The index on this thread; on another, from the same facts: the lists of every method, the rules
        // that read only those (`FactsRule`), and the ComponentKit generation (lock files, else whether
        // some class implements `+controllerClass`).
        let (index, (gathered, factsFindings, generation)) = SideBySide.run({ ProjectIndex(files: facts) }) {
            let gathered = GatheredFacts(facts)
            let found = factsRules.flatMap { $0.findings(in: gathered) }
            let generation = ComponentKitGeneration.detect(
                configured: configured, from: start, usesControllerClass: gathered.usesControllerClass)
            return (gathered, found, generation)
        }
        var contexts: [ComponentLintContext] = []
        var diagnostics: [Diagnostic] = []
        if let groups = TargetGroups(facts: facts, files: files, index: index).groups {
            // A class name two targets declare differently: each such target's files are linted against
            // an index that reads them first (see `TargetGroups`). A facts rule's findings are the same
            // whatever the index: each is kept once, for a file some target reports.
            var reported: Set<String> = []
            for group in groups {
                let context = ComponentLintContext(
                    index: ProjectIndex(files: group.order.map { facts[$0] }), generation: generation, gathered: gathered, judging: judged)
                contexts.append(context)
                diagnostics += Self.findings(of: indexRules, in: context).filter { group.reported.contains($0.location.file) }
                reported.formUnion(group.reported)
            }
            diagnostics += factsFindings.filter { reported.contains($0.location.file) }
        } else {
            let context = ComponentLintContext(index: index, generation: generation, gathered: gathered, judging: judged)
            contexts.append(context)
            diagnostics = factsFindings + Self.findings(of: indexRules, in: context)
        }
        // Findings in branches the project's own defines turn off (`#if 0`) are about code nobody builds.
        let disabled = DisabledBranches(facts: facts)
        if !disabled.isEmpty { diagnostics.removeAll(where: disabled.contains) }
        let teardown = DispatchSemaphore(value: 0)
        DispatchQueue.global(qos: .utility).async { [contexts] in
            teardown.wait()
            withExtendedLifetime(contexts) {}
        }
        return (diagnostics, teardown)
    }

    /// Rules are independent and the index is read-only by now, so they run side by side, each through
    /// objects of its own (see `ProjectIndex.forOneThread`).
    private static func findings(of rules: [any ComponentRule.Type], in context: ComponentLintContext) -> [Diagnostic] {
        ParallelMap.collect(rules) { $0.findings(in: context.forOneThread()) }.flatMap { $0 }
    }
}
