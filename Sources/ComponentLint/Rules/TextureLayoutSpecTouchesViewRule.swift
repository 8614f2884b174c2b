import DevToolsCore
import SourceFacts

/// `texture-layoutspec-touches-view`: layout specs are pure.
enum TextureLayoutSpecTouchesViewRule: ComponentRule {
    static let description = RuleDescription(
        id: "texture-layoutspec-touches-view",
        summary: "-layoutSpecThatFits: touches a view or layer, or creates nodes.",
        rationale: """
            Texture calls `-layoutSpecThatFits:` on background threads, and as often as it likes. \
            Touching a view or layer there is a threading bug (error); creating nodes there makes new \
            nodes on every layout pass and loses their state (warning). Create nodes once, in `-init`, \
            and only arrange them in the layout spec.
            """,
        defaultSeverity: .error,
        triggeringExamples: [
            ComponentExample.mm(
                """
                @interface CardNode : ASDisplayNode
                @end
                @implementation CardNode
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  ↓self.view.backgroundColor = UIColor.redColor;
                  ASTextNode *title = [[↓ASTextNode alloc] init];
                  return [ASWrapperLayoutSpec wrapperWithLayoutElement:title];
                }
                @end
                """),
            ComponentExample.file(
                "Card.swift",
                """
                class CardNode: ASDisplayNode {
                    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                        let title = ↓ASTextNode()
                        ↓imageNode.view.clipsToBounds = true
                        return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start, alignItems: .start,
                                                 children: [title, ↓makeBadge()])
                    }
                    private func makeBadge() -> ASDisplayNode {
                        let badge = ASTextNode()
                        badge.attributedText = NSAttributedString(string: "new")
                        return badge
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            ComponentExample.mm(
                """
                @interface CardNode : ASDisplayNode
                @end
                @implementation CardNode
                - (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize
                {
                  return [ASWrapperLayoutSpec wrapperWithLayoutElement:_titleNode];
                }
                @end
                """),
            ComponentExample.file(
                "Card.swift",
                """
                class CardNode: ASDisplayNode {
                    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
                        imageNode.style.preferredSize = CGSize(width: 40, height: 40)
                        return ASInsetLayoutSpec(insets: insets(for: constrainedSize), child: imageNode)
                    }
                    private func insets(for size: ASSizeRange) -> UIEdgeInsets {
                        UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
                    }
                }
                """),
        ]
    )

    /// Nodes made by the class's own helper methods that layoutSpecThatFits calls (`makeTitleNode()`), one
    /// call deep: reported at the call.
    private static func helperNodes(of method: MethodFacts, in context: ComponentLintContext) -> [Diagnostic] {
        let calls = method.body.ownCalls
        guard !calls.isEmpty else { return [] }
        let helpers = context.methods(of: method.className)
        return calls.compactMap { call -> Diagnostic? in
            guard let helper = helpers.first(where: { $0.selector == call.name && !$0.isClassMethod }),
                let made = helper.body.instantiations.first(where: { $0.name.hasSuffix("Node") && !$0.isInClosure })
            else { return nil }
            return context.diagnostic(
                description, at: call, in: method.file,
                """
                '\(call.name)' creates '\(made.name)' (line \(made.line)) and layoutSpecThatFits: calls it, so every \
                layout pass makes a new node; create it once in -init and keep it in a property
                """, severity: .warning)
        }
    }

    static func findings(in context: ComponentLintContext) -> [Diagnostic] {
        context.judged.lazy.filter { $0.descends(from: "ASDisplayNode") == true }.flatMap(\.methods)
            .filter { $0.selector == "layoutSpecThatFits:" || ($0.isSwift && $0.selector == "layoutSpecThatFits(_:)") }
            .flatMap { method -> [Diagnostic] in
                let views = method.body.viewAccesses.map { site in
                    context.diagnostic(
                        description, at: site, in: method.file,
                        """
                        '\(site.name)' in layoutSpecThatFits: may run off the main thread; configure views in -didLoad
                        """)
                }
                let nodes = method.body.instantiations.filter { $0.name.hasSuffix("Node") }.map { site in
                    context.diagnostic(
                        description, at: site, in: method.file,
                        """
                        '\(site.name)' is created in layoutSpecThatFits:, so every layout pass makes a new node; \
                        create it once in -init and keep it in a property
                        """, severity: .warning)
                }
                return views + nodes + helperNodes(of: method, in: context)
            }
    }
}
