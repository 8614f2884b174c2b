/// Whether a method body makes one `super` call on every path that returns normally, found by
/// following its statements (Objective-C and Swift): `if`/`else`, `guard`, `switch`, loops, `do`/`catch`,
/// `@try`, `defer`, `return`. A `return` reached before the call is where a path leaves without it;
/// a path that ends in `throw`, `fatalError`, `preconditionFailure`, `abort`, `exit` or `NSAssert(NO, …)`
/// does not return normally and needs no call.
///
/// A call inside a closure or block counts where the closure is written (`UIView.performWithoutAnimation
/// { super.layout() }` runs at once; a deferred one cannot be told apart without the callee), and a
/// `return` inside one leaves only the closure. Preprocessor branches are all read, one after another:
/// which builds make the call is `PreprocessorBranches`' question.
struct SuperCallPaths {
    let source: TokenWindow
    /// The body, `{` to `}`.
    let range: ClosedRange<Int>
    /// The selector or Swift full name of the call (`viewWillAppear:`, `viewWillAppear(_:)`).
    let selector: String
    /// The selector of the `super` call whose `super` token is at an index, if it is one.
    let callSelector: (Int) -> String?
    /// Closures and blocks: where each starts, to its end.
    private let closures: [Int: Int]

    /// The first `return` reached on a path that has not made the call.
    private(set) var earlyReturn: Int?

    init(
        source: TokenWindow, range: ClosedRange<Int>, closures: [ClosedRange<Int>], selector: String,
        callSelector: @escaping (Int) -> String?
    ) {
        self.source = source
        self.range = range
        self.selector = selector
        self.callSelector = callSelector
        self.closures = Dictionary(closures.map { ($0.lowerBound, $0.upperBound) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where control stands after some code: whether the call was made on the way, whether control goes
    /// on to what follows, and whether it left by `break` (which a `switch` case continues after).
    struct Flow {
        var called: Bool
        var continues = true
        var broke = false

        /// Two alternatives joined: the call is made after them when every one that goes on made it.
        static func merge(_ flows: [Flow]) -> Flow {
            let going = flows.filter { $0.continues || $0.broke }
            guard !going.isEmpty else { return Flow(called: true, continues: false) }
            return Flow(called: going.allSatisfy(\.called))
        }
    }

    /// Reads the body; `true` when every path that returns normally makes the call.
    mutating func everyPathCalls() -> Bool {
        let end = sequence(from: range.lowerBound + 1, to: range.upperBound, Flow(called: false))
        return earlyReturn == nil && (!end.continues || end.called)
    }

    private var isSwift: Bool { source.language.isSwift }

    /// The statements from `start` to `limit`, in order.
    private mutating func sequence(from start: Int, to limit: Int, _ entry: Flow) -> Flow {
        var flow = entry
        var index = start
        while index < limit {
            (index, flow) = statement(at: index, limit: limit, flow)
            if !flow.continues { return flow }
        }
        return flow
    }

    /// One statement at `index`: the index after it and the flow after it.
    private mutating func statement(at index: Int, limit: Int, _ entry: Flow) -> (Int, Flow) {
        var flow = entry
        if let end = closures[index] {
            if contains(call: index...end) { flow.called = true }
            return (end + 1, flow)
        }
        if source[index].kind == .atKeyword {
            if source.is(index, "@try") { return tryBlock(at: index, limit: limit, flow) }
            if source.is(index, "@throw") {
                return (expressionEnd(from: index + 1, limit: limit), Flow(called: flow.called, continues: false))
            }
            // `@synchronized (x) { … }`, `@autoreleasepool { … }`: the block runs now.
            let body = source.is(index + 1, "(") ? source.matchingClose(index + 1) + 1 : index + 1
            return body < limit && source.is(body, "{") ? statement(at: body, limit: limit, flow) : (index + 1, flow)
        }
        let keyword = isKeyword(index) ? source.text(index) : ""
        switch keyword {
        case "return":
            let end = expressionEnd(from: index + 1, limit: limit)
            if contains(call: index..<end) { flow.called = true }
            if !flow.called, earlyReturn == nil { earlyReturn = index }
            return (end, Flow(called: flow.called, continues: false))
        case "throw" where isSwift:
            return (expressionEnd(from: index + 1, limit: limit), Flow(called: flow.called, continues: false))
        case "fatalError", "preconditionFailure", "abort", "exit":
            guard source.is(index + 1, "(") else { break }  // a variable named so
            return (expressionEnd(from: index + 1, limit: limit), Flow(called: flow.called, continues: false))
        case "NSAssert", "NSCAssert", "assert", "precondition":
            let end = expressionEnd(from: index + 1, limit: limit)
            let fails = source.is(index + 2, "NO") || source.is(index + 2, "false") || source.is(index + 2, "0")
            if keyword.hasPrefix("NS"), fails, source.is(index + 3, ",") { return (end, Flow(called: flow.called, continues: false)) }
            if keyword == "precondition", fails, source.is(index + 3, ",") || source.is(index + 3, ")") {
                return (end, Flow(called: flow.called, continues: false))
            }
            if contains(call: index..<end) { flow.called = true }
            return (end, flow)
        case "break", "continue":
            return (index + 1, Flow(called: flow.called, continues: false, broke: keyword == "break"))
        case "if":
            return conditional(at: index, limit: limit, flow)
        case "guard" where isSwift:
            guard let elseIndex = find("else", from: index + 1, limit: limit), source.is(elseIndex + 1, "{") else {
                return (index + 1, flow)
            }
            if contains(call: index..<elseIndex) { flow.called = true }
            let close = source.matchingClose(elseIndex + 1)
            _ = sequence(from: elseIndex + 2, to: close, flow)
            return (close + 1, flow)
        case "for", "while":
            let (body, after) = loopBody(at: index, limit: limit)
            guard let body else { return (after, flow) }
            if contains(call: index..<body) { flow.called = true }
            let (end, _) = statement(at: body, limit: limit, flow)
            return (end, flow)  // the body may not run
        case "repeat" where isSwift, "do" where !isSwift:
            let (end, bodyFlow) = statement(at: index + 1, limit: limit, flow)
            // `repeat { … } while c` and `do … while (c);`: the body runs once, then the condition.
            var after = end
            if source.is(after, "while") { after = expressionEnd(from: after + 1, limit: limit) }
            return (after, bodyFlow.broke ? Flow(called: bodyFlow.called) : bodyFlow)
        case "do":
            return tryBlock(at: index, limit: limit, flow)
        case "switch":
            return switchStatement(at: index, limit: limit, flow)
        case "defer" where isSwift && source.is(index + 1, "{"):
            let close = source.matchingClose(index + 1)
            if contains(call: index...close) { flow.called = true }  // runs on every exit from here on
            return (close + 1, flow)
        default:
            break
        }
        if source.is(index, "{") {
            let close = source.matchingClose(index)
            return (close + 1, sequence(from: index + 1, to: close, flow))
        }
        if isSwift {
            if source.is(index, "super"), callSelector(index) == selector { flow.called = true }
            return (index + 1, flow)
        }
        // An Objective-C expression statement, to its `;`.
        let end = expressionEnd(from: index, limit: limit)
        if contains(call: index..<end) { flow.called = true }
        return (max(end, index + 1), flow)
    }

    /// `if (c) … else …` / `if c { … } else if … { … } else { … }`.
    private mutating func conditional(at index: Int, limit: Int, _ entry: Flow) -> (Int, Flow) {
        var flow = entry
        let body: Int
        if isSwift {
            guard let brace = find("{", from: index + 1, limit: limit) else { return (index + 1, flow) }
            body = brace
        } else {
            guard source.is(index + 1, "(") else { return (index + 1, flow) }
            body = source.matchingClose(index + 1) + 1
        }
        if contains(call: index..<body) { flow.called = true }
        let (thenEnd, thenFlow) = statement(at: body, limit: limit, flow)
        var end = thenEnd
        if !isSwift, source.is(end, ";") { end += 1 }
        guard end < limit, source.is(end, "else") else { return (end, Flow.merge([thenFlow, flow])) }
        let (elseEnd, elseFlow) = statement(at: end + 1, limit: limit, flow)
        return (elseEnd, Flow.merge([thenFlow, elseFlow]))
    }

    /// `do { … } catch … { … }` / `@try { … } @catch (…) { … } @finally { … }`: a throw may come before
    /// the call, so each handler starts from the flow before the block; a `@finally` that makes the call
    /// makes it on every exit, `return`s included.
    private mutating func tryBlock(at index: Int, limit: Int, _ entry: Flow) -> (Int, Flow) {
        guard source.is(index + 1, "{") else { return (index + 1, entry) }
        // The blocks first: the body's, each handler's, the `@finally`'s.
        var blocks = [index + 1]
        var finallyCalls = false
        var end = source.matchingClose(index + 1) + 1
        while end < limit {
            if isSwift ? source.is(end, "catch") : source.is(end, "@catch") {
                guard let brace = find("{", from: end + 1, limit: limit) else { break }
                blocks.append(brace)
                end = source.matchingClose(brace) + 1
            } else if !isSwift, source.is(end, "@finally"), source.is(end + 1, "{") {
                let close = source.matchingClose(end + 1)
                finallyCalls = contains(call: end...close)
                end = close + 1
            } else {
                break
            }
        }
        var start = entry
        if finallyCalls { start.called = true }
        var flow = Flow.merge(blocks.map { sequence(from: $0 + 1, to: source.matchingClose($0), start) })
        if finallyCalls { flow.called = true }
        return (end, flow)
    }

    /// `switch` with its cases as alternatives; without `default`, an Objective-C switch may run none.
    private mutating func switchStatement(at index: Int, limit: Int, _ entry: Flow) -> (Int, Flow) {
        var flow = entry
        let brace: Int
        if isSwift {
            guard let found = find("{", from: index + 1, limit: limit) else { return (index + 1, flow) }
            brace = found
        } else {
            guard source.is(index + 1, "("), source.is(source.matchingClose(index + 1) + 1, "{") else { return (index + 1, flow) }
            brace = source.matchingClose(index + 1) + 1
        }
        if contains(call: index..<brace) { flow.called = true }
        let close = source.matchingClose(brace)
        // Each case label's position, then each case's statements from after its `:` to the next label.
        var labels: [Int] = []
        var depth = 0
        var cursor = brace + 1
        while cursor < close {
            if let end = closures[cursor] {
                cursor = end + 1
                continue
            }
            if source.is(cursor, "(") || source.is(cursor, "[") || source.is(cursor, "{") {
                depth += 1
            } else if source.is(cursor, ")") || source.is(cursor, "]") || source.is(cursor, "}") {
                depth -= 1
            } else if depth == 0, isCaseLabel(cursor) {
                labels.append(cursor)
            }
            cursor += 1
        }
        var flows: [Flow] = []
        var hasDefault = false
        for (position, label) in labels.enumerated() {
            if source.is(label, "default") { hasDefault = true }
            let next = position + 1 < labels.count ? labels[position + 1] : close
            guard let colon = find(":", from: label + 1, limit: next) else { continue }
            flows.append(sequence(from: colon + 1, to: next, flow))
        }
        if !hasDefault && !isSwift || flows.isEmpty { flows.append(flow) }
        return (close + 1, Flow.merge(flows))
    }

    /// `case`/`default` starting a switch case (not `if case`, `for case`, `guard case`, `, case`).
    private func isCaseLabel(_ index: Int) -> Bool {
        if source.is(index, "default") { return source.is(index + 1, ":") }
        guard source.is(index, "case") else { return false }
        return
            !(source.is(index - 1, "if") || source.is(index - 1, "guard") || source.is(index - 1, "for")
            || source.is(index - 1, "while") || source.is(index - 1, ","))
    }

    /// A loop's body start and where the loop ends when it has none to read: Swift `for … {`, `while … {`;
    /// Objective-C `for (…) stmt`, `while (…) stmt`.
    private func loopBody(at index: Int, limit: Int) -> (body: Int?, after: Int) {
        if isSwift {
            guard let brace = find("{", from: index + 1, limit: limit) else { return (nil, index + 1) }
            return (brace, brace)
        }
        guard source.is(index + 1, "(") else { return (nil, index + 1) }
        return (source.matchingClose(index + 1) + 1, index + 1)
    }

    /// The first `text` at bracket depth 0 from `start` (closures skipped), before `limit`.
    private func find(_ text: StaticString, from start: Int, limit: Int) -> Int? {
        var depth = 0
        var index = start
        while index < limit {
            if let end = closures[index], depth > 0 || !source.is(index, text) {
                index = end + 1
                continue
            }
            if depth == 0, source.is(index, text) { return index }
            if source.is(index, "(") || source.is(index, "[") { depth += 1 }
            if source.is(index, ")") || source.is(index, "]") { depth -= 1 }
            if depth < 0 { return nil }
            index += 1
        }
        return nil
    }

    /// Where the expression from `start` ends: Objective-C at its `;` (after it), Swift at the end of
    /// the line (or a `;`, or the `}` that closes the block).
    private func expressionEnd(from start: Int, limit: Int) -> Int {
        var depth = 0
        var index = start
        let line = isSwift && source.has(start - 1) ? source[start - 1].line : 0
        while index < limit {
            if let end = closures[index] {
                index = end + 1
                continue
            }
            if depth == 0 {
                if source.is(index, ";") { return index + 1 }
                if source.is(index, "}") { return index }
                if isSwift, source[index].line != line, !source.is(index, ".") { return index }
            }
            if source.is(index, "(") || source.is(index, "[") || source.is(index, "{") { depth += 1 }
            if source.is(index, ")") || source.is(index, "]") || source.is(index, "}") { depth -= 1 }
            index += 1
        }
        return limit
    }

    /// Whether the tokens in `range` make the call.
    private func contains<Bounds: RangeExpression<Int>>(call range: Bounds) -> Bool {
        let bounds = range.relative(to: 0..<Int.max)
        for index in bounds where source.is(index, "super") {
            if callSelector(index) == selector { return true }
        }
        return false
    }

    /// A statement keyword: an identifier not used as a member (`.if`) or an argument label (`for:`).
    private func isKeyword(_ index: Int) -> Bool {
        let token = source[index]
        guard token.kind == .identifier, token.end - token.start <= 19 else { return false }
        return !source.is(index - 1, ".") && !(source.is(index + 1, ":") && isSwift && !source.is(index, "default"))
    }
}
