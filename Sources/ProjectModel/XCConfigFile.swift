/// The settings an `.xcconfig` file assigns (`NAME = value`, the last assignment winning), with the
/// files it includes (`#include "x.xcconfig"`, `#include? …`) read in place, relative to the including
/// file. Conditional assignments (`NAME[sdk=iphoneos*] = …`) are kept apart, by the setting's name;
/// comments are left out. A file that cannot be read assigns nothing and leaves the reading incomplete
/// (a CocoaPods configuration whose `Pods` folder is not checked in); includes stop at `depthLimit`
/// levels (a file including itself).
struct XCConfigFile {
    static let depthLimit = 16

    /// The unconditional assignments.
    private(set) var settings: [String: String] = [:]
    /// Every value a conditional assignment gives each setting.
    private(set) var conditionalValues: [String: [String]] = [:]
    /// Whether the file and every file it includes were read (an optional `#include?` that is absent
    /// counts as read).
    private(set) var isComplete = true

    init(at path: String) {
        read(path, optional: false, depth: 0)
    }

    static func settings(at path: String) -> [String: String] {
        XCConfigFile(at: path).settings
    }

    private mutating func read(_ path: String, optional: Bool, depth: Int) {
        guard depth < Self.depthLimit, case .success(let data) = ProjectFileReader.data(at: path, limit: 1 << 20),
            let text = String(data: data, encoding: .utf8)
        else {
            if !optional { isComplete = false }
            return
        }
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if line.hasPrefix("#include") {
                let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
                if quoted.count >= 3 {
                    read(
                        ProjectPath.join(ProjectPath.parent(path), String(quoted[1])), optional: line.hasPrefix("#include?"),
                        depth: depth + 1)
                }
                continue
            }
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            guard let equals = line.firstIndex(of: "=") else { continue }
            var name = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            if let bracket = name.firstIndex(of: "[") {
                name = String(name[..<bracket]).trimmingCharacters(in: .whitespaces)
                if !name.contains(" ") { conditionalValues[name, default: []].append(value) }
                continue
            }
            guard !name.contains(" ") else { continue }
            settings[name] = value
        }
    }
}
