import Yams

/// Walks the YAML tree of a config file and turns it into a `Configuration`, reporting the first
/// unknown key, unknown rule id or mistyped value with its line and column.
struct ConfigNodeReader {
    let path: String

    func read(root: Node, schema: ConfigSchema, into configuration: inout Configuration) throws {
        let mapping = try expectMapping(root, what: "the config file")
        for (key, keyNode, value) in try uniqueEntries(mapping) {
            if key == "exclude" {
                configuration.exclude = try stringList(value, key: key)
            } else if let section = schema.sections[key] {
                configuration.sections[key] = try readSection(value, schema: section)
            } else {
                let known = (["exclude"] + schema.sections.keys.sorted()).joined(separator: ", ")
                throw error(at: keyNode, "unknown key '\(key)' (expected one of: \(known))")
            }
        }
    }

    private func readSection(_ node: Node, schema: ConfigSchema.Section) throws -> Configuration.SectionConfiguration {
        var section = Configuration.SectionConfiguration()
        let mapping = try expectMapping(node, what: "section '\(schema.name)'")
        for (key, keyNode, value) in try uniqueEntries(mapping) {
            switch key {
            case "exclude":
                section.exclude = try stringList(value, key: key)
            case "rules":
                section.ruleSettings = try readRules(value, schema: schema)
            default:
                guard let kind = schema.options[key] else {
                    let known = (["exclude", "rules"] + schema.options.keys.sorted()).joined(separator: ", ")
                    throw error(at: keyNode, "unknown key '\(key)' in section '\(schema.name)' (expected one of: \(known))")
                }
                section.options[key] = try readValue(value, kind: kind, key: key)
            }
        }
        return section
    }

    private func readRules(_ node: Node, schema: ConfigSchema.Section) throws -> [String: RuleSetting] {
        var settings: [String: RuleSetting] = [:]
        let mapping = try expectMapping(node, what: "'rules'")
        let allowed = RuleSetting.allCases.map(\.rawValue).joined(separator: ", ")
        for (id, keyNode, value) in try uniqueEntries(mapping) {
            guard schema.ruleIDs.contains(id) else {
                let hint = NearestName.alternatives(NearestName.suggestions(for: id, among: schema.ruleIDs)).map { "did you mean \($0)? " }
                throw error(at: keyNode, "unknown rule id '\(id)' for '\(schema.name)'; \(hint ?? "")run with --list-rules to see them")
            }
            guard let text = value.scalar?.string, let setting = RuleSetting(rawValue: text) else {
                throw error(at: value, "rule '\(id)' must be one of: \(allowed)")
            }
            settings[id] = setting
        }
        return settings
    }

    private func readValue(_ node: Node, kind: ConfigOptionKind, key: String) throws -> ConfigValue {
        switch kind {
        case .string(let allowed):
            guard let text = stringScalar(node) else { throw mistyped(node, key: key, kind: kind) }
            if let allowed, !allowed.contains(text) { throw mistyped(node, key: key, kind: kind) }
            return .string(text)
        case .version:
            // `0.23` unquoted is a YAML float: its text is still the version the user wrote.
            guard let text = node.scalar?.string, [Tag.Name.str, .float, .int].contains(Tag.Name(rawValue: node.tag.rawValue)),
                Self.isVersion(text)
            else { throw mistyped(node, key: key, kind: kind) }
            return .string(text)
        case .integer:
            guard node.scalar != nil, let value = node.int else { throw mistyped(node, key: key, kind: kind) }
            return .integer(value)
        case .boolean:
            guard node.scalar != nil, let value = node.bool else { throw mistyped(node, key: key, kind: kind) }
            return .boolean(value)
        case .stringList:
            return .stringList(try stringList(node, key: key))
        case .section(let keys):
            let mapping = try expectMapping(node, what: "'\(key)'")
            var values: [String: ConfigValue] = [:]
            for (name, keyNode, value) in try uniqueEntries(mapping) {
                guard let inner = keys[name] else {
                    let known = keys.keys.sorted().joined(separator: ", ")
                    throw error(at: keyNode, "unknown key '\(name)' in '\(key)' (expected one of: \(known))")
                }
                values[name] = try readValue(value, kind: inner, key: "\(key).\(name)")
            }
            return .section(values)
        }
    }

    private func stringList(_ node: Node, key: String) throws -> [String] {
        if node.scalar != nil {
            guard let single = stringScalar(node) else { throw mistyped(node, key: key, kind: .stringList) }
            return [single]
        }
        guard case .sequence(let sequence) = node else {
            throw mistyped(node, key: key, kind: .stringList)
        }
        return try sequence.map { item in
            guard let text = stringScalar(item) else { throw mistyped(item, key: key, kind: .stringList) }
            return text
        }
    }

    private func expectMapping(_ node: Node, what: String) throws -> Node.Mapping {
        guard case .mapping(let mapping) = node else {
            throw error(at: node, "\(what) must be a mapping of keys to values")
        }
        return mapping
    }

    /// The mapping's entries, refusing a key given twice: YAML keeps one of them silently, and which
    /// one a reader keeps differs, so the file would not mean what it says.
    private func uniqueEntries(_ mapping: Node.Mapping) throws -> [(String, Node, Node)] {
        var seen: [String: Int] = [:]
        return try mapping.map { keyNode, value in
            let key = try keyString(keyNode)
            if let first = seen[key] { throw error(at: keyNode, "duplicate key '\(key)' (first given on line \(first))") }
            seen[key] = keyNode.mark?.line ?? 0
            return (key, keyNode, value)
        }
    }

    /// A scalar that YAML reads as a string: `5`, `true` and `~` are not, even where a string is due.
    private func stringScalar(_ node: Node) -> String? {
        guard let scalar = node.scalar, Tag.Name(rawValue: node.tag.rawValue) == .str else { return nil }
        return scalar.string
    }

    /// `0.23`, `1`, `0.23.1`: dot-separated numbers.
    static func isVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.count <= 4
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    private func keyString(_ node: Node) throws -> String {
        guard let text = node.scalar?.string else { throw error(at: node, "keys must be plain strings") }
        return text
    }

    private func mistyped(_ node: Node, key: String, kind: ConfigOptionKind) -> ToolError {
        error(at: node, "'\(key)' must be \(kind.typeName)")
    }

    private func error(at node: Node, _ problem: String) -> ToolError {
        ToolError(path: path, line: node.mark?.line, column: node.mark?.column, problem)
    }
}
