/// Where a reporter writes its text: UTF-8 bytes gathered in a buffer that is handed on, a chunk at a
/// time, to a sink (standard output), or kept whole when there is none (`Reporter.render`).
///
/// A report of a million findings is hundreds of megabytes of text. Built whole as one `String` and
/// written at the end, it was held twice at its peak (the text and its bytes) on top of the findings;
/// written as it is made, it costs one chunk (issue 31).
public struct ReportOutput: TextOutputStream {
    public private(set) var bytes: [UInt8] = []
    private let chunk: Int
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

    /// Keeps everything written, for `text`.
    public init() {
        chunk = .max
        sink = nil
    }

    /// Hands the bytes to `sink` whenever `chunk` of them are gathered, and on `flush()`.
    public init(chunk: Int = 1 << 16, sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.chunk = chunk
        self.sink = sink
        bytes.reserveCapacity(chunk + 4096)
    }

    /// Everything written, for an output that keeps it.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { append(contentsOf: $0) }
    }

    public mutating func write(_ string: Substring) {
        var string = string
        string.withUTF8 { append(contentsOf: $0) }
    }

    public mutating func append(_ byte: UInt8) {
        bytes.append(byte)
        if bytes.count >= chunk { flush() }
    }

    public mutating func append(contentsOf buffer: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: buffer)
        if bytes.count >= chunk { flush() }
    }

    public mutating func append(contentsOf sequence: some Sequence<UInt8>) {
        bytes.append(contentsOf: sequence)
        if bytes.count >= chunk { flush() }
    }

    /// Hands what is gathered to the sink (nothing without one).
    public mutating func flush() {
        guard let sink, !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer(sink)
        bytes.removeAll(keepingCapacity: true)
    }
}
