import Foundation

#if os(macOS)
    /// Asks `xcrun devicectl` which devices this Mac knows.
    public struct DeviceCtlPairedDevices: Sendable {
        public init() {}

        public func pairedDevices() -> Result<[PairedDevice], PairedDeviceError> {
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("devtools-devicectl-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: output) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
            process.arguments = ["devicectl", "list", "devices", "--json-output", output.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                return .failure(PairedDeviceError("xcrun devicectl is not available (\(error.localizedDescription))"))
            }
            process.waitUntilExit()
            guard process.terminationStatus == 0, let data = FileManager.default.contents(atPath: output.path) else {
                return .failure(PairedDeviceError("xcrun devicectl list devices failed (exit \(process.terminationStatus))"))
            }
            guard let devices = DeviceCtlOutput.devices(from: data) else {
                return .failure(PairedDeviceError("xcrun devicectl wrote JSON this version does not understand"))
            }
            return .success(devices)
        }
    }
#endif
