import SwiftSyntax

/// The names a Swift file declares as Texture's `ASEditableTextNode`, read from the tree: a binding
/// with that type or made by `ASEditableTextNode(…)`, a parameter (of a function, closure or enum case)
/// of that type, an assignment of `ASEditableTextNode(…)`, a generic parameter or class inheriting from
/// it, a dictionary type's key before it. A leading underscore is dropped (`_node` is `node`).
enum EditableTextNodeNames {
    static let typeName = "ASEditableTextNode"

    static func find(in root: Syntax) -> Set<String> {
        final class Finder: SyntaxVisitor {
            var names: Set<String> = []

            func add(_ token: TokenSyntax) {
                let text = token.text
                names.insert(text.hasPrefix("_") ? String(text.dropFirst()) : text)
            }

            func isEditable(_ type: TypeSyntax?) -> Bool {
                guard var type else { return false }
                while true {
                    if let optional = type.as(OptionalTypeSyntax.self) {
                        type = optional.wrappedType
                    } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                        type = unwrapped.wrappedType
                    } else {
                        break
                    }
                }
                return type.as(IdentifierTypeSyntax.self)?.name.text == EditableTextNodeNames.typeName
            }

            func makesEditable(_ expression: ExprSyntax?) -> Bool {
                guard let call = expression?.as(FunctionCallExprSyntax.self), call.leftParen != nil else { return false }
                return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == EditableTextNodeNames.typeName
            }

            override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
                if let pattern = node.pattern.as(IdentifierPatternSyntax.self),
                    isEditable(node.typeAnnotation?.type) || (node.typeAnnotation == nil && makesEditable(node.initializer?.value))
                {
                    add(pattern.identifier)
                }
                return .visitChildren
            }

            override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
                if isEditable(node.type) { add(node.secondName ?? node.firstName) }
                return .visitChildren
            }

            override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
                if isEditable(node.type) { add(node.secondName ?? node.firstName) }
                return .visitChildren
            }

            override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind {
                if isEditable(node.type), let name = node.secondName ?? node.firstName { add(name) }
                return .visitChildren
            }

            override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
                if isEditable(node.inheritedType) { add(node.name) }
                return .visitChildren
            }

            override func visit(_ node: DictionaryTypeSyntax) -> SyntaxVisitorContinueKind {
                if isEditable(node.value), let key = node.key.as(IdentifierTypeSyntax.self) { add(key.name) }
                return .visitChildren
            }

            override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
                guard let first = node.inheritedTypes.first, isEditable(first.type) else { return .visitChildren }
                if let named = node.parent?.asProtocol(NamedDeclSyntax.self) { add(named.name) }
                return .visitChildren
            }

            override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
                // `name = ASEditableTextNode()`, `self.name = ASEditableTextNode()`.
                let elements = Array(node.elements)
                for index in elements.indices.dropFirst().dropLast() where elements[index].is(AssignmentExprSyntax.self) {
                    guard makesEditable(elements[index + 1]) else { continue }
                    if let reference = elements[index - 1].as(DeclReferenceExprSyntax.self) {
                        add(reference.baseName)
                    } else if let member = elements[index - 1].as(MemberAccessExprSyntax.self) {
                        add(member.declName.baseName)
                    }
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(root)
        return finder.names
    }
}
