/// Reads what `BinaryWriter` wrote. A truncated or corrupt record throws `BinaryReader.Corrupt` (never
/// traps), and the caller treats the record as absent.
public struct BinaryReader {
    public struct Corrupt: Error {
        public init() {}
    }

    private let bytes: UnsafeRawBufferPointer
    public private(set) var offset: Int

    /// `bytes` must outlive the reader.
    public init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    public var isAtEnd: Bool { offset >= bytes.count }

    public mutating func int() throws -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < bytes.count, shift < 64 else { throw Corrupt() }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
    }

    public mutating func bool() throws -> Bool {
        guard offset < bytes.count else { throw Corrupt() }
        defer { offset += 1 }
        return bytes[offset] != 0
    }

    public mutating func string() throws -> String {
        let count = try int()
        guard count >= 0, count <= bytes.count - offset else { throw Corrupt() }
        defer { offset += count }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]), as: UTF8.self)
    }

    public mutating func optionalString() throws -> String? {
        try bool() ? try string() : nil
    }

    public mutating func optionalInt() throws -> Int? {
        try bool() ? try int() : nil
    }

    /// A count, then that many elements.
    public mutating func array<Element>(_ each: (inout BinaryReader) throws -> Element) throws -> [Element] {
        let count = try int()
        guard count >= 0, count <= bytes.count - offset else { throw Corrupt() }  // each element takes a byte at least
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try each(&self)) }
        return elements
    }

    /// Raw bytes of a given length (a nested record).
    public mutating func slice(_ count: Int) throws -> UnsafeRawBufferPointer {
        guard count >= 0, count <= bytes.count - offset else { throw Corrupt() }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    }
}
