import Foundation

/// A target's build settings as its configurations state them (`XCConfigurationList` →
/// `XCBuildConfiguration.buildSettings`, over the configuration's base `.xcconfig` file), with the
/// project's own configurations under them: the default configuration's value first, then the first
/// configuration that sets the setting. The base file is `baseConfigurationReference`, or (Xcode 16) a
/// path relative to a synchronized folder, `baseConfigurationReferenceAnchor` and `…RelativePath`.
struct BuildSettings {
    private let levels: [[[String: Any]]]
    /// The Swift compilation conditions any configuration of the target sets (see
    /// `ProjectTarget.compilationConditions`); nil when they cannot all be known.
    let compilationConditions: Set<String>?

    init(target: PBXObject, objects: PBXObjects, tree: GroupTree) {
        let read = [target, objects.root].map { Self.configurations(of: $0, objects: objects, tree: tree) }
        levels = read.map { $0.map(\.settings) }
        let conditions = read.joined().map { SwiftConditions(settings: $0.settings, conditional: $0.conditional, baseRead: $0.baseRead) }
        // A target with no configuration at all says nothing (no real project has one).
        compilationConditions = !conditions.isEmpty && conditions.allSatisfy(\.isKnown) ? Set(conditions.flatMap(\.names)) : nil
    }

    private typealias Configuration = (settings: [String: Any], conditional: [String: [String]], baseRead: Bool)

    private static func configurations(of owner: PBXObject, objects: PBXObjects, tree: GroupTree) -> [Configuration] {
        guard let listID = owner.string("buildConfigurationList"), let list = objects.object(listID) else { return [] }
        let configurations = list.ids("buildConfigurations").compactMap { objects.object($0) }
        let preferred = list.string("defaultConfigurationName")
        let ordered = configurations.filter { $0.string("name") == preferred } + configurations.filter { $0.string("name") != preferred }
        return ordered.map { configuration in
            let base = baseFile(of: configuration, objects: objects, tree: tree).map(XCConfigFile.init(at:))
            var settings: [String: Any] = base?.settings ?? [:]
            var conditional = base?.conditionalValues ?? [:]
            for (name, value) in configuration.dictionary("buildSettings") {
                // `SWIFT_ACTIVE_COMPILATION_CONDITIONS[arch=*]`: a value for some builds.
                if let bracket = name.firstIndex(of: "[") {
                    let values = (value as? [Any])?.compactMap { $0 as? String } ?? [value as? String].compactMap { $0 }
                    conditional[String(name[..<bracket]), default: []].append(values.joined(separator: " "))
                } else {
                    settings[name] = value
                }
            }
            return (settings, conditional, base?.isComplete ?? true)
        }
    }

    /// The path of a configuration's base `.xcconfig` file, if it has one in the source tree.
    private static func baseFile(of configuration: PBXObject, objects: PBXObjects, tree: GroupTree) -> String? {
        if let reference = configuration.string("baseConfigurationReference") { return tree.path(of: reference, in: objects) }
        guard let anchor = configuration.string("baseConfigurationReferenceAnchor"),
            let relative = configuration.string("baseConfigurationReferenceRelativePath"),
            let folder = tree.path(of: anchor, in: objects)
        else { return nil }
        return ProjectPath.join(folder, relative)
    }

    /// The settings whose name starts with `prefix`, by the rest of their name, each as `value(_:)` reads it:
    /// `INFOPLIST_KEY_NSCameraUsageDescription` → `NSCameraUsageDescription`.
    func values(prefixed prefix: String) -> [String: String] {
        let names = Set(levels.joined().flatMap { $0.keys.filter { $0.hasPrefix(prefix) } })
        var values: [String: String] = [:]
        for name in names { values[String(name.dropFirst(prefix.count))] = value(name) }
        return values
    }

    /// The value of `name` as a string (a list's items joined by spaces).
    func value(_ name: String) -> String? {
        for level in levels {
            for settings in level {
                if let value = settings[name] as? String { return value }
                if let list = settings[name] as? [Any] { return list.compactMap { $0 as? String }.joined(separator: " ") }
            }
        }
        return nil
    }

    /// `INFOPLIST_FILE` as an absolute path, with `$(SRCROOT)`, `$(PROJECT_DIR)`, `$(SOURCE_ROOT)`,
    /// `$(TARGET_NAME)` (and `${…}`) filled in; nil when unset or when another variable remains.
    func infoPlist(sourceRoot: String, targetName: String, projectName: String) -> String? {
        guard var value = value("INFOPLIST_FILE")?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        let known = [
            "SRCROOT": sourceRoot, "PROJECT_DIR": sourceRoot, "SOURCE_ROOT": sourceRoot, "TARGET_NAME": targetName,
            "PROJECT_NAME": projectName,
        ]
        for (name, replacement) in known {
            value = value.replacingOccurrences(of: "$(\(name))", with: replacement).replacingOccurrences(
                of: "${\(name)}", with: replacement)
        }
        if value.contains("$") { return nil }
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
        return ProjectPath.join(sourceRoot, value)
    }
}
