import Testing

@testable import ProjectModel

/// A synchronized folder's items read as localized files by their `.lproj` folder, and the byte test that
/// lets the thousands of sources skip that reading.
@Suite("Localized paths")
struct LocalizedPathTests {
    @Test func aLocalizedFileIsItsLocaleAndItsPlaceWithoutIt() {
        #expect(
            LocalizedPath("Resources/de.lproj/Main.strings")
                == LocalizedPath(locale: "de", name: "Main.strings", unlocalized: "Resources/Main.strings"))
        #expect(LocalizedPath("Base.lproj/Sub/View.xib")?.name == "Sub/View.xib")
        #expect(LocalizedPath("Resources/de.lproj") == nil)
        #expect(LocalizedPath("Sources/App/File.swift") == nil)
        #expect(LocalizedPath("Sources/.lproj/File.swift") == nil)
    }

    /// The quick test never turns a localized path away: on random paths of those parts, whenever the full
    /// reading finds a locale, the bytes hold `.lproj/`.
    @Test func theByteTestTurnsNoLocalizedPathAway() {
        var generator = SystemRandomNumberGenerator()
        let parts = ["de.lproj", ".lproj", "a", "Base.lproj", "x.lprojy", "lproj", "", "é.lproj"]
        var turnedAway: [String] = []
        for _ in 0..<5_000 {
            let path = (0..<Int.random(in: 1...4, using: &generator)).map { _ in parts.randomElement(using: &generator)! }
                .joined(separator: "/")
            let parsed = LocalizedPath.components(path) != nil
            if parsed, !LocalizedPath.holdsLocalizedFolder(path) { turnedAway.append(path) }
        }
        #expect(turnedAway.isEmpty, "\(turnedAway.prefix(5))")
    }
}
