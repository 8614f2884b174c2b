import Foundation

/// Apple's own parser (`PropertyListSerialization`, which runs CoreFoundation's `CFOldStylePList.c`),
/// used only by tests, as the reference verdict.
enum AppleParser {
    struct Outcome {
        var accepted: Bool
        /// The line Apple's error message names, when it names one.
        var errorLine: Int?
        var value: Any?
    }

    static func parse(_ data: Data) -> Outcome {
        do {
            let value = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            return Outcome(accepted: true, errorLine: nil, value: value)
        } catch {
            return Outcome(accepted: false, errorLine: lineNumber(in: error), value: nil)
        }
    }

    /// Apple's strict verdict for the text of a `.strings` file: Apple must accept it and read it to
    /// the end. To see the second, the text is parsed with one more entry after it: when Apple's table
    /// lacks that entry, Apple stopped early (or an unclosed comment swallowed the rest). A text that
    /// starts with `{` is judged as it is: inside braces Apple's parser already refuses what cannot start
    /// a key.
    static func strictlyAccepts(_ text: String) -> Bool {
        if text.drop(while: { $0.isWhitespace }).first == "{" { return parse(Data(text.utf8)).accepted }
        let probe = text + "\n\"devtools.sentinel\" = \"reached\";\n"
        guard let table = parse(Data(probe.utf8)).value as? [String: Any] else { return false }
        return table["devtools.sentinel"] as? String == "reached"
    }

    /// The line of the old-style parser's own message ("Missing ';' on line 7").
    private static func lineNumber(in error: Error) -> Int? {
        let nsError = error as NSError
        var messages: [String] = []
        if let inner = nsError.userInfo["kCFPropertyListOldStyleParsingError"] as? NSError,
            let debug = inner.userInfo[NSDebugDescriptionErrorKey] as? String
        {
            messages.append(debug)
        }
        if let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String { messages.append(debug) }
        for message in messages {
            guard let range = message.range(of: #"line (\d+)"#, options: .regularExpression) else { continue }
            return Int(message[range].dropFirst(5))
        }
        return nil
    }
}
