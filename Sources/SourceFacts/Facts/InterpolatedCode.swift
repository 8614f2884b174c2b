/// The code of a Swift string literal's interpolations, read as a method body's own (the tokenizer
/// keeps a literal whole): `print("\(view.frame)")` in an initializer loads the view as surely as
/// `view.frame` does. Each interpolation is scanned as a small body of its own, and the views it
/// touches and creates are placed at their line and column in the file, in the literal's order.
enum InterpolatedCode {
    /// Whether the literal has a `\(` at all: most have none, and are passed over at that.
    static func mayHoldCode(_ source: TokenWindow, _ token: Token) -> Bool {
        let bytes = UnsafeBufferPointer(start: source.bytes + Int(token.start), count: Int(token.end - token.start))
        guard var at = bytes.firstIndex(of: UInt8(ascii: "\\")) else { return false }
        while at + 1 < bytes.count {
            if bytes[at] == UInt8(ascii: "\\"), bytes[at + 1] == UInt8(ascii: "(") || bytes[at + 1] == UInt8(ascii: "#") { return true }
            at += 1
        }
        return false
    }

    /// The view accesses and creations in the interpolations of the literal at `index`.
    static func viewSites(_ source: TokenWindow, at index: Int) -> [(kind: BodySite.Kind, site: SourceSite)] {
        let token = source[index]
        let segments = withUnsafeTemporaryAllocation(of: Token.self, capacity: 1) { tokens in
            tokens[0] = token
            let view = TokenView(
                bytes: UnsafeBufferPointer(start: source.bytes, count: Int(token.end)), tokens: UnsafeBufferPointer(tokens),
                language: .swift)
            return Interpolations.segments(in: view, at: 0)
        }
        var found: [(kind: BodySite.Kind, site: SourceSite)] = []
        for segment in segments {
            // `{ code }`: the scanner reads a body between braces.
            let code =
                [UInt8(ascii: "{")]
                + UnsafeBufferPointer(rebasing: UnsafeBufferPointer(start: source.bytes, count: segment.bytes.upperBound)[segment.bytes])
                + [UInt8(ascii: "}")]
            let inner = TokenizedSource(bytes: code, language: .swift)
            inner.withWindow { window in
                guard window.end > 1 else { return }
                let body = MethodBodyScanner(source: window, range: 0...(window.end - 1)).scan()
                for site in body.withSites({ Array($0) }) where site.kind == .viewAccess || site.kind == .instantiation {
                    let line = segment.line + site.line - 1
                    let column = site.line == 1 ? segment.column + site.column - 2 : site.column
                    var placed = SourceSite(name: site.name, line: line, column: column, order: index)
                    placed.isInClosure = site.isInClosure
                    found.append((site.kind, placed))
                }
            }
        }
        return found
    }
}
