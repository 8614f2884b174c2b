import Foundation

#if os(macOS)
    /// Whether Xcode or xcodebuild is running, asked of `pgrep`: deleting DeviceSupport folders under a
    /// running Xcode can break a debugging session or a symbol copy in progress.
    public struct PgrepXcodeActivity: Sendable {
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
