/// Finds view configurations `{[ViewClass class], {attribute, …}}` and reads their attribute entries:
/// `CKComponentActionAttribute(…)` entries and keys set twice.
struct ViewConfigurationScanner {
    let source: TokenWindow

    /// The view configuration whose `{` is at `index`, if it is one.
    func configuration(at index: Int) -> ViewConfigurationFacts? {
        guard source.is(index, "{"), source.is(index + 1, "["), source.isIdentifier(index + 2), source.is(index + 3, "class"),
            source.is(index + 4, "]"), source.is(index + 5, ","), source.is(index + 6, "{")
        else { return nil }
        var configuration = ViewConfigurationFacts(
            viewClass: source.text(index + 2), site: FactExtractor.site(source, index + 2, name: source.text(index + 2))
        )
        readAttributes(open: index + 6, into: &configuration)
        return configuration
    }

    private func readAttributes(open: Int, into configuration: inout ViewConfigurationFacts) {
        let close = source.matchingClose(open)
        var seen: [String: SourceSite] = [:]
        var entryStart = open + 1
        var index = open + 1
        while index <= close {
            if source.is(index, "(") || source.is(index, "[") || source.is(index, "{") {
                index = source.matchingClose(index) + 1
                continue
            }
            if source.is(index, ",") || index == close {
                if entryStart < index, let (key, site) = entryKey(entryStart..<index) {
                    if key == "CKComponentActionAttribute" {
                        configuration.actionAttributes.append(site)
                    } else if let first = seen[key] {
                        configuration.duplicates.append((site, first))
                    } else {
                        seen[key] = site
                    }
                }
                entryStart = index + 1
            }
            index += 1
        }
    }

    /// `{key, value}` → the key's text; `CKComponentActionAttribute(…)` → that name; `name` → name.
    private func entryKey(_ entry: Range<Int>) -> (String, SourceSite)? {
        let first = entry.lowerBound
        if source.is(first, "{") {
            let end = source.endOfFirstElement(openedAt: first)
            guard first + 1 < end else { return nil }
            let key = source.text(joining: first + 1..<end)
            return (key, FactExtractor.site(source, first + 1, name: key))
        }
        guard source.isIdentifier(first) else { return nil }
        let name = source.text(first)
        return (name, FactExtractor.site(source, first, name: name))
    }
}
