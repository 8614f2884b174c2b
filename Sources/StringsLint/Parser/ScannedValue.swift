/// A value as read: a string, or one of the other property-list values Apple also accepts.
enum ScannedValue {
    case string(ScannedString)
    case container(kind: StringsValueKind, start: Int, end: Int)

    var start: Int {
        switch self {
        case .string(let string): string.start
        case .container(_, let start, _): start
        }
    }

    var end: Int {
        switch self {
        case .string(let string): string.end
        case .container(_, _, let end): end
        }
    }
}
