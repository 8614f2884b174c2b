import DevToolsCore
import Foundation

/// The bytes of a `.strings` file as UTF-8 text, whatever its encoding on disk, so the scanner has one
/// byte format to read. Lines and columns are the same in every encoding, so positions found in the
/// UTF-8 bytes are the positions the user sees.
struct DecodedStringsText {
    /// UTF-8 bytes of the text, byte order mark removed.
    var utf8: [UInt8]
    var encoding: TextEncoding
}

/// Why a file's bytes are not text Apple's parser would read the way the author meant.
struct UnreadableText: Error {
    /// UTF-8 bytes before the problem, to place the diagnostic.
    var validPrefix: [UInt8]
    var message: String
}

/// Turns file bytes into `DecodedStringsText` the way CoreFoundation picks an encoding: by byte order
/// mark, UTF-8 without one.
enum StringsTextDecoder {
    static func decode(_ data: Data) -> Result<DecodedStringsText, UnreadableText> {
        let encoding = TextEncoding.detect(data)
        let body = data.dropFirst(encoding.bomLength)
        switch encoding {
        case .utf8, .utf8WithBOM:
            return decodeUTF8(Array(body), encoding: encoding)
        default:
            return decodeWide(Data(body), encoding: encoding)
        }
    }

    private static func decodeUTF8(_ bytes: [UInt8], encoding: TextEncoding) -> Result<DecodedStringsText, UnreadableText> {
        if let problem = UTF8Validation.firstProblem(in: bytes) {
            let prefix = Array(bytes[..<problem.offset])
            return .failure(UnreadableText(validPrefix: prefix, message: problem.message(bytes: bytes)))
        }
        return .success(DecodedStringsText(utf8: bytes, encoding: encoding))
    }

    private static func decodeWide(_ body: Data, encoding: TextEncoding) -> Result<DecodedStringsText, UnreadableText> {
        let name = encoding.displayName
        guard let text = String(data: body, encoding: encoding.stringEncoding) else {
            return .failure(UnreadableText(
                validPrefix: [],
                message: "the file starts with a \(name) byte order mark but is not valid \(name); "
                    + "save it again as UTF-8 or \(name)"
            ))
        }
        let bytes = Array(text.utf8)
        if let nul = bytes.firstIndex(of: 0) {
            return .failure(UnreadableText(validPrefix: Array(bytes[..<nul]), message: UTF8Problem.nulMessage))
        }
        return .success(DecodedStringsText(utf8: bytes, encoding: encoding))
    }
}

extension TextEncoding {
    /// The name a user knows the encoding by, as in "UTF-16LE".
    var displayName: String {
        switch self {
        case .utf8: "UTF-8"
        case .utf8WithBOM: "UTF-8 with BOM"
        case .utf16LittleEndian: "UTF-16LE"
        case .utf16BigEndian: "UTF-16BE"
        case .utf32LittleEndian: "UTF-32LE"
        case .utf32BigEndian: "UTF-32BE"
        }
    }

    var stringEncoding: String.Encoding {
        switch self {
        case .utf8, .utf8WithBOM: .utf8
        case .utf16LittleEndian: .utf16LittleEndian
        case .utf16BigEndian: .utf16BigEndian
        case .utf32LittleEndian: .utf32LittleEndian
        case .utf32BigEndian: .utf32BigEndian
        }
    }
}
