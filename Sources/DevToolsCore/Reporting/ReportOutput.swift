#if canImport(Darwin)
    import Darwin
#else
    import Glibc
#endif

/// Where a reporter writes its text: UTF-8 bytes gathered in a buffer that is handed on, a chunk at a
/// time, to a sink (standard output), or kept whole when there is none (`Reporter.render`).
///
/// A report of a million findings is hundreds of megabytes of text. Built whole as one `String` and
/// written at the end, it was held twice at its peak (the text and its bytes) on top of the findings;
/// written as it is made, it costs one chunk (issue 31). The buffer is raw memory, not an array: a
/// report appends a few bytes at a time, billions of times, and an array checked its uniqueness and
/// capacity on each append. Pass it `inout`: a copy is not a second output (both would write into the
/// same memory).
public struct ReportOutput: TextOutputStream {
    /// Owns the buffer's memory and frees it with the last copy of the output. The pointer, count and
    /// capacity themselves live in the struct: a class's stored properties are checked for exclusive
    /// access at run time on every append.
    private final class Allocation {
        var pointer: UnsafeMutablePointer<UInt8>

        init(capacity: Int) { pointer = .allocate(capacity: capacity) }

        deinit { pointer.deallocate() }
    }

    private var allocation: Allocation
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private let chunk: Int
    private let sink: ((UnsafeBufferPointer<UInt8>) -> Void)?

    /// Keeps everything written, for `text`.
    public init() {
        self.init(capacity: 4096, chunk: .max, sink: nil)
    }

    /// Hands the bytes to `sink` whenever `chunk` of them are gathered, and on `flush()`.
    public init(chunk: Int = 1 << 16, sink: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
        self.init(capacity: chunk + 4096, chunk: chunk, sink: sink)
    }

    private init(capacity: Int, chunk: Int, sink: ((UnsafeBufferPointer<UInt8>) -> Void)?) {
        allocation = Allocation(capacity: capacity)
        start = allocation.pointer
        self.capacity = capacity
        self.chunk = chunk
        self.sink = sink
    }

    /// What is gathered and not yet handed on (everything written, for an output without a sink).
    public var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

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
        if count == capacity { grow(by: 1) }
        start[count] = byte
        count += 1
        if count >= chunk { flush() }
    }

    public mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(by: bytes.count) }
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
        if count >= chunk { flush() }
    }

    public mutating func append(contentsOf sequence: some Sequence<UInt8>) {
        for byte in sequence { append(byte) }
    }

    /// Hands what is gathered to the sink (nothing without one).
    public mutating func flush() {
        guard let sink, count > 0 else { return }
        sink(bytes)
        count = 0
    }

    private mutating func grow(by needed: Int) {
        let grown = max(capacity * 2, count + needed)
        let moved = Allocation(capacity: grown)
        moved.pointer.update(from: start, count: count)
        allocation = moved
        start = moved.pointer
        capacity = grown
    }
}
