import SwiftSyntax

/// What a method body does with views, read from the tree: `self.view`, `self.layer`, `self.node.view`,
/// the implicit `view.`/`layer.` of `self`, a child node's `xNode.view`/`.layer`, an editable text
/// node's `textView` (see `EditableTextNodeNames`), and the views, layers,
/// gesture recognizers and nodes it creates (`UILabel(…)`, `ASTextNode()`), each with whether it is
/// inside a closure or a nested function (code that runs later, if at all).
enum ViewSites {
    enum Kind { case view, creation }

    struct Site {
        let kind: Kind
        let name: String
        let node: Syntax
        let inClosure: Bool
    }

    static let viewLikeSuffixes = ["View", "Node", "Recognizer", "Layer", "Button", "Label", "Control", "Field"]

    /// Whether the bare `name` at `reference` means a local or a parameter, by Swift's scoping: a
    /// parameter, a `let`/`var`/`guard let` earlier in an enclosing block, the bindings of an `if`/`while`
    /// whose body holds it, a `for` pattern, a `case` pattern of the case holding it, a closure parameter.
    static func isLocal(_ name: String, at reference: some SyntaxProtocol, body: CodeBlockSyntax, parameters: FunctionParameterListSyntax)
        -> Bool
    {
        if parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
        var child = Syntax(reference)
        while let node = child.parent, child.id != body.id {
            defer { child = node }
            if let items = node.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == child.id { break }
                    if declares(name, item) { return true }
                }
            } else if let conditions = node.as(ConditionElementListSyntax.self) {
                // `guard let view = …, view.frame…`: an earlier condition's binding.
                for element in conditions {
                    if element.id == child.id { break }
                    if binds(name, element) { return true }
                }
            } else if let conditional = node.as(IfExprSyntax.self), child.id == conditional.body.id, binds(name, conditional.conditions) {
                return true
            } else if let loop = node.as(WhileStmtSyntax.self), child.id == loop.body.id, binds(name, loop.conditions) {
                return true
            } else if let loop = node.as(ForStmtSyntax.self), child.id == loop.body.id, binds(name, loop.pattern) {
                return true
            } else if let switchCase = node.as(SwitchCaseSyntax.self), child.id == switchCase.statements.id, binds(name, switchCase.label) {
                return true
            } else if let closure = node.as(ClosureExprSyntax.self), let signature = closure.signature, binds(name, signature) {
                return true
            }
        }
        return false
    }

    /// Whether the statement `item` declares `name` for the statements after it: `let`/`var`, `guard let`,
    /// or either inside an `#if` clause (`#if` makes no scope).
    static func declares(_ name: String, _ item: CodeBlockItemSyntax) -> Bool {
        if let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.contains(where: { binds(name, $0.pattern) }) {
            return true
        }
        if let guardStatement = item.item.as(GuardStmtSyntax.self), binds(name, guardStatement.conditions) { return true }
        if let config = item.item.as(IfConfigDeclSyntax.self) {
            for clause in config.clauses {
                if case .statements(let items) = clause.elements, items.contains(where: { declares(name, $0) }) { return true }
            }
        }
        return false
    }

    /// Whether `node` declares `name`: an identifier pattern or a closure parameter of that name.
    static func binds(_ name: String, _ node: some SyntaxProtocol) -> Bool {
        for token in node.tokens(viewMode: .sourceAccurate) where token.text == name {
            guard let parent = token.parent else { continue }
            if parent.is(IdentifierPatternSyntax.self) || parent.is(ClosureShorthandParameterSyntax.self) { return true }
            if let parameter = parent.as(ClosureParameterSyntax.self), (parameter.secondName ?? parameter.firstName).id == token.id {
                return true
            }
        }
        return false
    }

    static func find(in body: CodeBlockSyntax, parameters: FunctionParameterListSyntax) -> [Site] {
        final class Finder: SyntaxVisitor {
            let parameters: FunctionParameterListSyntax
            let body: CodeBlockSyntax
            var sites: [Site] = []

            /// The names the file declares as `ASEditableTextNode` (see `EditableTextNodeNames`).
            let editableTextNodes: Set<String>

            init(parameters: FunctionParameterListSyntax, body: CodeBlockSyntax) {
                self.parameters = parameters
                self.body = body
                editableTextNodes = EditableTextNodeNames.find(in: Syntax(body.root))
                super.init(viewMode: .sourceAccurate)
            }

            func bare(_ name: String) -> String { name.hasPrefix("_") ? String(name.dropFirst()) : name }

            func inClosure(_ node: some SyntaxProtocol) -> Bool {
                var current = node.parent
                while let node = current, node.id != body.id {
                    if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(AccessorBlockSyntax.self) {
                        return true
                    }
                    current = node.parent
                }
                return false
            }

            /// Inside the body of an `if` that asks whether the view is loaded (`if isViewLoaded { … }`).
            func isGuarded(_ node: some SyntaxProtocol) -> Bool {
                var child = Syntax(node)
                while let parent = child.parent, parent.id != body.id {
                    if let conditional = parent.as(IfExprSyntax.self), child.id == conditional.body.id,
                        conditional.conditions.tokens(viewMode: .sourceAccurate).contains(where: {
                            ["nodeLoaded", "isNodeLoaded", "isViewLoaded", "viewIfLoaded"].contains($0.text)
                        })
                    {
                        return true
                    }
                    child = parent
                }
                return false
            }

            func add(_ kind: Kind, _ name: String, _ node: some SyntaxProtocol) {
                if kind == .view, isGuarded(node) { return }
                sites.append(Site(kind: kind, name: name, node: Syntax(node), inClosure: inClosure(node)))
            }

            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                let member = node.declName.baseName.text
                if member == "textView", let base = node.base {
                    // An editable text node's UITextView: by the name's declared type, anywhere in the file.
                    if let reference = base.as(DeclReferenceExprSyntax.self), editableTextNodes.contains(bare(reference.baseName.text)) {
                        add(.view, "\(reference.baseName.text).textView", base)
                    } else if let inner = base.as(MemberAccessExprSyntax.self),
                        editableTextNodes.contains(bare(inner.declName.baseName.text))
                    {
                        add(.view, "\(inner.declName.baseName.text).textView", inner.declName)
                    }
                    return .visitChildren
                }
                guard member == "view" || member == "layer", let base = node.base else { return .visitChildren }
                if let reference = base.as(DeclReferenceExprSyntax.self) {
                    let name = reference.baseName.text
                    if name == "self" {
                        add(.view, "self.\(member)", base)
                    } else if name.hasSuffix("Node") {
                        add(.view, "\(name).\(member)", base)
                    }
                } else if let inner = base.as(MemberAccessExprSyntax.self) {
                    let innerName = inner.declName.baseName.text
                    if let innerBase = inner.base?.as(DeclReferenceExprSyntax.self), innerBase.baseName.text == "self", innerName == "node"
                    {
                        add(.view, "self.node.\(member)", innerBase)
                    } else if innerName.hasSuffix("Node") {
                        add(.view, "\(innerName).\(member)", inner.declName)  // `self.imageNode.view`, `a.node.listNode.view`
                    }
                }
                return .visitChildren
            }

            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                // The implicit `self.view`: the bare name as the base of a member access.
                let name = node.baseName.text
                guard name == "view" || name == "layer", let parent = node.parent?.as(MemberAccessExprSyntax.self),
                    parent.base?.id == node.id, !ViewSites.isLocal(name, at: node, body: body, parameters: parameters)
                else { return .visitChildren }
                add(.view, name, node)
                return .visitChildren
            }

            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), node.leftParen != nil {
                    let name = reference.baseName.text
                    if let first = name.unicodeScalars.first, first.properties.isUppercase,
                        ViewSites.viewLikeSuffixes.contains(where: { name.hasSuffix($0) })
                    {
                        add(.creation, name, reference)
                    }
                }
                return .visitChildren
            }
        }
        let finder = Finder(parameters: parameters, body: body)
        finder.walk(body)
        return finder.sites
    }
}
