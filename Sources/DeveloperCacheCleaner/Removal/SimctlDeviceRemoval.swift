import Foundation

#if os(macOS)
    /// Deletes one simulator device through `xcrun simctl [--set SET] delete UDID`, so that
    /// CoreSimulatorService, which owns the device folders while it runs, forgets the device too.
    enum SimctlDeviceRemoval {
        /// The failure, or `nil` when deleted.
        static func delete(udid: String, deviceSet: String?, path: String) -> RemovalFailure? {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xcrun")
            process.arguments = ["simctl"] + (deviceSet.map { ["--set", $0] } ?? []) + ["delete", udid]
            let errors = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = errors
            do {
                try process.run()
            } catch {
                return RemovalFailure(path: path, error: "could not run xcrun simctl (\(error.localizedDescription))")
            }
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                let line = message.split(separator: "\n").first.map(String.init) ?? "exit status \(process.terminationStatus)"
                return RemovalFailure(path: path, error: "xcrun simctl delete \(udid) failed: \(line)")
            }
            return nil
        }
    }
#endif
