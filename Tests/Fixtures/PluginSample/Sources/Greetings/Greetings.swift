import Foundation

/// The sample's one source file: the lint findings are in its resources.
public enum Greetings {
    public static func hello() -> String {
        NSLocalizedString("hello", bundle: .module, comment: "A greeting")
    }
}
