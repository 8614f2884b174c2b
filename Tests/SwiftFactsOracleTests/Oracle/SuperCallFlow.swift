import SwiftSyntax

/// For each `super.name(…)` call of a method body (initializers' aside), whether it is made on every
/// path that returns normally, read from the syntax tree: statements are followed through `if`, `guard`,
/// `switch`, loops, `do`/`catch`, `defer`, `return`, `throw`, `break`, and the calls that never return
/// (`fatalError`, `preconditionFailure`, `abort`, `exit`, `precondition(false…)`). A call anywhere inside
/// a statement (a closure's included) counts for that statement; a `return` inside a closure or a
/// nested function is not the method's. `#if` clauses are read one after another; a call made only
/// inside some clauses of `#if`s is made in some builds.
enum SuperCallFlow {
    static func reaches(in body: CodeBlockSyntax, converter: SourceLocationConverter) -> [(String, FactLines.Reach)] {
        var calls: [String: [FunctionCallExprSyntax]] = [:]
        for call in SuperCalls.all(in: Syntax(body)) { calls[SuperCalls.signature(of: call), default: []].append(call) }
        return calls.compactMap { signature, sites -> (String, FactLines.Reach)? in
            if signature.hasPrefix("init(") { return nil }
            if !sites.contains(where: { !isConditionallyCompiled($0, in: body) }) && !coversEveryBuild(signature, sites, in: body) {
                return (signature, .someBuilds)
            }
            var walker = Walker(signature: signature, converter: converter)
            let end = walker.sequence(body.statements, Flow(called: false))
            if walker.earlyReturn == nil, !end.continues || end.called { return (signature, .every) }
            return (signature, .some(returnLine: walker.earlyReturn ?? 0))
        }
    }

    /// Inside some clause of an `#if` of the body (not one around the whole method).
    static func isConditionallyCompiled(_ node: some SyntaxProtocol, in body: CodeBlockSyntax) -> Bool {
        var current = node.parent
        while let node = current, node.id != body.id {
            if node.is(IfConfigClauseSyntax.self) { return true }
            current = node.parent
        }
        return false
    }

    /// Every clause of some `#if … #else` holding a call: then every build makes it.
    static func coversEveryBuild(_ signature: String, _ sites: [FunctionCallExprSyntax], in body: CodeBlockSyntax) -> Bool {
        var configs: [IfConfigDeclSyntax] = []
        for site in sites {
            var current = site.parent
            while let node = current, node.id != body.id {
                if let config = node.as(IfConfigDeclSyntax.self), !configs.contains(where: { $0.id == config.id }) {
                    configs.append(config)
                }
                current = node.parent
            }
        }
        return configs.contains { config in
            config.clauses.last?.poundKeyword.tokenKind == .poundElse
                && config.clauses.allSatisfy { clause in
                    SuperCalls.all(in: Syntax(clause)).contains { SuperCalls.signature(of: $0) == signature }
                }
        }
    }

    struct Flow {
        var called: Bool
        var continues = true
        var broke = false

        static func merge(_ flows: [Flow]) -> Flow {
            let going = flows.filter { $0.continues || $0.broke }
            guard !going.isEmpty else { return Flow(called: true, continues: false) }
            return Flow(called: going.allSatisfy(\.called))
        }
    }

    struct Walker {
        let signature: String
        let converter: SourceLocationConverter
        var earlyReturn: Int?

        func makes(_ node: some SyntaxProtocol) -> Bool {
            SuperCalls.all(in: Syntax(node)).contains { SuperCalls.signature(of: $0) == signature }
        }

        mutating func sequence(_ items: CodeBlockItemListSyntax, _ entry: Flow) -> Flow {
            var flow = entry
            for item in items {
                flow = statement(Syntax(item.item), flow)
                if !flow.continues { return flow }
            }
            return flow
        }

        mutating func block(_ block: CodeBlockSyntax, _ entry: Flow) -> Flow { sequence(block.statements, entry) }

        mutating func statement(_ node: Syntax, _ entry: Flow) -> Flow {
            var flow = entry
            if let expression = node.as(ExpressionStmtSyntax.self) { return statement(Syntax(expression.expression), flow) }
            if let labeled = node.as(LabeledStmtSyntax.self) { return statement(Syntax(labeled.statement), flow) }
            if let config = node.as(IfConfigDeclSyntax.self) {
                for clause in config.clauses {
                    if case .statements(let items) = clause.elements {
                        flow = sequence(items, flow)
                        if !flow.continues { return flow }
                    }
                }
                return flow
            }
            if let returned = node.as(ReturnStmtSyntax.self) {
                if let value = returned.expression, makes(value) { flow.called = true }
                if !flow.called, earlyReturn == nil {
                    earlyReturn = returned.returnKeyword.startLocation(converter: converter, afterLeadingTrivia: true).line
                }
                return Flow(called: flow.called, continues: false)
            }
            if node.is(ThrowStmtSyntax.self) { return Flow(called: flow.called, continues: false) }
            if node.is(BreakStmtSyntax.self) { return Flow(called: flow.called, continues: false, broke: true) }
            if node.is(ContinueStmtSyntax.self) { return Flow(called: flow.called, continues: false) }
            if let guardStatement = node.as(GuardStmtSyntax.self) {
                if makes(guardStatement.conditions) { flow.called = true }
                _ = block(guardStatement.body, flow)
                return flow
            }
            if let conditional = node.as(IfExprSyntax.self) { return ifFlow(conditional, flow) }
            if let switchStatement = node.as(SwitchExprSyntax.self) {
                if makes(switchStatement.subject) { flow.called = true }
                var flows: [Flow] = []
                for element in switchStatement.cases {
                    if case .switchCase(let switchCase) = element { flows.append(sequence(switchCase.statements, flow)) }
                }
                if flows.isEmpty { flows.append(flow) }
                return Flow.merge(flows)
            }
            if let loop = node.as(ForStmtSyntax.self) {
                if makes(loop.sequence) { flow.called = true }
                _ = block(loop.body, flow)
                return flow
            }
            if let loop = node.as(WhileStmtSyntax.self) {
                if makes(loop.conditions) { flow.called = true }
                _ = block(loop.body, flow)
                return flow
            }
            if let loop = node.as(RepeatStmtSyntax.self) {
                let body = block(loop.body, flow)
                return body.broke ? Flow(called: body.called) : body
            }
            if let doStatement = node.as(DoStmtSyntax.self) {
                var flows = [block(doStatement.body, flow)]
                for clause in doStatement.catchClauses { flows.append(block(clause.body, flow)) }
                return Flow.merge(flows)
            }
            if let deferStatement = node.as(DeferStmtSyntax.self) {
                if makes(deferStatement.body) { flow.called = true }
                return flow
            }
            if let call = node.as(FunctionCallExprSyntax.self), Self.neverReturns(call) {
                return Flow(called: flow.called, continues: false)
            }
            if makes(node) { flow.called = true }
            return flow
        }

        mutating func ifFlow(_ conditional: IfExprSyntax, _ entry: Flow) -> Flow {
            var flow = entry
            if makes(conditional.conditions) { flow.called = true }
            let then = block(conditional.body, flow)
            switch conditional.elseBody {
            case .ifExpr(let next)?: return Flow.merge([then, ifFlow(next, flow)])
            case .codeBlock(let otherwise)?: return Flow.merge([then, block(otherwise, flow)])
            case nil: return Flow.merge([then, flow])
            }
        }

        static func neverReturns(_ call: FunctionCallExprSyntax) -> Bool {
            guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            if ["fatalError", "preconditionFailure", "abort", "exit"].contains(name) { return true }
            if name == "precondition", let first = call.arguments.first?.expression.as(BooleanLiteralExprSyntax.self) {
                return first.literal.tokenKind == .keyword(.false)
            }
            return false
        }
    }
}

/// `super.name(…)` calls and their full names.
enum SuperCalls {
    static func all(in node: Syntax) -> [FunctionCallExprSyntax] {
        final class Finder: SyntaxVisitor {
            var calls: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) == true {
                    calls.append(node)
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.calls
    }

    /// `super.willMove(toParent: p)` → `willMove(toParent:)`; a trailing closure is not counted.
    static func signature(of call: FunctionCallExprSyntax) -> String {
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
        return name + "(" + call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined() + ")"
    }
}
