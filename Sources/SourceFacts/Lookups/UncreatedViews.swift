import DevToolsCore

/// SwiftUI views no code creates. A view is a struct, and Swift creates a struct only by naming it
/// (`SettingsView()`, `NavigationLink { SettingsView() }`, `UIHostingController(rootView:
/// SettingsView())`, `SettingsView.self`): no storyboard, selector or class name string can. So a view
/// whose name no Swift code mentions, outside its own declaration and previews, is never shown, and
/// neither is its text. Sequel-Ace's `SAConnectionFormView` ("nothing hosts this view yet") had its
/// field labels reported missing from every translation.
///
/// Each file gives the views it declares (`struct Name: View`, `extension Name: View`), whose lookups
/// carry the name (`KeyLookup.view`), and the capitalized names its code mentions
/// (`CodeKeyUsage.typeMentions`); the run then drops the lookups of views no file mentions. Only the
/// sources the run scans are read: a view named only in a folder left out of `strings.sources` counts as
/// never created (its findings are missed, never invented).
enum UncreatedViews {
    /// A view's body, by the places of its braces.
    struct Body {
        let name: String
        let open: Token
        let close: Token

        func contains(_ location: SourceLocation) -> Bool {
            let place = (Int32(location.line), Int32(location.column))
            return (open.line, open.column) < place && place < (close.line, close.column)
        }
    }

    /// The bodies of the views the Swift file declares, outermost first.
    static func bodies(in source: TokenView) -> [Body] {
        var found: [Body] = []
        let tokens = source.tokens
        for index in tokens.indices where tokens[index].kind == .identifier {
            // A struct is created only by naming it; a class may be by a storyboard or its name's string.
            guard source.bytes(of: index).elementsEqual("struct".utf8) || source.bytes(of: index).elementsEqual("extension".utf8),
                index + 1 < tokens.count, tokens[index + 1].kind == .identifier
            else { continue }
            // The header up to the body's `{`: generic parameters and `where` clauses hold no braces.
            var at = index + 2
            var conformsToView = false
            while at < tokens.count, !CallArguments.isPunctuation(source, at, "{") {
                if CallArguments.isPunctuation(source, at, ";") || CallArguments.isPunctuation(source, at, "}") { break }
                if tokens[at].kind == .identifier, source.bytes(of: at).elementsEqual("View".utf8),
                    CallArguments.isPunctuation(source, at - 1, ":") || CallArguments.isPunctuation(source, at - 1, ",")
                        || (CallArguments.isPunctuation(source, at - 1, ".") && source.bytes(of: at - 2).elementsEqual("SwiftUI".utf8))
                {
                    conformsToView = true
                }
                at += 1
            }
            // Only capitalized names are among the mentions (`typeMentions`): a view named `resizeView` (QuickRecorder's)
            // is taken as created.
            guard conformsToView, source.startsUppercase(index + 1), at < tokens.count, CallArguments.isPunctuation(source, at, "{"),
                tokens[at].partner > at
            else { continue }
            found.append(Body(name: source.text(index + 1), open: tokens[at], close: tokens[Int(tokens[at].partner)]))
        }
        return found
    }

    /// The innermost of `bodies` holding `location`.
    static func view(at location: SourceLocation, in bodies: [Body]) -> String? {
        bodies.last { $0.contains(location) }?.name
    }

    /// The capitalized names the file's code mentions, leaving out the names its declarations give
    /// (`struct Name`, `extension Name`) and what only its previews (`hidden`, token ranges) mention.
    static func typeMentions(in source: TokenView, hidden: [ClosedRange<Int>]) -> Set<String> {
        var names = Set<String>()
        let tokens = source.tokens
        var skip = hidden.makeIterator()
        var next = skip.next()
        var index = 0
        while index < tokens.count {
            if let range = next, range.contains(index) {
                index = range.upperBound + 1
                next = skip.next()
                continue
            }
            if let range = next, range.upperBound < index { next = skip.next() }
            defer { index += 1 }
            guard tokens[index].kind == .identifier, source.startsUppercase(index) else { continue }
            if index > 0, isTypeIntroducer(source, index - 1) { continue }
            names.insert(source.text(index))
        }
        return names
    }

    /// `struct`, `extension`, `class`, `enum`, `protocol` or `actor`: the next word is a declaration's
    /// name, not a use of it.
    private static func isTypeIntroducer(_ source: TokenView, _ index: Int) -> Bool {
        guard source.tokens[index].kind == .identifier else { return false }
        let word = source.bytes(of: index)
        guard let first = word.first, introducerInitials.contains(first) else { return false }
        return introducers.contains { word.elementsEqual($0) }
    }

    private static let introducers = ["struct", "extension", "class", "enum", "protocol", "actor"].map { Array($0.utf8) }
    private static let introducerInitials = Set(introducers.map { $0[0] })
}
