import Foundation

/// Reads `xcrun simctl list -j devices`: `{"devices": {"<runtime id>": [{"udid": "…", "state": "Shutdown",
/// "isAvailable": true, …}]}}`, the devices of the default set grouped by runtime.
public enum SimctlDeviceList {
    struct Document: Decodable {
        struct Device: Decodable {
            let udid: String
            let state: String
            let isAvailable: Bool?
        }
        let devices: [String: [Device]]
    }

    /// Each listed device by UDID, or `nil` when the data is not such a document.
    public static func devices(from data: Data) -> [String: ListedSimulator]? {
        guard let document = try? JSONDecoder().decode(Document.self, from: data) else { return nil }
        var devices: [String: ListedSimulator] = [:]
        for device in document.devices.values.joined() {
            devices[device.udid] = ListedSimulator(state: device.state, isAvailable: device.isAvailable ?? false)
        }
        return devices
    }
}
