/// Why the devices paired with this Mac could not be listed (said once; the run goes on without them).
public struct PairedDeviceError: Error, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
