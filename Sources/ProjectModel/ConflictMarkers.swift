import Foundation

/// git's conflict markers left in a project file after a merge (the common way a `project.pbxproj`
/// breaks): found before Foundation's parser, which would only say "Unexpected character /".
enum ConflictMarkers {
    /// The line of the first `<<<<<<< ` that starts a line, if any.
    static func firstLine(in data: Data) -> Int? {
        let marker = Array("<<<<<<< ".utf8)
        var line = 1
        var atLineStart = true
        let bytes = [UInt8](data)
        for index in bytes.indices {
            if atLineStart, bytes[index] == marker[0], bytes[index...].starts(with: marker) { return line }
            atLineStart = bytes[index] == 0x0A
            if atLineStart { line += 1 }
        }
        return nil
    }
}
