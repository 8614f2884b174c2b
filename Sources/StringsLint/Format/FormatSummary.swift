#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a value reads as a format string, in eight bytes: up to four specifiers (position, kind,
/// length), whether it names `%#@variables@`, and whether the parser found a problem. The scanner makes
/// one per value from the bytes it has just decoded, so the cross-locale checks can tell that a value
/// has no `%` problem and that a translation reads what the development language reads without
/// decoding and parsing each value again. `unknown` (not summarised, or more than the bits hold) means:
/// parse the value.
struct FormatSummary: Sendable, Hashable {
    private var bits: UInt64

    private static let knownBit: UInt64 = 1 << 63
    private static let problemBit: UInt64 = 1 << 62
    private static let variableBit: UInt64 = 1 << 61
    private static let escapedPercentBit: UInt64 = 1 << 57
    private static let countShift: UInt64 = 58
    private static let specifierBits: UInt64 = 13
    static let capacity = 4

    static let unknown = FormatSummary(bits: 0)
    /// A value without `%`: it reads nothing and has no problem.
    static let plain = FormatSummary(bits: knownBit)

    private init(bits: UInt64) { self.bits = bits }

    /// The summary of decoded UTF-8 text.
    init(utf8 text: UnsafeBufferPointer<UInt8>) {
        guard let base = text.baseAddress, let percent = memchr(base, 0x25, text.count) else {
            self = .plain
            return
        }
        var builder = Builder()
        FormatStringParser.scan(text, firstPercent: base.distance(to: percent.assumingMemoryBound(to: UInt8.self)), into: &builder)
        self = builder.summary
    }

    /// The summary of a value parsed whole (`unknown` when it does not fit).
    init(_ format: FormatString) {
        var builder = Builder()
        for specifier in format.specifiers {
            if specifier.hasSpaceFlag {  // see `Builder.spaceFlag`
                self = .unknown
                return
            }
            builder.append(position: specifier.explicitPosition, type: specifier.type)
        }
        if !format.variables.isEmpty { builder.hasVariables = true }
        if !format.problems.isEmpty { builder.hasProblems = true }
        if format.hasEscapedPercent { builder.hasEscapedPercent = true }
        self = builder.summary
    }

    var isKnown: Bool { bits & Self.knownBit != 0 }
    /// Meaningful when known.
    var hasProblems: Bool { bits & Self.problemBit != 0 }
    var hasVariables: Bool { bits & Self.variableBit != 0 }
    var specifierCount: Int { Int((bits >> Self.countShift) & 0b111) }
    /// Whether the value reads at least one argument: a specifier or a `%#@variable@`.
    var readsArguments: Bool { specifierCount > 0 || hasVariables }
    /// It writes `%%` (see `FormatString.hasEscapedPercent`).
    var hasEscapedPercent: Bool { bits & Self.escapedPercentBit != 0 }

    /// Whether both are known and have the same specifiers in the same order (the same explicit
    /// positions and types): then they read the same arguments.
    func hasSameSpecifiers(as other: FormatSummary) -> Bool {
        let mask = Self.knownBit | (0b111 << Self.countShift) | ((1 << (Self.specifierBits * UInt64(Self.capacity))) - 1)
        return isKnown && other.isKnown && bits & mask == other.bits & mask
    }

    /// Packs what the parser reports; checks positions as `FormatString` does.
    struct Builder: FormatStringSink {
        private var packed: UInt64 = 0
        private var count = 0
        /// How many of them are numbered (`%1$@`): without any, `finishPositions` has nothing to check.
        private var numbered = 0
        private var overflow = false
        var hasVariables = false
        var hasProblems = false
        var hasEscapedPercent = false

        var summary: FormatSummary {
            guard !overflow else { return .unknown }
            var bits = FormatSummary.knownBit | UInt64(count) << FormatSummary.countShift | packed
            if hasVariables { bits |= FormatSummary.variableBit }
            if hasProblems { bits |= FormatSummary.problemBit }
            if hasEscapedPercent { bits |= FormatSummary.escapedPercentBit }
            return FormatSummary(bits: bits)
        }

        mutating func append(position: Int?, type: FormatArgumentType) {
            guard let length = FormatLength(rawValue: type.length) else {
                overflow = true
                return
            }
            append(position: position, kind: type.kind, length: length)
        }

        /// A specifier: 6 bits of position (0 unnumbered, else position + 1), 3 of kind, 4 of length.
        mutating func append(position: Int?, kind: FormatArgumentKind, length: FormatLength) {
            guard count < FormatSummary.capacity else {
                overflow = true
                return
            }
            var positionCode: UInt64 = 0
            if let position {
                guard position >= 0 && position < 62 else {
                    overflow = true
                    return
                }
                positionCode = UInt64(position) + 1
                numbered += 1
            }
            let field = positionCode << 7 | Self.kindCode(kind) << 4 | length.code
            packed |= field << (FormatSummary.specifierBits * UInt64(count))
            count += 1
        }

        private func field(_ index: Int) -> (position: UInt64, kind: UInt64) {
            let field = packed >> (FormatSummary.specifierBits * UInt64(index))
            return (field >> 7 & 0b11_1111, field >> 4 & 0b111)
        }

        private static func kindCode(_ kind: FormatArgumentKind) -> UInt64 {
            switch kind {
            case .object: 0
            case .integer: 1
            case .floatingPoint: 2
            case .character: 3
            case .cString: 4
            case .pointer: 5
            case .count: 6
            }
        }

        mutating func specifier(
            _ chars: UnsafeBufferPointer<UInt8>, from start: Int, through end: Int, position: Int?, kind: FormatArgumentKind,
            length: FormatLength
        ) {
            append(position: position, kind: kind, length: length)
        }

        mutating func variable(_ chars: UnsafeBufferPointer<UInt8>, _ name: Range<Int>, position: Int?, percent: Int) {
            hasVariables = true
        }

        mutating func escapedPercent() { hasEscapedPercent = true }

        /// A space flag is rare and decides whether the value is a format string at all (`100% sure`
        /// reads `% s` only as CoreFoundation would): such a value is parsed whole.
        mutating func spaceFlag(_ chars: UnsafeBufferPointer<UInt8>, from start: Int, through end: Int) {
            overflow = true
        }

        mutating func invalidConversion(_ chars: UnsafeBufferPointer<UInt8>, at index: Int, percent: Int) {
            hasProblems = true
        }

        /// Numbered and unnumbered specifiers mixed, or one position read as two kinds.
        mutating func finishPositions() {
            guard !overflow, numbered > 0 else { return }
            for index in 0..<count {
                let (position, kind) = field(index)
                guard position != 0 else { continue }
                for earlier in 0..<index {
                    let other = field(earlier)
                    if other.position == position && other.kind != kind { hasProblems = true }
                }
            }
            if numbered < count { hasProblems = true }
        }
    }
}
