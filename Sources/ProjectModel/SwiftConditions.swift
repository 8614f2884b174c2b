import Foundation

/// The Swift compilation conditions one build configuration sets: `SWIFT_ACTIVE_COMPILATION_CONDITIONS`
/// (a list of names) and `OTHER_SWIFT_FLAGS`' `-D NAME` / `-DNAME`, in its own settings, its base
/// `.xcconfig` and their conditional assignments (`…[sdk=iphoneos*]`). Unknown when a value refers to
/// another setting (`$(MY_FLAGS)`; `$(inherited)` is the project's level, read as well) or the base
/// file could not be read whole.
struct SwiftConditions {
    private(set) var names: Set<String> = []
    private(set) var isKnown = true

    init(settings: [String: Any], conditional: [String: [String]], baseRead: Bool) {
        isKnown = baseRead
        let text = { (name: String) -> [String] in
            let own: [String]
            if let list = settings[name] as? [Any] {
                own = [list.compactMap { $0 as? String }.joined(separator: " ")]
            } else {
                own = [settings[name] as? String].compactMap { $0 }
            }
            return own + (conditional[name] ?? [])
        }
        for value in text("SWIFT_ACTIVE_COMPILATION_CONDITIONS") {
            for word in Self.words(value) {
                if word.contains("$") { isKnown = false } else { names.insert(word) }
            }
        }
        for value in text("OTHER_SWIFT_FLAGS") {
            var words = Self.words(value)[...]
            while let word = words.popFirst() {
                if word.contains("$") {
                    isKnown = false
                } else if word == "-D", let name = words.popFirst() {
                    if name.contains("$") { isKnown = false } else { names.insert(name) }
                } else if word.hasPrefix("-D"), word.count > 2 {
                    names.insert(String(word.dropFirst(2)))
                }
            }
        }
    }

    /// A setting's words, quotes taken off; `$(inherited)` left out (the level below is read too).
    private static func words(_ value: String) -> [String] {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
            .filter { !$0.isEmpty && $0 != "$(inherited)" && $0 != "${inherited}" }
    }
}
