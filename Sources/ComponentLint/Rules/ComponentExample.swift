import DevToolsCore
import SourceFacts

/// Shorthands for rule examples: one `.mm` file, or a few files (`↓` marks where a finding must be).
enum ComponentExample {
    static func mm(_ text: String) -> RuleExample {
        RuleExample(text, file: "Example.mm")
    }

    static func file(_ name: String, _ text: String) -> RuleExample {
        RuleExample(text, file: name)
    }

    static func files(_ files: [String: String], primary: String) -> RuleExample {
        RuleExample(files: files, primaryFile: primary)
    }
}
