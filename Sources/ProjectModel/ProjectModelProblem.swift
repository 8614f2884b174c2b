/// Why a project file, or a part of it, could not be read: the file and one line saying what is wrong
/// with it (`App.xcodeproj/project.pbxproj: is not a property list (Missing ';' on line 4)`). Bad input
/// is never a crash: the reader returns this and the caller falls back.
public struct ProjectModelProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file that could not be read, as it was given.
    public var file: String
    /// One line, without the file's name.
    public var message: String

    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): \(message)" }
}
