import Foundation
import Testing
import DevToolsCore
import DevToolsTestSupport

/// Relative paths and extensions, worked out by bytes for speed, answer as the string comparisons do.
@Suite("PathResolver and SourceFile by bytes")
struct PathResolverTests {
    @Test("relative paths inside and outside a base, with and without its trailing slash")
    func relative() {
        for base in ["/work/app", "/work/app/"] {
            #expect(PathResolver.relative("/work/app/Sources/A.m", to: base) == "Sources/A.m")
            #expect(PathResolver.relative("/work/app", to: "/work/app") == ".")
            #expect(PathResolver.relative("/work/app/", to: base) == (base.hasSuffix("/") ? "." : ""))
            #expect(PathResolver.relative("/work/apple/A.m", to: base) == nil)
            #expect(PathResolver.relative("/work/ap", to: base) == nil)
            #expect(PathResolver.relative("/elsewhere/A.m", to: base) == nil)
        }
        #expect(PathResolver.display("/other/A.m", relativeTo: "/work") == "/other/A.m")
    }

    @Test("non-ASCII paths compare as characters: a decomposed é matches a composed one")
    func canonicalEquivalence() {
        let composed = "/work/caf\u{E9}", decomposed = "/work/cafe\u{301}"
        #expect(PathResolver.relative(decomposed + "/A.m", to: composed) == "A.m")
        #expect(PathResolver.relative(composed + "/\u{E9}t\u{E9}.m", to: composed) == "\u{E9}t\u{E9}.m")
        #expect(PathResolver.relative("/work/cafe/\u{301}x.m", to: "/work/cafe") == nil, "a combining mark joins the slash before it")
    }

    @Test("extensions are the last component's, lowercased")
    func extensions() {
        let file = { (path: String) in SourceFile(absolutePath: path, displayPath: path).fileExtension }
        #expect(file("/a/B.MM") == "mm")
        #expect(file("/a/b.swift") == "swift")
        #expect(file("/a.d/b") == "")
        #expect(file("/a/.h") == "h")
        #expect(file("/a/b.\u{C9}X") == "\u{E9}x")
        #expect(file("noextension") == "")
    }

    @Test("absolute paths drop '.', empty components and a trailing slash, and leave links as they are")
    func absoluteIsLexicalButForLinks() throws {
        #expect(PathResolver.absolute("a/./b//c/", relativeTo: "/w") == "/w/a/b/c")
        #expect(PathResolver.absolute("/x/../y", relativeTo: "/w") == "/y")
        #expect(PathResolver.absolute("..", relativeTo: "/") == "/")
        #expect(PathResolver.absolute(".", relativeTo: "/w/") == "/w")

        // proj/Resources/up -> .. : the link's target is relative to the link's folder, not to the current one.
        let folder = try TemporaryFolder()
        let base = folder.url.resolvingSymlinksInPath().path
        try FileManager.default.createDirectory(atPath: base + "/proj/Resources", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base + "/proj/Resources/up", withDestinationPath: "..")
        #expect(PathResolver.absolute("proj/Resources/up", relativeTo: base) == base + "/proj/Resources/up")
        #expect(PathResolver.absolute("proj/Resources/up/Resources", relativeTo: base) == base + "/proj/Resources/up/Resources")
        #expect(PathResolver.absolute("proj/Resources/up/..", relativeTo: base) == base, "the parent of where the link leads (proj)")
        #expect(PathResolver.absolute("proj/Resources/..", relativeTo: base) == base + "/proj")
    }
}

extension PathResolverTests {
    /// Paths already in absolute, normalised form are kept as they are; any other is worked out.
    @Test func normalisedPathsAreRecognised() {
        for path in ["/", "/a", "/a/b.swift", "/a/.hidden/b", "/a/.../b", "/a/b..c", "/w/Sources/Feature1/Item1View.swift"] {
            #expect(PathResolver.isNormalized(path), "\(path)")
            #expect(PathResolver.absolute(path, relativeTo: "/x") == path)
        }
        for path in ["", "a/b", "//a", "/a//b", "/a/./b", "/a/../b", "/a/b/", "/a/.", "/a/..", "/."] {
            #expect(!PathResolver.isNormalized(path), "\(path)")
        }
        #expect(PathResolver.absolute("Sources/./A.m", relativeTo: "/w") == "/w/Sources/A.m")
        #expect(PathResolver.absolute("Sources/A.m", relativeTo: "/w/") == "/w/Sources/A.m")
    }
}
