import DevToolsCore

/// Shorthands for rule examples: one `.mm` file, or a few files.
enum ComponentExample {
    static func mm(_ text: String, line: Int? = nil, count: Int? = nil) -> RuleExample {
        RuleExample(text, file: "Example.mm", expectedCount: count, expectedLine: line)
    }

    static func file(_ name: String, _ text: String, line: Int? = nil) -> RuleExample {
        RuleExample(text, file: name, expectedLine: line)
    }

    static func files(_ files: [String: String], primary: String, line: Int? = nil) -> RuleExample {
        RuleExample(files: files, primaryFile: primary, expectedLine: line)
    }
}
