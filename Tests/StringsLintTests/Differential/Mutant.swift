/// A corpus excerpt with one deliberate mistake on a known line.
struct Mutant {
    enum Kind: String, CaseIterable {
        case dropSemicolon, dropEquals, dropClosingQuote, dropOpeningQuote, insertQuote, openBlockComment
        case insertLineComment, doubleSemicolon, smartQuotes, strayBrace, deleteCharacter, atSign
    }

    var kind: Kind
    var text: String
    /// 1-based line of the mistake in `text`.
    var line: Int
    var source: String
}

/// Makes mutants from windows of corpus files: a window of lines starting at an entry, one line of it
/// (a complete single-line entry) changed.
struct MutantFactory {
    var generator: SeededGenerator

    /// A single-line entry: "key" = "value"; with nothing else on the line.
    static func isSimpleEntry(_ line: Substring) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("\""), trimmed.hasSuffix("\";"), trimmed.contains("\" = \"") else { return false }
        return !trimmed.contains("\\") && !trimmed.contains("/*") && !trimmed.contains("//")
    }

    mutating func mutants(of text: String, source: String, count: Int, window: Int = 24) -> [Mutant] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let candidates = lines.indices.filter { Self.isSimpleEntry(lines[$0]) }
        guard !candidates.isEmpty else { return [] }
        var result: [Mutant] = []
        for _ in 0..<count {
            let target = candidates.randomElement(using: &generator)!
            let starts = candidates.filter { $0 <= target && $0 > target - window }
            let start = starts.randomElement(using: &generator)!
            let end = min(lines.count, start + window)
            let kind = Mutant.Kind.allCases.randomElement(using: &generator)!
            guard let changed = mutate(String(lines[target]), kind: kind) else { continue }
            var excerpt = lines[start..<end].map(String.init)
            excerpt[target - start] = changed
            result.append(Mutant(kind: kind, text: excerpt.joined(separator: "\n") + "\n", line: target - start + 1, source: source))
        }
        return result
    }

    private mutating func mutate(_ line: String, kind: Mutant.Kind) -> String? {
        var characters = Array(line)
        let quotes = characters.indices.filter { characters[$0] == "\"" }
        guard quotes.count >= 4 else { return nil }
        switch kind {
        case .dropSemicolon:
            characters.remove(at: characters.lastIndex(of: ";")!)
        case .dropEquals:
            guard let equals = characters.indices.first(where: { $0 > quotes[1] && characters[$0] == "=" }) else { return nil }
            characters.remove(at: equals)
        case .dropClosingQuote:
            characters.remove(at: [quotes[1], quotes[quotes.count - 1]].randomElement(using: &generator)!)
        case .dropOpeningQuote:
            characters.remove(at: [quotes[0], quotes[2]].randomElement(using: &generator)!)
        case .insertQuote:
            characters.insert("\"", at: Int.random(in: 0...characters.count, using: &generator))
        case .openBlockComment:
            characters.insert(contentsOf: "/*", at: Int.random(in: 0...characters.count, using: &generator))
        case .insertLineComment:
            characters.insert(contentsOf: "//", at: Int.random(in: 0..<characters.count, using: &generator))
        case .doubleSemicolon:
            characters += [";"]
        case .smartQuotes:
            let pair = [quotes[0], quotes[1]].shuffled(using: &generator)
            characters[pair[0]] = "“"
            characters[pair[1]] = "”"
        case .strayBrace:
            characters.insert("}", at: [0, characters.count].randomElement(using: &generator)!)
        case .deleteCharacter:
            characters.remove(at: Int.random(in: 0..<characters.count, using: &generator))
        case .atSign:
            characters.insert("@", at: quotes[0])
        }
        return String(characters)
    }
}
