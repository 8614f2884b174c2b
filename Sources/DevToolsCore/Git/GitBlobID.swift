/// The id git gives a file's content: SHA-1 of `blob <size>\0` and the bytes.
///
/// A run that takes its file list from the index (`GitIndex`) records a file's facts under the id of
/// the bytes it read, so a record can only be found again for the same content: a file whose work-tree
/// content differs from the index (an edit the hook did not export) is linted as read, but its facts are
/// not filed under the index's id.
public enum GitBlobID {
    public static func of(_ content: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var hash = SHA1()
        hash.update(Array("blob \(content.count)".utf8) + [0])
        hash.update(content)
        return hash.finish()
    }
}
