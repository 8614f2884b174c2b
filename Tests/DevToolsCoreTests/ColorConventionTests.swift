import DevToolsCore
import Foundation
import Testing

/// `--color auto` on a real terminal (a pseudo-terminal): colour unless `NO_COLOR` is non-empty or
/// `TERM=dumb`.
@Suite("Colour follows the conventions")
struct ColorConventionTests {
    @Test("NO_COLOR set and non-empty disables colour, TERM=dumb disables it, an empty NO_COLOR does not")
    func conventionsOnATerminal() throws {
        let (master, terminal) = try #require(Self.pseudoTerminal())
        defer { close(master); close(terminal) }
        #expect(Terminal.shouldUseColor(fileDescriptor: terminal, environment: ["TERM": "xterm"]))
        #expect(Terminal.shouldUseColor(fileDescriptor: terminal, environment: ["NO_COLOR": ""]))
        #expect(!Terminal.shouldUseColor(fileDescriptor: terminal, environment: ["NO_COLOR": "1"]))
        #expect(!Terminal.shouldUseColor(fileDescriptor: terminal, environment: ["TERM": "dumb"]))
        #expect(!Terminal.shouldUseColor(.never, fileDescriptor: terminal, environment: [:]))
        #expect(Terminal.shouldUseColor(.always, fileDescriptor: -1, environment: ["NO_COLOR": "1"]))
    }

    /// A pseudo-terminal's two ends, opened without libc's `posix_openpt` (not visible to Swift on glibc).
    static func pseudoTerminal() -> (Int32, Int32)? {
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        #if os(Linux)
            var unlock: Int32 = 0
            var number: UInt32 = 0
            guard ioctl(master, UInt(0x4004_5431), &unlock) == 0,  // TIOCSPTLCK
                ioctl(master, UInt(0x8004_5430), &number) == 0  // TIOCGPTN
            else { close(master); return nil }
            let name = "/dev/pts/\(number)"
        #else
            guard grantpt(master) == 0, unlockpt(master) == 0, let pointer = ptsname(master) else { close(master); return nil }
            let name = String(cString: pointer)
        #endif
        let terminal = open(name, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { close(master); return nil }
        return (master, terminal)
    }
}
