import Dispatch

/// Lets go of a run's large values on another core (see `LargeTableRelease`): freeing tens of thousands
/// of lookups, paths and dictionary entries is work the run's answer does not wait for.
enum LargeValueRelease {
    /// Takes `value` over; the caller keeps no reference to it.
    static func release<Value>(_ value: consuming Value) {
        let owned = Box(value: value)
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(owned) {} }
    }

    /// Holds the value for the closure (which must be `Sendable`; the value is no one else's any more).
    private final class Box<Held>: @unchecked Sendable {
        let value: Held
        init(value: consuming Held) { self.value = value }
    }
}
