/// A simulator runtime's shared-library cache, `Caches/dyld/<host build>/<runtime id>.<runtime build>`:
/// built for one macOS build and one runtime, rebuilt when a simulator of that runtime next boots.
struct DyldCacheName: Sendable, Equatable {
    /// `com.apple.CoreSimulator.SimRuntime.iOS-17-4`.
    let runtime: String
    let runtimeBuild: OSBuild

    /// `com.apple.CoreSimulator.SimRuntime.iOS-17-4.21E213`.
    init?(_ name: String) {
        guard let dot = name.lastIndex(of: "."), let build = OSBuild(name[name.index(after: dot)...]) else { return nil }
        let runtime = String(name[..<dot])
        guard runtime.hasPrefix("com.apple.CoreSimulator.SimRuntime.") else { return nil }
        self.runtime = runtime
        self.runtimeBuild = build
    }
}
