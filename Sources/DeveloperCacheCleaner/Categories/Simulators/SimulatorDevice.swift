/// A simulator device's `device.plist` (`Devices/<UDID>/device.plist`): its UDID, name, runtime and
/// device type identifiers, and its state.
struct SimulatorDevice: Sendable, Equatable {
    /// CoreSimulator's device states, as `device.plist` stores them.
    enum State: Int, Sendable {
        case creating = 0
        case shutdown = 1
        case booting = 2
        case booted = 3
        case shuttingDown = 4

        var spoken: String {
            switch self {
            case .creating: "being created"
            case .shutdown: "shut down"
            case .booting: "booting"
            case .booted: "booted"
            case .shuttingDown: "shutting down"
            }
        }
    }

    let udid: String
    let name: String
    /// `com.apple.CoreSimulator.SimRuntime.iOS-17-4`.
    let runtime: String
    let deviceType: String
    /// `nil`: a state this version does not know; the device is never touched.
    let state: State?

    /// Reads `<folder>/device.plist`; the failure says what is wrong with it.
    static func read(folder: String) -> Result<SimulatorDevice, PropertyListFile.Failure> {
        PropertyListFile.dictionary(at: folder + "/device.plist").flatMap { plist in
            guard let udid = plist["UDID"] as? String, let runtime = plist["runtime"] as? String else {
                return .failure(.notADictionary)
            }
            let state = (plist["state"] as? Int).flatMap(State.init(rawValue:))
            return .success(
                SimulatorDevice(
                    udid: udid, name: plist["name"] as? String ?? udid, runtime: runtime,
                    deviceType: plist["deviceType"] as? String ?? "", state: state))
        }
    }

    /// `iOS 17.4` for `com.apple.CoreSimulator.SimRuntime.iOS-17-4`.
    static func spokenRuntime(_ identifier: String) -> String {
        let last = identifier.split(separator: ".").last.map(String.init) ?? identifier
        let parts = last.split(separator: "-")
        guard parts.count >= 2 else { return identifier }
        return parts[0] + " " + parts.dropFirst().joined(separator: ".")
    }

    /// A decision made before any policy: why a device is never touched.
    struct Untouched: Error {
        let action: CleanupItem.Action
        let reason: String
    }

    /// The device, when it can be decided on at all: its folder is no link, its `device.plist` reads,
    /// names this folder's UDID and a known state, and it is shut down. Otherwise why it is left alone:
    /// skipped when not understood, kept when booted, booting, being created or shutting down.
    static func shutDown(_ item: CleanupItem, _ read: Result<SimulatorDevice, PropertyListFile.Failure>?) -> Result<
        SimulatorDevice, Untouched
    > {
        if item.isSymlink {
            return .failure(Untouched(action: CategoryDecisions.linkLeftAlone.0, reason: CategoryDecisions.linkLeftAlone.1))
        }
        switch read {
        case nil: return .failure(Untouched(action: .skip, reason: "not a simulator device folder; never touched"))
        case .failure(let failure)?: return .failure(Untouched(action: .skip, reason: "device.plist \(failure); never touched"))
        case .success(let device)?:
            guard device.udid == item.name else {
                return .failure(Untouched(action: .skip, reason: "device.plist names another device (\(device.udid)); never touched"))
            }
            guard let state = device.state else {
                return .failure(Untouched(action: .skip, reason: "device state not understood; never touched"))
            }
            guard state == .shutdown else { return .failure(Untouched(action: .keep, reason: "\(state.spoken); never touched")) }
            return .success(device)
        }
    }
}
