import ArgumentParser
import Foundation

extension DevTools {
    /// Runs the tool this executable was invoked as: `devtools`, or `lint-strings`, `lint-components` or
    /// `clean-support` when started through a link of that name. `scripts/install` installs `devtools`
    /// once and links the other three to it: each executable links the Swift runtime and Foundation in
    /// (about 100 MB on Linux), so four copies would take four times the room for one program.
    public static func mainAsInvoked() {
        switch CommandLine.arguments.first.map({ ($0 as NSString).lastPathComponent }) {
        case "lint-strings": LintStringsCommand.main()
        case "lint-components": LintComponentsCommand.main()
        case "clean-support": CleanSupportCommand.main()
        default: main()
        }
    }
}
