import Foundation

/// Two independent pieces of work at once: one on the calling thread, the other on another core.
/// For steps that each read the same finished input (a run's facts) and would otherwise wait for
/// one another, with a core idle.
public enum SideBySide {
    /// `here` on this thread while `beside` runs on another; both results once both are done.
    public static func run<Here, Beside: Sendable>(_ here: () throws -> Here, beside: @escaping @Sendable () -> Beside) rethrows -> (
        Here, Beside
    ) {
        let result = BesideResult<Beside>()
        let group = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: group) { result.value = beside() }
        defer { group.wait() }  // also when `here` throws: `beside` may read what the caller lends it
        let mine = try here()
        group.wait()
        return (mine, result.value!)
    }
}

/// Written by the other thread before the group is left, read after the wait.
private final class BesideResult<Value>: @unchecked Sendable {
    var value: Value?
}
