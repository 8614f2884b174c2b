import Testing

@testable import ProjectModel

/// How a synchronized folder's exception names a file.
@Suite struct SynchronizedExceptionTests {
    @Test func exceptionsNameFilesFoldersAndLocalizedFiles() {
        #expect(SynchronizedFolders.exception("Info.plist", matches: "Info.plist"))
        #expect(!SynchronizedFolders.exception("Info.plist", matches: "Sub/Info.plist"))
        #expect(SynchronizedFolders.exception("Resources/Assets.xcassets", matches: "Resources/Assets.xcassets"))
        #expect(SynchronizedFolders.exception("Share", matches: "Share/View.swift"))
        #expect(!SynchronizedFolders.exception("Share", matches: "ShareView.swift"))
        #expect(SynchronizedFolders.exception("/Localized/Share/View.xib", matches: "Share/de.lproj/View.xib"))
        #expect(SynchronizedFolders.exception("/Localized/Share/View.xib", matches: "Share/Base.lproj/View.xib"))
        #expect(!SynchronizedFolders.exception("/Localized/Share/View.xib", matches: "Share/View.xib"))
    }
}
