/// ANSI styling that collapses to plain text when colour is off.
public struct TerminalStyle: Sendable {
    public let useColor: Bool

    public init(useColor: Bool) {
        self.useColor = useColor
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func red(_ text: String) -> String { wrap(text, "1;31") }
    public func yellow(_ text: String) -> String { wrap(text, "1;33") }
    public func cyan(_ text: String) -> String { wrap(text, "36") }
    public func green(_ text: String) -> String { wrap(text, "32") }

    public func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: red("error")
        case .warning: yellow("warning")
        case .note: cyan("note")
        }
    }

    private func wrap(_ text: String, _ code: String) -> String {
        useColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
