/// A specifier's length modifier, normalised as Foundation reads it (`q` is `ll`).
enum FormatLength: String, Sendable, CaseIterable {
    case none = ""
    case hh, h, l, ll, z, t, j
    case L

    /// A small number for packing into a `FormatSummary`.
    var code: UInt64 {
        switch self {
        case .none: 0
        case .hh: 1
        case .h: 2
        case .l: 3
        case .ll: 4
        case .z: 5
        case .t: 6
        case .j: 7
        case .L: 8
        }
    }
}

extension FormatArgumentType {
    init(kind: FormatArgumentKind, length: FormatLength) {
        self.init(kind: kind, length: length.rawValue)
    }
}
