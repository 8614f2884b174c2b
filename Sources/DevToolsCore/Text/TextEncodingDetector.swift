import Foundation

/// The Unicode encodings a source or localization file may use, recognised by their byte order mark
/// the way Apple's tools recognise them; without a mark a file is read as UTF-8.
public enum TextEncoding: String, Sendable, Codable {
    case utf8
    case utf8WithBOM = "utf8-bom"
    case utf16LittleEndian = "utf16le"
    case utf16BigEndian = "utf16be"
    case utf32LittleEndian = "utf32le"
    case utf32BigEndian = "utf32be"

    /// Length of the byte order mark that introduces this encoding.
    public var bomLength: Int {
        switch self {
        case .utf8: 0
        case .utf8WithBOM: 3
        case .utf16LittleEndian, .utf16BigEndian: 2
        case .utf32LittleEndian, .utf32BigEndian: 4
        }
    }

    public var isUTF16: Bool { self == .utf16LittleEndian || self == .utf16BigEndian }

    public var foundationEncoding: String.Encoding {
        switch self {
        case .utf8, .utf8WithBOM: .utf8
        case .utf16LittleEndian: .utf16LittleEndian
        case .utf16BigEndian: .utf16BigEndian
        case .utf32LittleEndian: .utf32LittleEndian
        case .utf32BigEndian: .utf32BigEndian
        }
    }

    /// The encoding announced by the first bytes (UTF-32 marks are checked before UTF-16's, which they
    /// start with).
    public static func detect<Bytes: Collection>(_ bytes: Bytes) -> TextEncoding where Bytes.Element == UInt8 {
        let head = Array(bytes.prefix(4))
        if head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return .utf32LittleEndian }
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return .utf32BigEndian }
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8WithBOM }
        if head.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
        if head.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
        return .utf8
    }
}

/// Decodes file bytes to text by their byte order mark. `nil` when the bytes are not valid in the
/// detected encoding.
public enum TextDecoder {
    public static func decode(_ data: Data) -> (text: String, encoding: TextEncoding)? {
        let encoding = TextEncoding.detect(data)
        let body = data.dropFirst(encoding.bomLength)
        if encoding == .utf8 || encoding == .utf8WithBOM {
            guard let text = String(validating: body, as: UTF8.self) else { return nil }
            return (text, encoding)
        }
        guard let text = String(data: Data(body), encoding: encoding.foundationEncoding) else { return nil }
        return (text, encoding)
    }
}
