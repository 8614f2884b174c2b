import Foundation

/// Whether Xcode or xcodebuild is running: deleting DeviceSupport folders under a running Xcode can
/// break a debugging session or a symbol copy in progress.
public protocol XcodeActivity: Sendable {
    /// The names of the running Xcode processes (empty when none).
    func runningXcodeProcesses() -> [String]
}

/// Never reports Xcode running: the answer on systems without Xcode, and in tests.
public struct NoXcodeActivity: XcodeActivity {
    public init() {}
    public func runningXcodeProcesses() -> [String] { [] }
}

#if os(macOS)
/// Asks `pgrep` for Xcode and xcodebuild.
public struct PgrepXcodeActivity: XcodeActivity {
    public init() {}

    public func runningXcodeProcesses() -> [String] {
        ["Xcode", "xcodebuild"].filter { name in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
            process.arguments = ["-x", name]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return false }
            process.waitUntilExit()
            return process.terminationStatus == 0
        }
    }
}
#endif
