/// XcodeGen's target templates (`targetTemplates:`, named in a target's `templates:`), applied as
/// XcodeGen applies them: each template in order, then the target itself, merged "additively" (its
/// spec's words): two dictionaries merge key by key, two arrays are joined, anything else is replaced;
/// a key ending in `:REPLACE` replaces instead of merging. `${target_name}` (and `$target_name`) in a
/// template's strings is the target's name. kiwix-apple's app target takes its type and every source
/// folder from `ApplicationTemplate`; without templates its tables' locales that the target excludes
/// (`**/igl.lproj`) were judged as shipped.
struct XcodeGenTemplates {
    private let templates: [String: [String: Any]]

    init(_ templates: [String: [String: Any]]) {
        self.templates = templates
    }

    /// The target's body with its templates applied, or the name of a template the spec lacks (or one
    /// that names itself through its own templates).
    func apply(to body: [String: Any], targetName: String) -> Result<[String: Any], MissingTemplate> {
        var merged: [String: Any] = [:]
        var applying: Set<String> = []
        func add(_ names: [String]) -> MissingTemplate? {
            for name in names {
                guard let template = templates[name], applying.insert(name).inserted else { return MissingTemplate(name: name) }
                if let problem = add(Self.names(in: template)) { return problem }
                merged = Self.merge(merged, Self.substituting(template, targetName: targetName) as? [String: Any] ?? [:])
                applying.remove(name)
            }
            return nil
        }
        if let problem = add(Self.names(in: body)) { return .failure(problem) }
        var own = body
        own["templates"] = nil
        return .success(Self.merge(merged, own))
    }

    struct MissingTemplate: Error {
        var name: String
    }

    private static func names(in body: [String: Any]) -> [String] {
        (body["templates"] as? [String]) ?? ((body["templates"] as? String).map { [$0] } ?? [])
    }

    static func merge(_ base: [String: Any], _ top: [String: Any]) -> [String: Any] {
        var merged = base
        merged["templates"] = nil
        for (key, value) in top {
            if key.hasSuffix(":REPLACE") {
                merged[String(key.dropLast(":REPLACE".count))] = value
            } else if let old = merged[key] as? [String: Any], let new = value as? [String: Any] {
                merged[key] = merge(old, new)
            } else if let old = merged[key] as? [Any], let new = value as? [Any] {
                merged[key] = old + new
            } else {
                merged[key] = value
            }
        }
        return merged
    }

    private static func substituting(_ value: Any, targetName: String) -> Any {
        switch value {
        case let text as String:
            text.replacingOccurrences(of: "${target_name}", with: targetName).replacingOccurrences(of: "$target_name", with: targetName)
        case let array as [Any]:
            array.map { substituting($0, targetName: targetName) }
        case let dictionary as [String: Any]:
            dictionary.mapValues { substituting($0, targetName: targetName) }
        default:
            value
        }
    }
}
