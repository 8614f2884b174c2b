import Foundation

/// Where the devices paired with this Mac come from. On macOS: `xcrun devicectl list devices
/// --json-output FILE`; elsewhere there are none. Tests inject their own.
public protocol PairedDeviceSource: Sendable {
    /// The paired devices, or a one-line reason why they could not be listed.
    func pairedDevices() -> Result<[PairedDevice], PairedDeviceError>
}

public struct PairedDeviceError: Error, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// No paired devices: the answer on Linux, where there is no devicectl.
public struct NoPairedDevices: PairedDeviceSource {
    public init() {}
    public func pairedDevices() -> Result<[PairedDevice], PairedDeviceError> { .success([]) }
}

/// Fixed devices, for tests and scripts.
public struct FixedPairedDevices: PairedDeviceSource {
    public let devices: [PairedDevice]
    public init(_ devices: [PairedDevice]) { self.devices = devices }
    public func pairedDevices() -> Result<[PairedDevice], PairedDeviceError> { .success(devices) }
}
