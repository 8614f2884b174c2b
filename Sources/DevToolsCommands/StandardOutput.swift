import DevToolsCore
import Foundation

#if canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#else
    import Glibc
    private let systemWrite = Glibc.write
#endif

/// Writes to stdout unbuffered by `print`, from the text's own bytes: a report of a million findings is
/// hundreds of megabytes, and a copy of it as `Data` first would double the peak memory.
enum StandardOutput {
    static func write(_ text: String) {
        var text = text
        text.withUTF8(write(bytes:))
    }

    static func write(bytes: UnsafeBufferPointer<UInt8>) {
        var written = 0
        while written < bytes.count {
            let count = systemWrite(1, bytes.baseAddress! + written, bytes.count - written)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }  // a closed pipe or a full disk: nothing more can be written
            written += count
        }
    }

    /// A report's output that goes to stdout a chunk at a time, as the reporter writes it.
    static func reportOutput() -> ReportOutput {
        ReportOutput(sink: write(bytes:))
    }
}
