import DeveloperCacheCleaner
import Testing

@Suite("DeviceSupport folder names")
struct VersionFolderNameTests {
    @Test(
        arguments: [
            ("16.4 (20E247)", nil, "16.4", "20E247", nil),
            ("16.4.1 (20E252) arm64e", nil, "16.4.1", "20E252", "arm64e"),
            ("iPhone15,2 17.4 (21E219)", "iPhone15,2", "17.4", "21E219", nil),
            ("Watch6,1 10.0 (21R356)", "Watch6,1", "10.0", "21R356", nil),
            ("AppleTV14,1 26.6 (23L773)", "AppleTV14,1", "26.6", "23L773", nil),
            ("RealityDevice14,1 27.0 (24M5355a)", "RealityDevice14,1", "27.0", "24M5355a", nil),
            ("10.16", nil, "10.16", nil, nil),
        ] as [(String, String?, String, String?, String?)])
    func parsesEveryFormSeenInTheWild(name: String, model: String?, version: String, build: String?, arch: String?) throws {
        let parsed = try #require(VersionFolderName(name))
        #expect(parsed.model == model)
        #expect(parsed.version.description == version)
        #expect(parsed.build?.text == build)
        #expect(parsed.architecture == arch)
    }

    @Test(arguments: ["Notes", ".DS_Store", "16.4 (20E247", "16.4 ()", "iPhone15 17.4", "17.4 (21E219) extra words", "", "17..4", "latest"])
    func rejectsEverythingElse(name: String) {
        #expect(VersionFolderName(name) == nil)
    }

    @Test func betaBuildIsRecognised() throws {
        #expect(try #require(VersionFolderName("RealityDevice14,1 27.0 (24M5355a)")).build?.isBeta == true)
        #expect(try #require(VersionFolderName("17.4 (21E219)")).build?.isBeta == false)
    }

    @Test func versionsOrderNumerically() throws {
        func version(_ text: String) throws -> OSVersion { try #require(OSVersion(text[...])) }
        #expect(try version("17.10") > version("17.9"))
        #expect(try version("16.4.1") > version("16.4"))
        #expect(try version("10.16") < version("11.0"))
        #expect(try version("17.4") == version("17.4"))
    }

    @Test func buildsOrderAsAppleIssuesThem() throws {
        func build(_ text: String) throws -> OSBuild { try #require(OSBuild(text[...])) }
        #expect(try build("21E219") < build("21F79"))
        #expect(try build("21E219") < build("21E230"))
        #expect(try build("24M5355a") < build("24M5355"), "a beta comes before its release")
        #expect(try build("20E252") < build("21A329"))
    }

    @Test func platformFolders() {
        #expect(DeviceSupportPlatform(folderName: "iOS DeviceSupport") == .iOS)
        #expect(DeviceSupportPlatform(folderName: "xrOS DeviceSupport") == .xrOS)
        #expect(DeviceSupportPlatform(folderName: "visionOS DeviceSupport") == .visionOS)
        #expect(DeviceSupportPlatform(folderName: "iOS DeviceSupport Old") == nil)
        #expect(DeviceSupportPlatform(folderName: "Android DeviceSupport") == nil)
    }
}
