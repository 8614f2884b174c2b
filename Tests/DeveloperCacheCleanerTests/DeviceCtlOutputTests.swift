import Foundation
import DeveloperCacheCleaner
import Testing

/// `DeviceCtlOutput` over documents shaped like what `xcrun devicectl list devices --json-output FILE`
/// writes (Xcode 15 and 16: a top-level `info` about the command and a `result.devices` array whose
/// devices carry `capabilities`, `connectionProperties`, `deviceProperties`, `hardwareProperties`,
/// `identifier` and `visibilityClass`).
///
/// Provenance: the shape (keys, nesting, kinds of values) follows Apple's tool output; every value
/// (names, identifiers, serial numbers, ECIDs, dates, builds) is made up for these tests.
@Suite("DeviceCtlOutput reads devicectl's JSON")
struct DeviceCtlOutputTests {
    /// The `info` object devicectl puts before its result.
    static let info = """
          "info" : {
            "arguments" : [ "devicectl", "list", "devices", "--json-output", "/tmp/devices.json" ],
            "commandType" : "devicectl.list.devices",
            "environment" : { "TERM" : "xterm-256color" },
            "jsonVersion" : 2,
            "outcome" : "success",
            "version" : "397.21"
          }
        """

    /// An iPhone on a cable, with every property devicectl reports for a connected device.
    static let iPhone = """
            {
              "capabilities" : [
                { "featureIdentifier" : "com.apple.coredevice.feature.connectdevice", "name" : "Connect to Device" },
                { "featureIdentifier" : "com.apple.coredevice.feature.unpairdevice", "name" : "Unpair Device" }
              ],
              "connectionProperties" : {
                "authenticationType" : "manualPairing",
                "isMobileDeviceOnly" : false,
                "lastConnectionDate" : "2024-05-02T09:14:07.512Z",
                "localHostnames" : [ "Example-iPhone.coredevice.local", "00008120-000A1B2C3D4E5F60.coredevice.local" ],
                "pairingState" : "paired",
                "potentialHostnames" : [ "00008120-000A1B2C3D4E5F60.coredevice.local" ],
                "transportType" : "wired",
                "tunnelIPAddress" : "fd5e:1a2b:3c4d::1",
                "tunnelState" : "connected",
                "tunnelTransportProtocol" : "tcp"
              },
              "deviceProperties" : {
                "bootedFromSnapshot" : true,
                "bootedSnapshotName" : "com.apple.os.update-0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF0123456789ABCDEF",
                "ddiServicesAvailable" : true,
                "developerModeStatus" : "enabled",
                "hasInternalOSBuild" : false,
                "name" : "Example iPhone",
                "osBuildUpdate" : "21E219",
                "osVersionNumber" : "17.4",
                "rootFileSystemIsWritable" : false
              },
              "hardwareProperties" : {
                "cpuType" : { "name" : "arm64e", "subType" : 2, "type" : 16777228 },
                "deviceType" : "iPhone",
                "ecid" : 1234567890123456,
                "hardwareModel" : "D73AP",
                "internalStorageCapacity" : 128000000000,
                "isProductionFused" : true,
                "marketingName" : "iPhone 14 Pro",
                "platform" : "iOS",
                "productType" : "iPhone15,2",
                "reality" : "physical",
                "serialNumber" : "XXXXXXXXXX",
                "supportedCPUTypes" : [ { "name" : "arm64e", "subType" : 2, "type" : 16777228 } ],
                "supportedDeviceFamilies" : [ 1 ],
                "thinningProductType" : "iPhone15,2",
                "udid" : "00008120-000A1B2C3D4E5F60"
              },
              "identifier" : "6F1A2B3C-4D5E-4F60-8172-93A4B5C6D7E8",
              "visibilityClass" : "default"
            }
        """

    /// An iPad on the network, seen before but not reachable now.
    static let iPad = """
            {
              "capabilities" : [ ],
              "connectionProperties" : {
                "authenticationType" : "manualPairing",
                "isMobileDeviceOnly" : false,
                "lastConnectionDate" : "2024-03-18T16:40:51.004Z",
                "pairingState" : "paired",
                "potentialHostnames" : [ "00008103-001122334455667E.coredevice.local" ],
                "transportType" : "localNetwork",
                "tunnelState" : "disconnected"
              },
              "deviceProperties" : {
                "developerModeStatus" : "enabled",
                "name" : "Example iPad",
                "osBuildUpdate" : "21F90",
                "osVersionNumber" : "17.5.1"
              },
              "hardwareProperties" : {
                "deviceType" : "iPad",
                "marketingName" : "iPad Pro (11-inch) (3rd generation)",
                "platform" : "iOS",
                "productType" : "iPad13,4",
                "reality" : "physical",
                "udid" : "00008103-001122334455667E"
              },
              "identifier" : "0A1B2C3D-4E5F-4061-8273-94A5B6C7D8E9",
              "visibilityClass" : "default"
            }
        """

    /// An Apple Watch paired through its iPhone.
    static let watch = """
            {
              "capabilities" : [ ],
              "connectionProperties" : { "pairingState" : "paired", "tunnelState" : "unavailable" },
              "deviceProperties" : { "name" : "Example Watch", "osBuildUpdate" : "21T576", "osVersionNumber" : "10.5" },
              "hardwareProperties" : {
                "cpuType" : { "name" : "arm64_32", "subType" : 1, "type" : 33554444 },
                "deviceType" : "appleWatch",
                "marketingName" : "Apple Watch Series 7",
                "platform" : "watchOS",
                "productType" : "Watch6,6",
                "reality" : "physical"
              },
              "identifier" : "1B2C3D4E-5F60-4172-8394-A5B6C7D8E9F0",
              "visibilityClass" : "default"
            }
        """

    /// An Apple TV paired once, whose OS devicectl has not read: a version but no build.
    static let appleTVWithoutBuild = """
            {
              "capabilities" : [ ],
              "connectionProperties" : { "pairingState" : "paired", "tunnelState" : "unavailable" },
              "deviceProperties" : { "name" : "Example Apple TV", "osVersionNumber" : "17.4" },
              "hardwareProperties" : {
                "deviceType" : "appleTV",
                "marketingName" : "Apple TV 4K (3rd generation)",
                "platform" : "tvOS",
                "productType" : "AppleTV14,1",
                "reality" : "physical"
              },
              "identifier" : "2C3D4E5F-6071-4283-94A5-B6C7D8E9F0A1",
              "visibilityClass" : "default"
            }
        """

    /// An older iPhone on a cable for which devicectl reports `"hardwareProperties" : {}`: no model.
    static let iPhoneWithoutHardware = """
            {
              "capabilities" : [ ],
              "connectionProperties" : { "pairingState" : "paired", "transportType" : "wired", "tunnelState" : "unavailable" },
              "deviceProperties" : { "name" : "Old iPhone", "osBuildUpdate" : "20H240", "osVersionNumber" : "16.7.8" },
              "hardwareProperties" : { },
              "identifier" : "3D4E5F60-7182-4394-A5B6-C7D8E9F0A1B2",
              "visibilityClass" : "default"
            }
        """

    static func document(_ devices: [String]) -> Data {
        Data("{\n\(info),\n  \"result\" : {\n    \"devices\" : [\n\(devices.joined(separator: ",\n"))\n    ]\n  }\n}\n".utf8)
    }

    @Test func devicesOfSeveralPlatforms() throws {
        let data = Self.document([Self.iPhone, Self.iPad, Self.watch])
        #expect(try JSONSerialization.jsonObject(with: data) is [String: Any], "the fixture itself is JSON")
        #expect(
            DeviceCtlOutput.devices(from: data) == [
                PairedDevice(model: "iPhone15,2", build: "21E219"),
                PairedDevice(model: "iPad13,4", build: "21F90"),
                PairedDevice(model: "Watch6,6", build: "21T576"),
            ])
    }

    @Test func aDeviceWithoutABuildOrAModelIsLeftOutAndTheRestKept() {
        let data = Self.document([Self.appleTVWithoutBuild, Self.iPhone, Self.iPhoneWithoutHardware])
        #expect(DeviceCtlOutput.devices(from: data) == [PairedDevice(model: "iPhone15,2", build: "21E219")])
    }

    @Test func noDevices() {
        #expect(DeviceCtlOutput.devices(from: Self.document([])) == [])
    }

    @Test func unknownKeysAreIgnored() {
        // Newer devicectl versions add keys (a `properties` object, `_deprecationNotice`); the ones read stay.
        let newer = Self.iPad.replacingOccurrences(
            of: "\"identifier\"",
            with: "\"_deprecationNotice\" : \"…\", \"properties\" : { \"hardware\" : { \"productType\" : \"iPad13,4\" } }, \"identifier\""
        )
        #expect(DeviceCtlOutput.devices(from: Self.document([newer])) == [PairedDevice(model: "iPad13,4", build: "21F90")])
    }

    /// JSON this code cannot read gives `nil` (the run then says so and keeps every folder of a device
    /// model, see `MacEnvironmentTests`), never a crash and never a partial list.
    @Test(arguments: [
        // devicectl's document for a failed command: an `error` and no `result`.
        """
        { "error" : { "code" : 1, "domain" : "com.apple.dt.CoreDeviceError", "userInfo" : { } },
          "info" : { "commandType" : "devicectl.list.devices", "jsonVersion" : 2, "outcome" : "failed" } }
        """,
        // Cut off while being written.
        String(decoding: DeviceCtlOutputTests.document([DeviceCtlOutputTests.iPhone]).prefix(700), as: UTF8.self),
        "",
        "not json",
        "[]",
        "null",
        #"{ "result" : { } }"#,
        #"{ "result" : { "devices" : { } } }"#,
        #"{ "result" : { "devices" : [ "iPhone15,2" ] } }"#,
        #"{ "result" : { "devices" : [ { "hardwareProperties" : { "productType" : 15 } } ] } }"#,
        #"{ "result" : { "devices" : [ { "deviceProperties" : { "osBuildUpdate" : ["21E219"] } } ] } }"#,
    ])
    func unreadableJSONGivesNil(text: String) {
        #expect(DeviceCtlOutput.devices(from: Data(text.utf8)) == nil)
    }

    @Test func theDevicesKeepTheirFoldersInThePlan() throws {
        let data = Self.document([Self.iPhone, Self.watch, Self.appleTVWithoutBuild])
        let devices = try #require(DeviceCtlOutput.devices(from: data))
        let tree = try SupportTree()
        try tree.version("iPhone15,2 17.4 (21E219)")
        try tree.version("iPhone15,2 17.5 (21F79)")
        try tree.version("Watch6,6 10.5 (21T576)", platform: "watchOS")
        try tree.version("Watch6,6 10.6 (21U580)", platform: "watchOS")
        try tree.version("AppleTV14,1 17.3 (21K646)", platform: "tvOS")
        try tree.version("AppleTV14,1 17.4 (21L227)", platform: "tvOS")
        let plan = try CleanupPlan.make(roots: [tree.root.path], explicitRoots: true, policy: CleanupPolicy(pairedDevices: devices))
        let actions = Dictionary(uniqueKeysWithValues: plan.items.map { ("\($0.platform?.rawValue ?? "")/\($0.name)", $0.action) })
        #expect(actions["iOS/iPhone15,2 17.4 (21E219)"] == .keep, "the iPhone runs 21E219")
        #expect(actions["watchOS/Watch6,6 10.5 (21T576)"] == .keep, "the watch runs 21T576")
        #expect(actions["tvOS/AppleTV14,1 17.3 (21K646)"] == .remove, "the Apple TV's build is unknown")
    }
}
