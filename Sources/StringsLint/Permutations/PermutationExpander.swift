/// Expands a format with variables into every permutation of their forms, reading each as Foundation
/// formats it. The format's own specifiers read their arguments whichever form is chosen: its
/// `%#@name@` takes one argument, like any specifier, and the form chosen for it is formatted by
/// itself, its unnumbered specifiers counted from that argument (CoreFoundation formats a form with a
/// recursive `__CFStringAppendFormatCore`, handed the variable's position and the values the format
/// already read). So a form that leaves the number out (`one` = "1 file" in `%#@files@ (%.2f %@)`)
/// shifts no other argument: Zotero's English entry, shipped that way in 53 languages since 2023, shows
/// "1 file (12.50 MB)". A form that reads another argument as another type still clashes with the
/// format. Bounded, so a hostile file cannot make it explode.
struct PermutationExpander {
    /// A variable's forms: category → (text, line, column: where its key starts; 1 when unknown).
    typealias Forms = [String: (text: String, line: Int, column: Int)]

    static let limit = 512

    /// Every permutation of `format`, or nil when a variable has no forms (undefined, or another rule
    /// type such as a width variant) or the permutations would exceed `limit`: then nothing is judged.
    static func expand(_ format: String, forms: (String) -> Forms?) -> [FormatPermutation]? {
        guard let pieces = expand(format, base: Base(actual: 1, intended: 1), choices: 0, forms: forms) else { return nil }
        return pieces.reversed().map { piece in
            FormatPermutation(text: piece.text, choices: piece.choices, reads: piece.reads, intendedReads: piece.intendedReads)
        }
    }

    /// Where a text's unnumbered arguments start: the format's first, or a form's variable's. Counted
    /// apart for the reads its writer meant (`FormatString.intended` drops a stray `% o`).
    private struct Base {
        var actual: Int
        var intended: Int
    }

    /// A text with its variables expanded one way: what it shows, the forms chosen, what it reads.
    private struct Piece {
        var text: String
        var choices: [FormatPermutation.Choice]
        var reads: [(position: Int, type: FormatArgumentType)]
        var intendedReads: [(position: Int, type: FormatArgumentType)]
    }

    /// A `%#@name@` of a text: its bytes and the argument it reads.
    private struct Variable {
        var name: String
        var bytes: Range<Int>
        var position: Base
    }

    private static func expand(_ text: String, base: Base, choices: Int, forms: (String) -> Forms?) -> [Piece]? {
        let format = FormatString(text)
        let actual = format.positions(from: base.actual)
        let intended =
            format.intended.specifiers.count == format.specifiers.count ? actual : format.intended.positions(from: base.intended)
        let utf8 = Array(text.utf8)
        let variables = format.variableReads.indices.map { index in
            let read = format.variableReads[index]
            return Variable(
                name: read.name, bytes: read.offset..<read.end,
                position: Base(actual: actual.variables[index], intended: intended.variables[index]))
        }
        var pieces = [Piece(text: "", choices: [], reads: actual.reads, intendedReads: intended.reads)]
        var cursor = 0
        for variable in variables {
            guard let variableForms = forms(variable.name), !variableForms.isEmpty, choices + 1 <= 8 else { return nil }
            let literal = String(decoding: utf8[cursor..<variable.bytes.lowerBound], as: UTF8.self)
            var next: [Piece] = []
            for category in PluralCategories.ordered(variableForms.keys) {
                guard let form = variableForms[category] else { continue }
                guard let inner = expand(form.text, base: variable.position, choices: choices + 1, forms: forms) else { return nil }
                let choice = FormatPermutation.Choice(variable: variable.name, category: category, line: form.line, column: form.column)
                for piece in pieces {
                    for formPiece in inner {
                        next.append(
                            Piece(
                                text: piece.text + literal + formPiece.text, choices: piece.choices + [choice] + formPiece.choices,
                                reads: piece.reads + formPiece.reads, intendedReads: piece.intendedReads + formPiece.intendedReads))
                    }
                }
                if next.count > limit { return nil }
            }
            guard !next.isEmpty else { return nil }
            pieces = next
            cursor = variable.bytes.upperBound
        }
        let rest = String(decoding: utf8[cursor...], as: UTF8.self)
        for index in pieces.indices { pieces[index].text += rest }
        return pieces
    }
}
