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

    /// Apple's strict verdict for the text of a `.strings` file: the text wrapped in `{` … `}` (with an
    /// entry after it, so that an unterminated string or comment at the end cannot close the braces by
    /// accident), where a character that silently ends a `.strings` table is an error instead. A text
    /// that already starts with `{` is judged as it is.
    static func strictlyAccepts(_ text: String) -> Bool {
        if text.drop(while: { $0.isWhitespace }).first == "{" { return parse(Data(text.utf8)).accepted }
        let wrapped = "{\n" + text + "\n\"devtools.sentinel\" = \"\";}"
        return parse(Data(wrapped.utf8)).accepted
    }

    /// The line of the old-style parser's own message ("Missing ';' on line 7").
    private static func lineNumber(in error: Error) -> Int? {
        let nsError = error as NSError
        var messages: [String] = []
        if let inner = nsError.userInfo["kCFPropertyListOldStyleParsingError"] as? NSError,
           let debug = inner.userInfo[NSDebugDescriptionErrorKey] as? String {
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
