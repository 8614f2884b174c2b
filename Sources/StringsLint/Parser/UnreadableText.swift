/// Why a file's bytes are not text Apple's parser would read the way the author meant.
struct UnreadableText: Error {
    /// UTF-8 bytes before the problem, to place the diagnostic.
    var validPrefix: [UInt8]
    var message: String
}
