import Foundation

/// The hand-written Xcode project in `Fixtures/SampleApp` (see its README.md).
enum SampleAppFixture {
    static var folder: String { Bundle.module.resourceURL!.appendingPathComponent("Fixtures/SampleApp").standardizedFileURL.path }
    static var project: String { folder + "/SampleApp.xcodeproj" }

    /// `relative` below the fixture's folder.
    static func path(_ relative: String) -> String { folder + "/" + relative }
}
