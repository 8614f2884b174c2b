/// The failures met while removing one planned folder, kept together so that a report can say which
/// folder is left and list its stubborn entries beneath it, instead of one flat list of deep paths.
public struct FolderFailures: Sendable, Equatable {
    public let item: CleanupItem
    public let failures: [RemovalFailure]
}
