import DevToolsTestSupport
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs an executable with some of its standard streams on a pseudo-terminal of a given width, the
/// way a person at a terminal runs it: `isatty` is true there, and the window size is what
/// `TIOCGWINSZ` reports. What the terminal showed comes back with `\r` removed.
enum TerminalRunner {
    enum Stream: Hashable { case stdin, stdout, stderr }

    struct Result {
        let status: Int32
        /// Streams not on the terminal (empty for those that were).
        let stdout: String
        let stderr: String
        /// Everything written to the terminal, including the echo of the typed input.
        let terminal: String
    }

    static func run(
        _ executable: String, _ arguments: [String], in directory: URL,
        onTerminal: Set<Stream>, columns: UInt16 = 80, input: String = "",
        environment: [String: String] = [:], unset: [String] = ["COLUMNS"]
    ) throws -> Result {
        let (master, name) = try openPair()
        defer { close(master) }
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw POSIXError(.ENOTTY) }
        var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)

        let process = Process()
        process.executableURL = ExecutableRunner.productsDirectory.appendingPathComponent(executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for key in unset { env[key] = nil }
        for (key, value) in environment { env[key] = value }
        process.environment = env
        // A pipe only for a stream off the terminal: an unused pipe's write end would stay open here,
        // and reading it to the end would never finish.
        let out = onTerminal.contains(.stdout) ? nil : Pipe(), err = onTerminal.contains(.stderr) ? nil : Pipe()
        process.standardInput = onTerminal.contains(.stdin) ? terminal : FileHandle.nullDevice
        process.standardOutput = out ?? terminal
        process.standardError = err ?? terminal
        if !input.isEmpty { _ = input.withCString { write(master, $0, strlen($0)) } }
        try process.run()
        close(slave)

        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data(), shown = Data()
        DispatchQueue.global().async(group: group) { outData = out?.fileHandleForReading.readDataToEndOfFile() ?? Data() }
        DispatchQueue.global().async(group: group) { errData = err?.fileHandleForReading.readDataToEndOfFile() ?? Data() }
        DispatchQueue.global().async(group: group) { shown = drain(master) }
        process.waitUntilExit()
        group.wait()
        func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r", with: "") }
        return Result(status: process.terminationStatus, stdout: text(outData), stderr: text(errData), terminal: text(shown))
    }

    /// A new pseudo-terminal: the controlling side's descriptor and the path of the program's side.
    private static func openPair() throws -> (Int32, String) {
        #if os(Linux)
            // posix_openpt & co. are hidden behind _XOPEN_SOURCE in Glibc's Swift module: the same through
            // /dev/ptmx and its ioctls (TIOCSPTLCK, TIOCGPTN; equal on x86_64 and arm64).
            let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            var unlock: Int32 = 0, number: UInt32 = 0
            guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0 else {
                throw POSIXError(.ENOTTY)
            }
            return (master, "/dev/pts/\(number)")
        #else
            let master = posix_openpt(O_RDWR | O_NOCTTY)
            guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
                throw POSIXError(.ENOTTY)
            }
            return (master, String(cString: name))
        #endif
    }

    /// Reads the terminal's side until every copy of the other side is closed (then `read` fails).
    private static func drain(_ master: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }
}
