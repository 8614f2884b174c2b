import Foundation

#if os(macOS)
    /// What only a Mac can tell the categories: the simulator runtimes installed (`simctl`), this
    /// Mac's OS build (`sysctl kern.osversion`), and Xcode's custom DerivedData location.
    public enum MacEnvironment {
        /// `nil` when simctl cannot be run or answers something else: then no device is removed for
        /// its runtime.
        public static func installedRuntimes() -> Set<String>? {
            guard let (data, status) = output(of: "/usr/bin/xcrun", ["simctl", "list", "runtimes", "-j"]), status == 0 else { return nil }
            return SimctlRuntimeList.installed(from: data)
        }

        /// What a tool writes on stdout, and its exit status; `nil` when it cannot be run.
        private static func output(of tool: String, _ arguments: [String]) -> (Data, Int32)? {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return nil }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (data, process.terminationStatus)
        }

        public static func hostBuild() -> String? {
            var size = 0
            guard sysctlbyname("kern.osversion", nil, &size, nil, 0) == 0, size > 0 else { return nil }
            var bytes = [CChar](repeating: 0, count: size)
            guard sysctlbyname("kern.osversion", &bytes, &size, nil, 0) == 0 else { return nil }
            return String(cString: bytes)
        }

        /// The files Xcode and xcodebuild hold open (`lsof`), or `nil` when neither runs or lsof fails.
        public static func openFiles() -> Set<String>? {
            let arguments = ["-w", "-F", "n", "-c", "Xcode", "-c", "xcodebuild", "-c", "XCBBuildService", "-c", "SWBBuildService"]
            guard let (data, _) = output(of: "/usr/sbin/lsof", arguments) else { return nil }
            let paths = OpenFileList.paths(from: String(decoding: data, as: UTF8.self))
            return paths.isEmpty ? nil : paths
        }

        /// `defaults read com.apple.dt.Xcode IDECustomDerivedDataLocation`, when it is an absolute
        /// path (a project-relative location cannot be found without the project).
        public static func customDerivedDataLocation() -> String? {
            guard let value = UserDefaults(suiteName: "com.apple.dt.Xcode")?.string(forKey: "IDECustomDerivedDataLocation"),
                value.hasPrefix("/")
            else { return nil }
            return value
        }
    }
#endif
