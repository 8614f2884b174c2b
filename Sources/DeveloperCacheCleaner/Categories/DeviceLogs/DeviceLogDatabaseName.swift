/// A device-log database's name in `<Platform> Device Logs`: `iOS Device Logs 17.4.db`, and SQLite's
/// `-wal` and `-shm` files beside it, which go with their database.
enum DeviceLogDatabaseName {
    /// The OS version, for a name in the folder `folder` (`iOS Device Logs`).
    static func version(of name: String, in folder: String) -> OSVersion? {
        guard name.hasPrefix(folder + " ") else { return nil }
        var rest = name.dropFirst(folder.count + 1)
        for suffix in [".db-wal", ".db-shm", ".db"] where rest.hasSuffix(suffix) {
            rest = rest.dropLast(suffix.count)
            return OSVersion(rest)
        }
        return nil
    }
}
