import DevToolsCore

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
}

extension TextEncoding {
    var iconvName: String {
        switch self {
        case .utf8, .utf8WithBOM: "UTF-8"
        case .utf16LittleEndian, .utf16BigEndian: "UTF-16"
        case .utf32LittleEndian, .utf32BigEndian: "UTF-32"
        }
    }
}
