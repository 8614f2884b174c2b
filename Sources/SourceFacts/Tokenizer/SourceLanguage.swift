/// The languages the component linter reads, by file extension.
public enum SourceLanguage: Sendable, Equatable {
    /// `.h` headers are read as Objective-C++ (they may be included from either).
    case objectiveC
    case objectiveCPlusPlus
    case swift

    /// The extensions of the files read as source: `.h`, `.m`, `.mm`, `.swift`.
    public static let fileExtensions: Set<String> = ["h", "m", "mm", "swift"]

    public init?(fileExtension: String) {
        switch fileExtension {
        case "m": self = .objectiveC
        case "mm", "h": self = .objectiveCPlusPlus
        case "swift": self = .swift
        default: return nil
        }
    }

    var isSwift: Bool { self == .swift }
}
