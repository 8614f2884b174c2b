import Foundation

/// The texts of a SiriKit intent definition (`Base.lproj/Intents.intentdefinition`, a property list) as
/// its strings table (`Intents.strings`) names them: each text `X` beside its id `XID`
/// (`INIntentTitle` "Get File" with `INIntentTitleID` "8Ziepl" is `"8Ziepl" = "Get File";`). The
/// definition is that table's development language, as a storyboard is its table's.
public enum IntentDefinitionTexts {
    public struct Text: Sendable, Equatable {
        public var key: String
        public var value: String
    }

    /// The texts of the definition at `path`, in no particular order; nil when it cannot be read.
    public static func texts(at path: String) -> [Text]? {
        guard case .success(let data) = ProjectFileReader.data(at: path),
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        else { return nil }
        var texts: [Text] = []
        var stack: [Any] = [plist]
        while let node = stack.popLast() {
            if let array = node as? [Any] {
                stack += array
            } else if let dictionary = node as? [String: Any] {
                for (name, value) in dictionary {
                    if name.hasSuffix("ID"), let id = value as? String, let text = dictionary[String(name.dropLast(2))] as? String {
                        texts.append(Text(key: id, value: text))
                    } else if value is [Any] || value is [String: Any] {
                        stack.append(value)
                    }
                }
            }
        }
        return texts
    }
}
