import Foundation

/// A file found by discovery: where it is, and how to show it to the user.
public struct SourceFile: Hashable, Sendable, Comparable {
    /// Absolute, standardized path: where the file is in the project, and what findings name.
    public let absolutePath: String
    /// Where its bytes are read: `absolutePath`, unless a `ContentOverlay` holds another version of it
    /// (a pre-commit hook's export of the staged content).
    public let contentPath: String
    /// The path shown in diagnostics: relative to the working directory when inside it.
    public let displayPath: String

    /// The lowercased name extension without the dot (`strings`, `mm`).
    public let fileExtension: String
    /// The id of the content git's index holds for the file (`FileStamp.content`), when the run's file
    /// list came from the index (a hook's): its records are found by that id, with no `stat`.
    public let content: FileStamp?

    public init(absolutePath: String, displayPath: String, contentPath: String? = nil, content: FileStamp? = nil) {
        self.absolutePath = absolutePath
        self.displayPath = displayPath
        self.contentPath = contentPath ?? absolutePath
        self.fileExtension = Self.lowercasedExtension(of: absolutePath)
        self.content = content
    }

    /// The extension of the last path component, by UTF-8 bytes (this runs twice per file of a run).
    static func lowercasedExtension(of path: String) -> String {
        let found = path.utf8.withContiguousStorageIfAvailable { bytes -> String in
            var dot = bytes.count
            while dot > 0 {
                dot -= 1
                if bytes[dot] == UInt8(ascii: "/") { return "" }
                if bytes[dot] == UInt8(ascii: ".") {
                    let name = UnsafeBufferPointer(rebasing: bytes[(dot + 1)...])
                    let text = String(decoding: name, as: UTF8.self)
                    // Already lowercase ASCII, as extensions mostly are: nothing to convert.
                    return name.allSatisfy { $0 < 0x80 && !($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) } ? text : text.lowercased()
                }
            }
            return ""
        }
        if let found { return found }
        let bytes = path.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")),
            !bytes[dot...].contains(UInt8(ascii: "/"))
        else { return "" }
        return String(decoding: bytes[bytes.index(after: dot)...], as: UTF8.self).lowercased()
    }

    public var url: URL { URL(fileURLWithPath: absolutePath) }

    public static func < (lhs: SourceFile, rhs: SourceFile) -> Bool { lhs.displayPath < rhs.displayPath }
}
