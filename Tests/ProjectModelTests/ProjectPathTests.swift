import Testing

@testable import ProjectModel

/// `ProjectPath.normalized` returns a path that is already normal as it is (the common case, thousands
/// per project): the same answer as taking it apart.
@Suite struct ProjectPathTests {
    @Test(arguments: [
        "/", "//", "/a", "/a/", "/a//b", "/a/./b", "/a/../b", "/a/b/..", "/a/b/.", "/..", "/.", "/.a", "/..a", "/...", "/a/.../b",
        "/a/.hidden/b", "a/b", "", "/a/b.c/d..e", "/./", "/a/b/c/", "/Users/me/App/en.lproj/Localizable.strings",
    ])
    func theShortcutGivesTheSameAnswer(path: String) {
        #expect(ProjectPath.normalized(path) == ProjectPath.normalizedByParts(path))
    }
}
