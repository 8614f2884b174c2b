import DevToolsCore

/// Expands `$(NAME)` and `${NAME}` in an `.xcfilelist` line from the environment, as Xcode does when it
/// runs the phase (`$(SRCROOT)/App/en.lproj/Localizable.strings`). A setting the environment lacks is
/// an error naming it: expanding it to nothing would point at the wrong file.
enum BuildSettingExpansion {
    static func expand(_ text: String, environment: [String: String], place: String) throws -> String {
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest[rest.index(after: dollar)...]
            guard let open = after.first, open == "(" || open == "{",
                let close = after.firstIndex(of: open == "(" ? ")" : "}")
            else {
                result += "$"
                rest = after
                continue
            }
            let name = String(after[after.index(after: after.startIndex)..<close])
            guard let value = environment[name] else { throw ToolError("\(place): build setting \(name) is not set") }
            result += value
            rest = after[after.index(after: close)...]
        }
        return result + rest
    }
}
