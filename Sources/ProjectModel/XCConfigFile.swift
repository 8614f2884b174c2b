/// The settings an `.xcconfig` file assigns (`NAME = value`, the last assignment winning), with the
/// files it includes (`#include "x.xcconfig"`, `#include? …`) read in place, relative to the including
/// file. Conditional assignments (`NAME[sdk=iphoneos*] = …`) and comments are left out; a file that
/// cannot be read assigns nothing, and includes stop at `depthLimit` levels (a file including itself).
enum XCConfigFile {
    static let depthLimit = 16

    static func settings(at path: String) -> [String: String] {
        var settings: [String: String] = [:]
        read(path, into: &settings, depth: 0)
        return settings
    }

    private static func read(_ path: String, into settings: inout [String: String], depth: Int) {
        guard depth < depthLimit, case .success(let data) = ProjectFileReader.data(at: path, limit: 1 << 20),
            let text = String(data: data, encoding: .utf8)
        else { return }
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if line.hasPrefix("#include") {
                let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
                if quoted.count >= 3 {
                    read(ProjectPath.join(ProjectPath.parent(path), String(quoted[1])), into: &settings, depth: depth + 1)
                }
                continue
            }
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let name = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !name.contains("["), !name.contains(" ") else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            settings[name] = value
        }
    }
}
