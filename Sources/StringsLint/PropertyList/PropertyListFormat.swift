/// Which property-list format a `.strings` file is written in. Apple reads `.strings` files through
/// CFPropertyList, which tries the binary format (`bplist00`) and XML (`<?xml`, `<!DOCTYPE`, `<plist`)
/// before the old-style text format; translation platforms such as GlotPress export XML `.strings`.
enum PropertyListFormat: Equatable {
    case oldStyle
    case xml
    case binary

    /// Sniffs the first bytes, after an optional UTF-8 byte order mark and blanks.
    static func detect(_ bytes: UnsafeRawBufferPointer) -> PropertyListFormat {
        if bytes.starts(with: Array("bplist0".utf8)) { return .binary }
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        let rest = UnsafeRawBufferPointer(rebasing: bytes[index...])
        for marker in xmlMarkers where rest.starts(with: marker) { return .xml }
        return .oldStyle
    }

    private static let xmlMarkers: [[UInt8]] = ["<?xml", "<!DOCTYPE", "<plist"].map { Array($0.utf8) }
}
