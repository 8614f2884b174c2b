import Foundation

/// A table named after a storyboard or xib: Xcode generates it from Interface Builder, whose text
/// the app shows as is (never through a format call).
enum InterfaceBuilderTable {
    static func exists(group: String, table: String, locales: [String]) -> Bool {
        for locale in ["Base"] + locales.sorted() {
            for kind in ["storyboard", "xib"] where FileManager.default.fileExists(atPath: "\(group)/\(locale).lproj/\(table).\(kind)") {
                return true
            }
        }
        return false
    }
}
