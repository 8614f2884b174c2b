/// Collects `MethodFacts` from the tokens of one method body (Objective-C or Swift).
struct MethodBodyScanner {
    let source: TokenWindow
    let range: ClosedRange<Int>
    /// Follow alternatives (`#if`/`#else`, `if`/`else`, early `return`s) for the sites of a component
    /// constructor (`+new…`), where scopes and `[super new…]` are counted and ordered.
    let tracksPaths: Bool

    /// Dispatch, networking, notifications and timers, by first letter.
    static let dispatchAPIs: [StaticString] = ["dispatch_async", "dispatch_after", "dispatch_sync", "dispatch_barrier_async"]
    static let foundationAPIs: [StaticString] = ["NSURLSession", "NSURLConnection", "NSNotificationCenter", "NSTimer"]
    static let performAPIs: [StaticString] = ["performSelector", "performSelectorOnMainThread"]

    /// Whether the body has preprocessor conditionals, which decide whether a super call is made in
    /// every build (most have none: then where each super call is need not be kept).
    private let hasConditionals: Bool
    /// Each super call and its token index, kept only when the body has conditionals.
    private let superCallSites: SuperCallSites?

    /// Swift: the parameter list, `(` to `)`, whose names may hide `self.view` (`init(view: UIView)`).
    let parameters: ClosedRange<Int>?
    /// Record the calls of the class's own methods (`layoutSpecThatFits`: a helper that makes a node).
    let recordsOwnCalls: Bool

    init(
        source: TokenWindow, range: ClosedRange<Int>, tracksPaths: Bool = false, parameters: ClosedRange<Int>? = nil,
        recordsOwnCalls: Bool = false
    ) {
        self.source = source
        self.range = range
        self.parameters = parameters
        self.recordsOwnCalls = recordsOwnCalls
        self.tracksPaths = tracksPaths
        hasConditionals = !PreprocessorBranches.directives(in: source, range: range).isEmpty
        superCallSites = hasConditionals ? SuperCallSites() : nil
    }

    func scan() -> MethodBody {
        var facts = MethodBody()
        let closures = ClosureFinder(source: source, range: range).ranges()
        scanTokens(into: &facts, closures: closures)
        if source.language.isSwift { dropShadowedViewAccesses(&facts) }
        if facts.sites.contains(where: { $0.kind == .viewAccess }) {
            let guards = LoadedViewGuards(source: source, body: range)
            facts.sites.removeAll { $0.kind == .viewAccess && guards.isGuarded($0.order) }
        }
        // Mark what a block or lambda does (an instantiation, a view access): it may run later, on another thread.
        if !closures.isEmpty {
            for index in facts.sites.indices where facts.sites[index].kind == .instantiation || facts.sites[index].kind == .viewAccess {
                if closures.contains(where: { $0.contains(facts.sites[index].order) }) { facts.sites[index].isInClosure = true }
            }
        }
        separateSuperCallsInSomeBuilds(&facts)
        separateSuperCallsOnSomePaths(&facts, closures: closures)
        return facts
    }

    /// A super call that some path returning normally skips (an early `return`, a call inside an `if`)
    /// becomes one of `superCallsOnSomePaths`. Initializers' and constructors' calls are left alone:
    /// what they must do is another rule's question.
    private func separateSuperCallsOnSomePaths(_ facts: inout MethodBody, closures: [ClosedRange<Int>]) {
        // Most bodies that call super have no statement that could skip the call: no walk for them.
        guard facts.sites.contains(where: { $0.kind == .superCall }), hasControlFlow() else { return }
        for position in facts.sites.indices where facts.sites[position].kind == .superCall {
            let site = facts.sites[position]
            if site.name.hasPrefix("init") || site.name.hasPrefix("new") || site.name.hasPrefix("dealloc") { continue }
            var paths = SuperCallPaths(
                source: source, range: range, closures: closures, selector: site.name, callSelector: superCallSelector)
            if paths.everyPathCalls() { continue }
            let place = paths.earlyReturn.map { source[$0] }
            facts.sites[position] = BodySite(
                .superCallOnSomePaths, name: site.name, line: Int(place?.line ?? 0), column: Int(place?.column ?? 0),
                order: paths.earlyReturn ?? site.order)
        }
    }

    /// Whether the body has a statement that may end a path or make code conditional: `return`, `if`,
    /// `guard`, `switch`, a loop, `do`, `@try`, `break`, `continue`, `throw`. Checked by length first.
    private func hasControlFlow() -> Bool {
        for index in range {
            let token = source[index]
            if token.kind == .atKeyword {
                if source.matches(token, "@try") || source.matches(token, "@throw") { return true }
                continue
            }
            guard token.kind == .identifier else { continue }
            switch token.end - token.start {
            case 2: if source.matches(token, "if") || source.matches(token, "do") { return true }
            case 3: if source.matches(token, "for") { return true }
            case 5:
                if source.matches(token, "guard") || source.matches(token, "while") || source.matches(token, "break")
                    || source.matches(token, "throw")
                {
                    return true
                }
            case 6: if source.matches(token, "return") || source.matches(token, "switch") || source.matches(token, "repeat") { return true }
            case 8: if source.matches(token, "continue") { return true }
            default: break
            }
        }
        return false
    }

    /// The selector of the `super` call whose `super` token is at `index`: Swift `super.name(…)`,
    /// Objective-C `[super name…]` or `super.name`.
    private func superCallSelector(_ index: Int) -> String? {
        if source.is(index + 1, "."), source.isIdentifier(index + 2) {
            guard source.language.isSwift else { return source.text(index + 2) }
            return source.is(index + 3, "(") ? SwiftSignature.called(source, name: index + 2) : nil
        }
        guard !source.language.isSwift, source.is(index - 1, "["), source.isIdentifier(index + 1) else { return nil }
        return selector(from: index + 1, close: source.matchingClose(index - 1))
    }

    /// Swift's implicit `view.`/`layer.` is `self`'s only where no parameter or local of that name is in
    /// scope (`let view = UIView()`, `if let view`, `case .some(let view)`, `{ view in`, `init(view:)`).
    private func dropShadowedViewAccesses(_ facts: inout MethodBody) {
        guard facts.sites.contains(where: { $0.kind == .viewAccess && ($0.name == "view" || $0.name == "layer") }) else { return }
        let names = SwiftLocalNames(source: source, body: range, parameters: parameters)
        facts.sites.removeAll { site in
            guard site.kind == .viewAccess else { return false }
            if site.name == "view" { return names.isLocal("view", at: site.order) }
            return site.name == "layer" && names.isLocal("layer", at: site.order)
        }
    }

    /// A call `[super selector…]` or `super.selector(…)` at token `index`.
    private func noteSuperCall(_ selector: String, at index: Int, into facts: inout MethodBody) {
        facts.appendSuperCall(selector, order: index)
        superCallSites?.sites.append((selector, index))
    }

    /// A super call only in some `#if` branches is missing from the other builds: its site becomes one
    /// of `superCallsInSomeBuilds`.
    private func separateSuperCallsInSomeBuilds(_ facts: inout MethodBody) {
        guard let sites = superCallSites?.sites, !sites.isEmpty, let branches = PreprocessorBranches(source: source, range: range)
        else { return }
        let bySelector = Dictionary(grouping: sites, by: \.selector)
        for (selector, sites) in bySelector where !branches.coverEveryBuild(sites.map { branches.arms(at: $0.index) }) {
            for index in facts.sites.indices where facts.sites[index].kind == .superCall && facts.sites[index].name == selector {
                facts.sites[index].kind = .superCallInSomeBuilds
            }
        }
    }

    /// Reads every token. Only a constructor whose sites a rule compares (`MethodBody.comparesSitePaths`,
    /// which few are) needs their paths: it is read again, from the start, with a `PathTracker`, so the
    /// others do not pay for following their control structure.
    private func scanTokens(into facts: inout MethodBody, closures: [ClosedRange<Int>]) {
        var reassigned: Set<String> = []
        for index in range { read(index, into: &facts, closures: closures, reassigned: &reassigned) }
        if tracksPaths, facts.comparesSitePaths {
            facts = MethodBody()
            superCallSites?.sites = []
            reassigned = []
            scanTrackingPaths(into: &facts, closures: closures, reassigned: &reassigned)
        }
        if !reassigned.isEmpty { facts.sites.removeAll { $0.kind == .mutableLocal && reassigned.contains($0.name) } }
    }

    /// Reads every token as `scanTokens` does, giving each scope, `[super new…]` and child build the path
    /// it is on when read.
    private func scanTrackingPaths(into facts: inout MethodBody, closures: [ClosedRange<Int>], reassigned: inout Set<String>) {
        var tracker = PathTracker(source: source, range: range)
        for index in range {
            tracker.step(index)
            let count = facts.sites.count
            read(index, into: &facts, closures: closures, reassigned: &reassigned)
            for site in facts.sites[count...] where site.kind == .superNew || site.kind == .scope || site.kind == .childBuild {
                tracker.record(site.order)
            }
        }
        facts.sitePaths = tracker.paths()
    }

    /// Reads the token at `index` into `facts`; `reassigned` collects names assigned again (`c = …`).
    private func read(_ index: Int, into facts: inout MethodBody, closures: [ClosedRange<Int>], reassigned: inout Set<String>) {
        let token = source[index]
        if token.kind == .punctuation {
            if source.firstByte(of: token) == UInt8(ascii: "[") { message(at: index, into: &facts) }
            return
        }
        if token.kind == .string, source.language.isSwift, InterpolatedCode.mayHoldCode(source, token) {
            // `"\(view.frame)"`: an interpolation's code runs where the literal is.
            for site in InterpolatedCode.viewSites(source, at: index) { facts.append(site.kind, site.site) }
            return
        }
        guard token.kind == .identifier else { return }
        // The words with a meaning here, by length first; any other falls through to the general cases.
        switch token.end - token.start {
        case 4 where source.matches(token, "self"):
            viewAccess(at: index, into: &facts)
            return
        case 4 where source.language.isSwift && source.matches(token, "view"),
            5 where source.language.isSwift && source.matches(token, "layer"):
            // Swift's implicit `self`: `view.backgroundColor = …` is `self.view`.
            if source.is(index + 1, "."), !source.is(index - 1, "."), !source.is(index - 1, "let"), !source.is(index - 1, "var") {
                facts.append(.viewAccess, FactExtractor.site(source, index, name: source.text(index)))
                return
            }
        case 5:
            // `super.name(…)` (Swift: `viewWillAppear(_:)`); `super.image` in Swift reads a property, no call.
            // `[super name…]` is read at its `[` (`message(at:)`).
            if source.matches(token, "super"), source.is(index + 1, "."), let selector = superCallSelector(index) {
                noteSuperCall(selector, at: index, into: &facts)
                return
            }
            if source.matches(token, "state"), source.is(index - 1, "."), source.is(index - 2, "scope") {
                facts.usesState = true
                return
            }
        case 6 where source.matches(token, "return"):
            if source.is(index + 1, "["), source.isIdentifier(index + 2), source.is(index + 3, "class") {
                facts.setReturnedClass(source.text(index + 2), order: index)
                return
            }
            if source.isIdentifier(index + 1), source.is(index + 2, "."), source.is(index + 3, "self") {
                facts.setReturnedClass(source.text(index + 1), order: index)  // Swift: return MyController.self
                return
            }
        case 11 where source.matches(token, "updateState"):
            facts.usesState = true
            return
        case 16 where source.matches(token, "CKComponentScope"):
            if source.isIdentifier(index + 1), source.is(index + 2, "(") {
                facts.append(scope(at: index, closures: closures))
                return
            }
        default:
            break
        }
        if recordsOwnCalls, source.language.isSwift, source.is(index + 1, "("), !source.startsUppercase(index),
            !source.is(index - 1, ".") || source.is(index - 2, "self")
        {
            // `makeTitleNode()`, `self.makeTitleNode()`.
            facts.append(.ownCall, FactExtractor.site(source, index, name: SwiftSignature.called(source, name: index)))
        } else if source.is(index + 1, "."), source.is(index + 2, "view") || source.is(index + 2, "layer"), source.hasSuffix(index, "Node")
        {
            // A child node's view or layer (`_avatarNode.view`, `imageNode.layer`): loading it is the node's.
            facts.append(.viewAccess, FactExtractor.site(source, index, name: "\(source.text(index)).\(source.text(index + 2))"))
        } else if source.is(index + 1, "."), source.is(index + 2, "textView"), EditableTextNodes.isDeclared(index, in: source) {
            // An editable text node's UITextView (`editNode.textView.font = …`) is its view's.
            facts.append(.viewAccess, FactExtractor.site(source, index, name: "\(source.text(index)).textView"))
        } else if source.language.isSwift, source.is(index + 1, "("), !source.is(index - 1, "."), isSwiftViewLikeInstantiation(index) {
            facts.append(.instantiation, FactExtractor.site(source, index, name: source.text(index)))  // `UILabel()`, `ASTextNode()`
        } else if let name = sideEffectAPI(token) {
            facts.append(.sideEffect, FactExtractor.site(source, index, name: name))
        } else if isMutableLocalDeclaration(at: index) {
            facts.append(.mutableLocal, FactExtractor.site(source, index + 2, name: source.text(index + 2)))
        } else if facts.hasMutableLocals, isAssignment(at: index) {
            reassigned.insert(source.text(index))
        }
    }

    /// A Swift type whose `Name(…)` creates a view, layer, gesture recognizer or node: an uppercase name
    /// ending as UIKit's and Texture's do (`UILabel`, `UITapGestureRecognizer`, `ASTextNode`). Checked
    /// by the last byte first: most calls end otherwise.
    private func isSwiftViewLikeInstantiation(_ index: Int) -> Bool {
        let token = source[index]
        let first = source.firstByte(of: token)
        guard first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        switch source.bytes[Int(token.end) - 1] {
        case UInt8(ascii: "w"): return source.hasSuffix(index, "View")
        case UInt8(ascii: "e"): return source.hasSuffix(index, "Node")
        case UInt8(ascii: "r"): return source.hasSuffix(index, "Recognizer") || source.hasSuffix(index, "Layer")
        case UInt8(ascii: "n"): return source.hasSuffix(index, "Button")
        case UInt8(ascii: "l"): return source.hasSuffix(index, "Label") || source.hasSuffix(index, "Control")
        case UInt8(ascii: "d"): return source.hasSuffix(index, "Field")
        default: return false
        }
    }

    /// `name = …` (not `==`, not `obj.name =`, not a declaration `Type *name =`).
    @inline(__always)
    private func isAssignment(at index: Int) -> Bool {
        source.is(index + 1, "=") && !source.is(index + 2, "=") && !source.is(index - 1, ".") && !source.is(index - 1, "*")
            && !source.is(index - 1, ">")
    }

    /// The side-effect API that `token` names, checked by first byte before any String is made.
    private func sideEffectAPI(_ token: Token) -> String? {
        let candidates: [StaticString]
        switch source.firstByte(of: token) {
        case UInt8(ascii: "d"): candidates = Self.dispatchAPIs
        case UInt8(ascii: "N"): candidates = Self.foundationAPIs
        case UInt8(ascii: "p"): candidates = Self.performAPIs
        default: return nil
        }
        return candidates.first { source.matches(token, $0) }.map { $0.description }
    }

    /// `[receiver selector…]`: super calls, `[super new…]`, `[X new…]`, `[[X alloc] …]`, `[self view]`.
    private func message(at open: Int, into facts: inout MethodBody) {
        if source.is(open + 1, "["), source.isIdentifier(open + 2), source.is(open + 3, "alloc"), source.is(open + 4, "]") {
            let name = source.text(open + 2)
            facts.append(.instantiation, FactExtractor.site(source, open + 2, name: name))
            if name.hasSuffix("Component") { facts.append(.childBuild, FactExtractor.site(source, open + 2, name: name)) }
            return
        }
        guard source.isIdentifier(open + 1), source.isIdentifier(open + 2) else { return }
        if source.is(open + 1, "super") {
            let selector = self.selector(from: open + 2, close: source.matchingClose(open))
            if selector.hasPrefix("new") {
                // A `[super new…]` is kept as that, not also as a super call (no rule requires one by name,
                // and every constructor makes one).
                // `return [super new…]` and the arms of `cond ? [super a…] : [super b…]` are alternatives.
                let kind =
                    source.is(open - 1, "return")
                    ? "return" : (source.is(open - 1, "?") || source.is(open - 1, ":")) ? "alternative" : "expression"
                facts.append(.superNew, FactExtractor.site(source, open, name: kind))
            } else {
                noteSuperCall(selector, at: open, into: &facts)
            }
        } else if source.is(open + 1, "self") {
            if source.is(open + 2, "view") || source.is(open + 2, "layer"), source.is(open + 3, "]") {
                facts.append(.viewAccess, FactExtractor.site(source, open, name: "[self \(source.text(open + 2))]"))
            } else if recordsOwnCalls, source.isIdentifier(open + 2) {
                let callee = selector(from: open + 2, close: source.matchingClose(open))
                facts.append(.ownCall, FactExtractor.site(source, open + 2, name: callee))  // [self makeTitleNode]
            }
        } else if source.hasPrefix(open + 2, "new"), source.startsUppercase(open + 1) {
            let receiver = source.text(open + 1)
            facts.append(.instantiation, FactExtractor.site(source, open + 1, name: receiver))
            if receiver.hasSuffix("Component") { facts.append(.childBuild, FactExtractor.site(source, open + 1, name: receiver)) }
        }
    }

    /// The selector of a message whose first part is at `start`: `didMount`, `viewWillAppear:`,
    /// `newWithView:component:` (parts at the message's own bracket depth).
    private func selector(from start: Int, close: Int) -> String {
        guard source.is(start + 1, ":") else { return source.text(start) }
        // The parts at the message's own depth, each `part:`; counted first, then copied into one String.
        func forEachPart(_ body: (Token) -> Void) {
            var depth = 0
            for index in start..<max(start, close) {
                let token = source[index]
                if token.kind == .punctuation {
                    switch source.firstByte(of: token) {
                    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                    default: break
                    }
                } else if depth == 0, token.kind == .identifier, source.is(index + 1, ":") {
                    body(token)
                }
            }
        }
        var length = 0
        forEachPart { length += Int($0.end - $0.start) + 1 }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(length, 1)) { buffer in
            var offset = 0
            forEachPart { token in
                for byte in UnsafeBufferPointer(start: source.bytes + Int(token.start), count: Int(token.end - token.start)) {
                    buffer[offset] = byte
                    offset += 1
                }
                buffer[offset] = UInt8(ascii: ":")
                offset += 1
            }
            return source.interner.takeUnretainedValue().string(UnsafeBufferPointer(rebasing: buffer[..<offset]))
        }
    }

    private func scope(at index: Int, closures: [ClosedRange<Int>]) -> ScopeDeclaration {
        let open = index + 2
        let end = source.endOfFirstElement(openedAt: open)
        let argument = (open + 1 < end) ? source.text(joining: open + 1..<end, separator: UInt8(ascii: " ")) : ""
        return ScopeDeclaration(
            site: FactExtractor.site(source, index, name: "CKComponentScope"),
            firstArgument: argument,
            isInsideClosure: closures.contains { $0.contains(index) }
        )
    }

    /// `self.view`, `self.layer`, `self.node.view`, `self.node.layer` (Objective-C and Swift).
    private func viewAccess(at index: Int, into facts: inout MethodBody) {
        guard source.is(index + 1, ".") else { return }
        if source.is(index + 2, "view") || source.is(index + 2, "layer") {
            facts.append(.viewAccess, FactExtractor.site(source, index, name: "self.\(source.text(index + 2))"))
        } else if source.is(index + 2, "node"), source.is(index + 3, "."), source.is(index + 4, "view") || source.is(index + 4, "layer") {
            facts.append(.viewAccess, FactExtractor.site(source, index, name: "self.node.\(source.text(index + 4))"))
        }
    }

    /// `Type *name =` at the start of a statement, not `const`.
    @inline(__always)
    private func isMutableLocalDeclaration(at index: Int) -> Bool {
        guard source.is(index + 1, "*"), source.isIdentifier(index + 2), source.is(index + 3, "=") else { return false }
        guard source.is(index - 1, ";") || source.is(index - 1, "{") || source.is(index - 1, "}") else { return false }
        return source.startsUppercase(index)
    }
}
