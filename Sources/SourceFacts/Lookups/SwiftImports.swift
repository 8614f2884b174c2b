/// The modules a Swift file imports, for what its names can mean: `Section("…")` is SwiftUI's
/// localized header only in a file that sees SwiftUI; in OnionBrowser's `import UIKit; import Eureka`
/// file it is Eureka's `Section`, whose title is shown as given (a placeholder the code replaces) and
/// was reported as a key missing from every translation.
enum SwiftImports {
    /// Whether the file's `Text`, `Button`, `Section`… can be SwiftUI's: it imports SwiftUI, or it
    /// imports nothing at all (a module may re-export SwiftUI with `@_exported import`, and a file of
    /// it then needs no import; a file that imports other modules but not SwiftUI is read as not
    /// seeing it).
    static func seesSwiftUI(_ source: TokenView) -> Bool {
        var importsSomething = false
        let tokens = source.tokens
        for index in tokens.indices where tokens[index].kind == .identifier && tokens[index].end - tokens[index].start == 6 {
            guard source.text(index) == "import", !CallArguments.isPunctuation(source, index - 1, "."),
                let module = moduleName(source, after: index)
            else { continue }
            if module == "SwiftUI" { return true }
            importsSomething = true
        }
        return !importsSomething
    }

    /// The first component of the module named after `import` (`import SwiftUI`, `import struct
    /// SwiftUI.Text`, `@preconcurrency import SwiftUI`).
    private static func moduleName(_ source: TokenView, after index: Int) -> String? {
        var at = index + 1
        guard at < source.tokens.count, source.tokens[at].kind == .identifier, source.tokens[at].line == source.tokens[index].line
        else { return nil }
        if importKinds.contains(source.text(at)), at + 1 < source.tokens.count, source.tokens[at + 1].kind == .identifier { at += 1 }
        return source.text(at)
    }

    private static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
}
