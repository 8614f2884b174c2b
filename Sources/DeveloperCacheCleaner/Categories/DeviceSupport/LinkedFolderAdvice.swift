import Foundation

extension LinkedSupportFolder {
    /// One line for the text report: where the link points and the command that cleans it, since the
    /// cleaner never follows a link out of its root on its own.
    public var advice: String {
        let name = (path as NSString).lastPathComponent
        let parent = (path as NSString).deletingLastPathComponent
        guard targetExists else {
            return "\(name) in \(parent) is a symlink to \(target), which does not exist: nothing to clean there."
        }
        return
            "\(name) in \(parent) is a symlink to \(target) and is not followed; to clean it, run: clean-support --root \(Self.shellQuoted(target))"
    }

    /// The path in single quotes, safe to paste into a shell.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
