import SourceFacts

/// The facts of a Swift file as lint-components' hand-written scanner finds them, as `FactLines`.
public enum ScannerFacts {
    public static func lines(of text: String) -> Set<String> {
        let facts = FactExtractor.facts(of: TokenizedSource(bytes: Array(text.utf8), language: .swift), file: "f.swift")
        var lines: Set<String> = []
        for declaration in facts.classes where declaration.kind == .swiftClass {
            lines.insert(FactLines.class(declaration.name, declaration.superclass))
        }
        for method in facts.methods {
            let owner = method.className, signature = method.selector
            lines.insert(
                FactLines.method(owner, signature, override: method.isOverride, isStatic: method.isClassMethod, line: method.line))
            for call in method.body.superCalls where !call.hasPrefix("init") {
                lines.insert(FactLines.superCall(owner, signature, call, .every))
            }
            for call in method.body.superCallsInSomeBuilds where !call.hasPrefix("init") {
                lines.insert(FactLines.superCall(owner, signature, call, .someBuilds))
            }
            for site in method.body.superCallsOnSomePaths {
                lines.insert(FactLines.superCall(owner, signature, site.name, .some(returnLine: site.line)))
            }
            for site in method.body.viewAccesses {
                lines.insert(FactLines.view(owner, signature, site.name, line: site.line, inClosure: site.isInClosure))
            }
            for site in method.body.instantiations {
                lines.insert(FactLines.creation(owner, signature, site.name, line: site.line, inClosure: site.isInClosure))
            }
        }
        return lines
    }
}
