import DevToolsCore
import Foundation
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
        guard let text = TextDecoder.decode(data)?.text else {
            return .failure(
                UnreadableText(
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
