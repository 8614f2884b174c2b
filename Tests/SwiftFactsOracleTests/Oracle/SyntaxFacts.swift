import SwiftParser
import SwiftSyntax

/// The facts of a Swift file as swift-syntax's tree says them, as `FactLines`: the oracle the scanner
/// is proved against. Written from the language's grammar, not from the scanner: classes and their
/// first inherited type, the functions and initializers with bodies that classes and extensions declare
/// (with their full names, `override` and `static`/`class`), the `super` calls each makes and the paths
/// that reach them (`SuperCallFlow`), and the views each touches and creates.
public enum SyntaxFacts {
    /// `nil` when the parser found the text not to be Swift (the fuzzer's inputs mostly are not).
    public static func lines(of text: String) -> Set<String>? {
        let tree = Parser.parse(source: text)
        guard !tree.hasError else { return nil }
        let visitor = Visitor(converter: SourceLocationConverter(fileName: "f.swift", tree: tree))
        visitor.walk(tree)
        return visitor.lines
    }

    final class Visitor: SyntaxVisitor {
        let converter: SourceLocationConverter
        var lines: Set<String> = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        func line(_ node: some SyntaxProtocol) -> Int {
            node.startLocation(converter: converter, afterLeadingTrivia: true).line
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let superclass = node.inheritanceClause?.inheritedTypes.first.map { Self.firstName(of: $0.type) }
            lines.insert(FactLines.class(node.name.text, superclass))
            members(node.memberBlock.members, owner: node.name.text)
            return .visitChildren
        }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            // A nominal type's (`extension [Item]` extends `Array`, no class the code declares).
            guard node.extendedType.is(IdentifierTypeSyntax.self) || node.extendedType.is(MemberTypeSyntax.self) else {
                return .visitChildren
            }
            members(node.memberBlock.members, owner: Self.lastName(of: node.extendedType))
            return .visitChildren
        }

        /// `Base<T>` → `Base`, `UIKit.UIView` → `UIKit` (the scanner keeps the first name written).
        static func firstName(of type: TypeSyntax) -> String {
            if let member = type.as(MemberTypeSyntax.self) { return firstName(of: member.baseType) }
            if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
            if let attributed = type.as(AttributedTypeSyntax.self) { return firstName(of: attributed.baseType) }
            if let composition = type.as(CompositionTypeSyntax.self), let first = composition.elements.first {
                return firstName(of: first.type)  // `ASDisplayNode & View`
            }
            return type.trimmedDescription
        }

        static func lastName(of type: TypeSyntax) -> String {
            if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
            if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
            return type.trimmedDescription
        }

        /// The methods directly in a member block, `#if` clauses' included.
        func members(_ list: MemberBlockItemListSyntax, owner: String) {
            for item in list {
                if let config = item.decl.as(IfConfigDeclSyntax.self) {
                    for clause in config.clauses {
                        if case .decls(let decls) = clause.elements { members(decls, owner: owner) }
                    }
                } else if let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body,
                    case .identifier(let name) = function.name.tokenKind
                {
                    // Named functions (operators, `static func ==`, are no lifecycle method); `continue`, not `` `continue` ``.
                    let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
                    let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
                    method(
                        owner: owner, signature: "\(bare)(\(labels.map { $0 + ":" }.joined()))",
                        modifiers: function.modifiers, keyword: function.funcKeyword, body: body,
                        parameters: function.signature.parameterClause.parameters)
                } else if let initializer = item.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                    let labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text }
                    method(
                        owner: owner, signature: "init(\(labels.map { $0 + ":" }.joined()))", modifiers: initializer.modifiers,
                        keyword: initializer.initKeyword, body: body, parameters: initializer.signature.parameterClause.parameters)
                }
            }
        }

        func method(
            owner: String, signature: String, modifiers: DeclModifierListSyntax, keyword: TokenSyntax, body: CodeBlockSyntax,
            parameters: FunctionParameterListSyntax
        ) {
            let names = Set(modifiers.map { $0.name.text })
            lines.insert(
                FactLines.method(
                    owner, signature, override: names.contains("override"), isStatic: names.contains("static") || names.contains("class"),
                    line: line(keyword)))
            // Super calls, each with how it is reached.
            for (call, reach) in SuperCallFlow.reaches(in: body, converter: converter) {
                lines.insert(FactLines.superCall(owner, signature, call, reach))
            }
            for site in ViewSites.find(in: body, parameters: parameters) {
                let isClosure = site.inClosure
                switch site.kind {
                case .view: lines.insert(FactLines.view(owner, signature, site.name, line: line(site.node), inClosure: isClosure))
                case .creation: lines.insert(FactLines.creation(owner, signature, site.name, line: line(site.node), inClosure: isClosure))
                }
            }
        }
    }
}
