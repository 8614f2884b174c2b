import Foundation
import Testing

/// Files that cannot be read, or are gone by the time they are read: a one-line error naming the file
/// (exit 2), or nothing to lint, never a crash or a hang.
@Suite("Unreadable and vanished files")
struct UnreadableAndVanishedFileTests {
    /// A folder anyone may enter, holding one good file and one that only root could read.
    func folderWithLockedFile(_ name: String, _ text: String, good: String, _ goodText: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("devtools-locked-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        #expect(chmod(url.path, 0o755) == 0)
        try Data(goodText.utf8).write(to: url.appendingPathComponent(good))
        let locked = url.appendingPathComponent(name)
        try Data(text.utf8).write(to: locked)
        #expect(chmod(locked.path, 0) == 0)
        return url
    }

    @Test(
        "a file without read permission is exit 2 with the file and the system's reason",
        .enabled(if: ExecutableRunner.canRunWithoutRoot, "needs a user other than root (setpriv) to make a file unreadable"),
        arguments: [
            ("lint-strings", "locked.strings", "\"a\" = \"b\";\n", "ok.strings"),
            ("lint-components", "Locked.m", "@implementation Locked\n@end\n", "Ok.m"),
        ]
    )
    func unreadableFile(command: String, name: String, text: String, good: String) throws {
        let dir = try folderWithLockedFile(name, text, good: good, text)
        defer { try? FileManager.default.removeItem(at: dir) }
        for cache in [["--no-cache"], ["--cache-path", dir.appendingPathComponent(".cache").path]] {
            let result = try ExecutableRunner.run("devtools", [command, "."] + cache, in: dir, withoutRoot: true)
            #expect(result.status == 2, "\(cache)")
            #expect(result.stdout == "")
            #expect(result.stderr == "error: \(name): cannot be read (Permission denied)\n", "\(cache)")
        }
    }
}
