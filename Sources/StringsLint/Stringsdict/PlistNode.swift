/// One value of an XML property list, with the line it starts on, so rules can point at it.
public struct PlistNode: Sendable {
    public indirect enum Value: Sendable {
        case string(String)
        case dictionary([PlistMember])
        case array([PlistNode])
        /// Any other element (`integer`, `true`, `data` …), by element name.
        case other(String)
    }

    public var value: Value
    public var line: Int

    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    public var members: [PlistMember]? {
        if case .dictionary(let members) = value { return members }
        return nil
    }

    /// The first member named `key` of a dictionary.
    public func member(_ key: String) -> PlistMember? {
        members?.first { $0.key == key }
    }

    /// What the value is, for messages ("a string", "an array").
    public var kindName: String {
        switch value {
        case .string: "a string"
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .other(let name): "<\(name)>"
        }
    }
}

/// A `<key>` of a plist dictionary with its value.
public struct PlistMember: Sendable {
    public var key: String
    public var keyLine: Int
    public var node: PlistNode
}
