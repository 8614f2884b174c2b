/// Reads what `BinaryWriter` wrote. A truncated or corrupt record throws `BinaryReader.Corrupt` (never
/// traps), and the caller treats the record as absent.
///
/// Inlinable, so the generic `array` is specialized where the facts are decoded (tens of thousands of
/// records on a hook run): unspecialized, generic metadata lookups cost more than the reading.
public struct BinaryReader {
    public struct Corrupt: Error {
        @inlinable
        public init() {}
    }

    @usableFromInline let bytes: UnsafeRawBufferPointer
    @usableFromInline var position: Int

    /// How far the reader has read.
    @inlinable
    public var offset: Int { position }

    /// `bytes` must outlive the reader.
    @inlinable
    public init(_ bytes: UnsafeRawBufferPointer, offset: Int = 0) {
        self.bytes = bytes
        self.position = offset
    }

    @inlinable
    public var isAtEnd: Bool { position >= bytes.count }

    @inlinable
    public mutating func int() throws -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw Corrupt() }
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
    }

    @inlinable
    public mutating func bool() throws -> Bool {
        guard position < bytes.count else { throw Corrupt() }
        defer { position += 1 }
        return bytes[position] != 0
    }

    @inlinable
    public mutating func string() throws -> String {
        let count = try int()
        guard count >= 0, count <= bytes.count - position else { throw Corrupt() }
        defer { position += count }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[position..<position + count]), as: UTF8.self)
    }

    @inlinable
    public mutating func optionalString() throws -> String? {
        try bool() ? try string() : nil
    }

    @inlinable
    public mutating func optionalInt() throws -> Int? {
        try bool() ? try int() : nil
    }

    /// A count, then that many elements.
    @inlinable
    public mutating func array<Element>(_ each: (inout BinaryReader) throws -> Element) throws -> [Element] {
        let count = try int()
        guard count >= 0, count <= bytes.count - position else { throw Corrupt() }  // each element takes a byte at least
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try each(&self)) }
        return elements
    }

    /// Raw bytes of a given length (a nested record).
    @inlinable
    public mutating func slice(_ count: Int) throws -> UnsafeRawBufferPointer {
        guard count >= 0, count <= bytes.count - position else { throw Corrupt() }
        defer { position += count }
        return UnsafeRawBufferPointer(rebasing: bytes[position..<position + count])
    }
}
