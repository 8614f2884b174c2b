/// `previews` and `test-devices`: the simulator sets Xcode keeps for SwiftUI Previews
/// (`~/Library/Developer/Xcode/UserData/Previews/Simulator Devices`) and for running tests
/// (`~/Library/Developer/XCTestDevices`), both regenerable.
struct SimulatorSetCategory: CleanupCategory {
    let id: CleanupCategoryID
    let relativePath: String
    let owner: String

    static let previews = SimulatorSetCategory(
        id: .previews, relativePath: "Library/Developer/Xcode/UserData/Previews/Simulator Devices",
        owner: "Xcode Previews")
    static let testDevices = SimulatorSetCategory(
        id: .testDevices, relativePath: "Library/Developer/XCTestDevices", owner: "the test runner")

    var locations: String { "~/" + relativePath + "/<UDID>" }
    var policySummary: String {
        "regenerable: remove shut-down devices (by UDID, through simctl --set on macOS) unless used within --older-than"
    }

    func scan(_ context: CleanupContext) throws -> CategoryScan {
        var scan = CategoryScan()
        let path = context.underHome(relativePath)
        // `simctl --set PATH` names a set by its folder.
        let set = SimulatorDeviceSet(path: path, category: id, simctlSet: path)
        let decider = SimulatorSetPolicy(policy: context.policy, owner: owner)
        try set.scan(into: &scan, context, decide: decider.decide)
        return scan
    }
}
