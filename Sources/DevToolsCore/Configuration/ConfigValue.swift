/// A validated value of a tool-specific config key.
public indirect enum ConfigValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case stringList([String])
    case section([String: ConfigValue])

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var intValue: Int? {
        if case .integer(let value) = self { return value }
        return nil
    }

    public var boolValue: Bool? {
        if case .boolean(let value) = self { return value }
        return nil
    }

    public var stringListValue: [String]? {
        if case .stringList(let value) = self { return value }
        return nil
    }

    public subscript(key: String) -> ConfigValue? {
        if case .section(let values) = self { return values[key] }
        return nil
    }
}
