import SourceFacts

/// Which classes are test code: declared in a file that also declares an `XCTestCase` subclass, or in a
/// test target's folder (`Tests/`, `AppTests/`, `ComponentKitTestHelpers/`). Tests build controllers
/// and components by hand on purpose, and name fixtures as they like; rules about how an app registers
/// its controllers do not apply to them.
struct TestCode {
    /// Files that declare an `XCTestCase` subclass.
    private let files: Set<String>

    init(index: ProjectIndex) {
        var files: Set<String> = []
        for entry in index.scanned where entry.name != "XCTestCase" && Self.isTestCase(entry) {
            for declaration in entry.declarations { files.insert(declaration.file) }
        }
        self.files = files
    }

    /// Whether `entry` is a test case: it descends from `XCTestCase`, or its chain ends at a class from
    /// outside the tree named like a test base (`QuickSpec`, `FBSnapshotTestCase`, `KIFTestCase`: pods
    /// whose parents are not scanned). Unknown is not taken to mean "not a test".
    static func isTestCase(_ entry: IndexedClass) -> Bool {
        if entry.descends(from: "XCTestCase") == true { return true }
        guard case .external(let base) = entry.chainEnd else { return false }
        return ["TestCase", "Spec", "Test", "Tests"].contains { base.hasSuffix($0) }
    }

    func contains(_ entry: IndexedClass) -> Bool {
        entry.declarations.contains { files.contains($0.file) || Self.isTestPath($0.file) }
    }

    /// A folder of the path names a test target: `Tests`, `UnitTests`, `FooTests`, `FooTestHelpers`, `Specs`.
    static func isTestPath(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { folder in
            ["Tests", "Test", "TestHelpers", "TestHelper", "TestUtilities", "Specs"].contains { folder.hasSuffix($0) }
        }
    }
}
