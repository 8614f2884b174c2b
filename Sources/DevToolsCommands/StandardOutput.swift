import Foundation

/// Writes to stdout in one call, unbuffered by `print`, so large reports stream out quickly.
enum StandardOutput {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
