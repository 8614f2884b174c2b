import Foundation

/// Runs the built executables as a user would, and captures what they print.
public enum ExecutableRunner {
    public struct Result: Equatable {
        public let status: Int32
        public let stdout: String
        public let stderr: String
    }

    /// The folder holding the built products: the one the test bundle itself was built into.
    public static let productsDirectory: URL = {
        var candidate = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        while candidate.path != "/" {
            if FileManager.default.isExecutableFile(atPath: candidate.appendingPathComponent("devtools").path) {
                return candidate
            }
            candidate = candidate.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
    }()

    /// util-linux's `setpriv`, to run a command as another user.
    public static let setpriv = "/usr/bin/setpriv"

    /// Whether a command can run as a user other than root here (it can when we are not root).
    public static var canRunWithoutRoot: Bool { getuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv) }

    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static func run(
        _ executable: String,
        _ arguments: [String],
        in directory: URL = packageRoot,
        environment: [String: String] = [:],
        stdin: FileHandle? = nil,
        withoutRoot: Bool = false
    ) throws -> Result {
        let process = Process()
        // A built product by name, or any executable by its absolute path.
        let executableURL =
            executable.hasPrefix("/") ? URL(fileURLWithPath: executable) : productsDirectory.appendingPathComponent(executable)
        process.executableURL = executableURL
        process.arguments = arguments
        if withoutRoot && getuid() == 0 {
            // As `nobody`: root reads files whatever their mode, so permission errors need another user.
            process.executableURL = URL(fileURLWithPath: setpriv)
            process.arguments =
                ["--reuid=65534", "--regid=65534", "--clear-groups", executableURL.path]
                + arguments
        }
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin ?? FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting, so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self)
        )
    }
}
