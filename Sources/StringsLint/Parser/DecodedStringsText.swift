import DevToolsCore
import Foundation

/// Why a file's bytes are not text Apple's parser would read the way the author meant.
struct UnreadableText: Error {
    /// UTF-8 bytes before the problem, to place the diagnostic.
    var validPrefix: [UInt8]
    var message: String
}

/// Hands a file's text to a reader as UTF-8 bytes, whatever its encoding on disk, the way CoreFoundation
/// picks an encoding: by byte order mark, UTF-8 without one. UTF-8 files are read in place (no copy);
/// UTF-16 and UTF-32 files are transcoded once. Lines and columns are the same in every encoding, so
/// positions found in the UTF-8 bytes are the positions the user sees.
enum StringsTextDecoder {
    static func withUTF8<Result>(
        of data: Data, _ body: (UnsafeBufferPointer<UInt8>, TextEncoding, StringsSource) -> Result
    ) -> Swift.Result<Result, UnreadableText> {
        let encoding = TextEncoding.detect(data)
        if encoding == .utf8 || encoding == .utf8WithBOM {
            return data.withUnsafeBytes { raw in
                let all = raw.bindMemory(to: UInt8.self)
                let bytes = UnsafeBufferPointer(rebasing: all[min(encoding.bomLength, all.count)...])
                if let problem = UTF8Validation.firstProblem(in: bytes) {
                    let prefix = Array(bytes[..<problem.offset])
                    return .failure(UnreadableText(validPrefix: prefix, message: problem.message(bytes: bytes)))
                }
                return .success(body(bytes, encoding, StringsSource(data: data, offset: min(encoding.bomLength, all.count))))
            }
        }
        let name = encoding.displayName
        guard let text = String(data: data.dropFirst(encoding.bomLength), encoding: encoding.stringEncoding) else {
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
        let source = StringsSource(data: Data(bytes), offset: 0)
        return .success(bytes.withUnsafeBufferPointer { body($0, encoding, source) })
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
