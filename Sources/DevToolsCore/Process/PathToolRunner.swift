import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs tools found on `PATH` as a shell would: the first executable file of that name in the folders of
/// `PATH`, in order. Standard input is empty; stdout and stderr are read while the tool runs (so a large
/// answer cannot block it); a tool still running at the timeout is terminated, then killed.
public struct PathToolRunner: ToolRunning {
    /// The folders searched, in order.
    public let searchPath: [String]

    /// `PATH` from `environment` (the process's own by default).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        searchPath = (environment["PATH"] ?? "/usr/bin:/bin:/usr/sbin:/sbin").split(separator: ":").map(String.init)
    }

    /// The tool's path, or `nil` when no folder of `PATH` holds an executable file of that name.
    public func locate(_ tool: String) -> String? {
        guard !tool.isEmpty, !tool.contains("/") else { return nil }
        for folder in searchPath where folder.hasPrefix("/") {
            let path = folder + "/" + tool
            var info = stat()
            if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, access(path, X_OK) == 0 { return path }
        }
        return nil
    }

    /// How many times a tool that could not be started is tried: an executable another process still
    /// holds open for writing cannot be run (`ETXTBSY`, "text file busy") until that process lets it go,
    /// as when a package manager replaces it, or when a thread forks while another writes a script.
    /// The waits double from 10 ms (about 0.6 s in all): a busy machine may take that long to let go.
    static let startAttempts = 7

    public func run(_ tool: String, _ arguments: [String], timeout: TimeInterval) -> Result<ToolOutput, ToolFailure> {
        guard let path = locate(tool) else { return .failure(.notFound(tool: tool)) }
        var attempt = 1
        while true {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
            process.standardInput = FileHandle.nullDevice
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            let ended = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in ended.signal() }
            do {
                try process.run()
            } catch {
                guard attempt < Self.startAttempts else {
                    return .failure(.couldNotStart(tool: tool, reason: error.localizedDescription))
                }
                usleep(10_000 << UInt32(attempt - 1))
                attempt += 1
                continue
            }
            return finish(process, tool: tool, out: out, err: err, ended: ended, timeout: timeout)
        }
    }

    /// Reads a started tool's output and waits for it, up to `timeout`.
    private func finish(_ process: Process, tool: String, out: Pipe, err: Pipe, ended: DispatchSemaphore, timeout: TimeInterval)
        -> Result<ToolOutput, ToolFailure>
    {
        let stdout = PipeDrain(out)
        let stderr = PipeDrain(err)
        guard ended.wait(timeout: .now() + timeout) == .success else {
            process.terminate()
            if ended.wait(timeout: .now() + 2) != .success {
                kill(process.processIdentifier, SIGKILL)
                ended.wait()
            }
            return .failure(.timedOut(tool: tool, seconds: timeout))
        }
        // A child the tool left running may hold the pipes open: its output is not waited for.
        let output = ToolOutput(status: process.terminationStatus, stdout: stdout.data(within: 2), stderr: stderr.data(within: 2))
        if process.terminationReason == .uncaughtSignal { return .failure(.killed(tool: tool, signal: output.status)) }
        return .success(output)
    }
}

/// Reads one pipe to its end on a thread of its own.
private final class PipeDrain: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var collected = Data()

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        DispatchQueue.global().async {
            let data = handle.readDataToEndOfFile()
            self.lock.lock()
            self.collected = data
            self.lock.unlock()
            self.done.signal()
        }
    }

    /// What was read, once the pipe ended or `seconds` passed (then what is known: nothing).
    func data(within seconds: TimeInterval) -> Data {
        _ = done.wait(timeout: .now() + seconds)
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}
