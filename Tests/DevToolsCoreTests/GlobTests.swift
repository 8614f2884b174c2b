import DevToolsCore
import Testing

@Suite("Exclude globs")
struct GlobTests {
    @Test(arguments: [
        ("Generated/**", "Generated/a/b.strings", true),
        ("Generated/**", "App/Generated/a.strings", false),
        ("**/Generated", "App/Generated/a.strings", true),
        ("*.generated.strings", "deep/x/Foo.generated.strings", true),
        ("Vendor", "Sources/Vendor/Lib/a.m", true),
        ("Vendor", "Sources/VendorKit/a.m", false),
        ("App/*.m", "App/a.m", true),
        ("App/*.m", "App/sub/a.m", false),
        ("App/**/*.m", "App/a.m", true),
        ("App/**/*.m", "App/x/y/a.m", true),
        ("[a-c]?.h", "b1.h", true),
        ("[!a-c]?.h", "b1.h", false),
        ("./Tests/", "Tests/Fixtures/x.strings", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }
}
