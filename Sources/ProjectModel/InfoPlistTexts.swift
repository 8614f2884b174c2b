import Foundation

/// The texts of a target's Info.plist that the system shows the user and looks up in `InfoPlist.strings`
/// under the same key: the app's name (`CFBundleDisplayName`, `CFBundleName`, `CFBundleSpokenName`), its
/// copyright line, and every permission prompt (`NS…UsageDescription`). Keys of other shapes (a URL
/// scheme, a version) are not texts.
public enum InfoPlistTexts {
    /// One text: its key, its development-language value and the line that gives it (1 when not known).
    public struct Text: Sendable, Equatable {
        public var key: String
        public var value: String
        public var line: Int
    }

    static let nameKeys: Set<String> = ["CFBundleDisplayName", "CFBundleName", "CFBundleSpokenName", "NSHumanReadableCopyright"]

    /// Whether the system shows the value of `key` to the user.
    public static func isText(_ key: String) -> Bool {
        nameKeys.contains(key) || (key.hasPrefix("NS") && key.hasSuffix("UsageDescription"))
    }

    /// What an Info.plist and its target's settings give the `InfoPlist` table, read in one pass.
    public struct Contents: Sendable, Equatable {
        /// The texts (see `read`); nil when the file cannot be read and no setting gives a text.
        public var texts: [Text]?
        /// Every key the built Info.plist has, whatever its value (`CFBundleName` = `$(PRODUCT_NAME)` too):
        /// the file's keys and the settings' (see `ProjectTarget.infoPlistSettings`). A translation of any
        /// of them is a translation of a real key, whether or not its English text is known.
        public var keys: Set<String>
    }

    /// The texts of the Info.plist at `path` (any property-list format) and of the target's
    /// `INFOPLIST_KEY_…` build settings, and every key they give; values with a build variable
    /// (`$(PRODUCT_NAME)`) are left out of the texts, as their text is not known.
    public static func read(plist path: String?, settings: [String: String] = [:]) -> Contents {
        var texts: [String: Text] = [:]
        var keys = Set(settings.keys)
        for (key, value) in settings where isText(key) && !value.contains("$") {
            texts[key] = Text(key: key, value: value, line: 1)
        }
        var readFile = false
        if let path, case .success(let data) = ProjectFileReader.data(at: path, limit: 1 << 20),
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
        {
            readFile = true
            keys.formUnion(plist.keys)
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            for (key, value) in plist {
                guard isText(key), let value = value as? String, !value.contains("$") else { continue }
                let line = lines.firstIndex { $0.contains("<key>\(key)</key>") }.map { $0 + 1 } ?? 1
                texts[key] = Text(key: key, value: value, line: line)
            }
        }
        let sorted = readFile || !texts.isEmpty ? texts.values.sorted { ($0.line, $0.key) < ($1.line, $1.key) } : nil
        return Contents(texts: sorted, keys: keys)
    }
}
