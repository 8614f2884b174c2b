import DevToolsCore

/// Puts an example's `↓` markers back into its text, where the rule type wrote them.
enum ExampleMarkers {
    static func text(of example: RuleExample, file: String) -> String {
        let text = example.files[file] ?? ""
        let marks = example.markers.filter { $0.file == file }
        guard !marks.isEmpty else { return text }
        var result = ""
        var line = 1
        var column = 1
        var pending = marks[...]
        for character in text {
            while let next = pending.first, next.line == line, next.column == column {
                result.append(RuleExample.markerCharacter)
                pending = pending.dropFirst()
            }
            result.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        for _ in pending { result.append(RuleExample.markerCharacter) }  // at the very end
        return result
    }
}
