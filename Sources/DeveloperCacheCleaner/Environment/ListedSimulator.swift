/// What `simctl list devices` says of one device right now: CoreSimulatorService's own state, which a
/// device's `device.plist` may not have caught up with, and whether its runtime is usable.
public struct ListedSimulator: Sendable, Equatable {
    /// `Shutdown`, `Booted`, `Booting`, `Shutting Down`, `Creating`.
    public let state: String
    public let isAvailable: Bool

    public init(state: String, isAvailable: Bool) {
        self.state = state
        self.isAvailable = isAvailable
    }

    public var isShutDown: Bool { state == "Shutdown" }
}
