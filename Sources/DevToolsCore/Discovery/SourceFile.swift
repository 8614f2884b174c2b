import Foundation

/// A file found by discovery: where it is, and how to show it to the user.
public struct SourceFile: Hashable, Sendable, Comparable {
    /// Absolute, standardized path used to read the file.
    public let absolutePath: String
    /// The path shown in diagnostics: relative to the working directory when inside it.
    public let displayPath: String

    public init(absolutePath: String, displayPath: String) {
        self.absolutePath = absolutePath
        self.displayPath = displayPath
    }

    public var url: URL { URL(fileURLWithPath: absolutePath) }

    public var fileExtension: String { (absolutePath as NSString).pathExtension.lowercased() }

    public static func < (lhs: SourceFile, rhs: SourceFile) -> Bool { lhs.displayPath < rhs.displayPath }
}
