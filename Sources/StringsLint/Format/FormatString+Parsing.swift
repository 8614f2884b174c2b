/// A `FormatString` fills itself from the parser: the whole of what it reads, texts included.
extension FormatString: FormatStringSink {
    mutating func specifier(
        _ chars: UnsafeBufferPointer<UInt8>, from start: Int, through end: Int, position: Int?, kind: FormatArgumentKind,
        length: FormatLength
    ) {
        let type = FormatArgumentType(kind: kind, length: length)
        specifiers.append(FormatSpecifier(text: Self.text(chars, start...end), explicitPosition: position, type: type, offset: start))
    }

    mutating func variable(_ chars: UnsafeBufferPointer<UInt8>, _ name: Range<Int>, position: Int?, percent: Int) {
        variableReads.append(
            FormatVariableRead(name: Self.text(chars, name), explicitPosition: position, offset: percent, end: name.upperBound + 1))
    }

    mutating func spaceFlag(_ chars: UnsafeBufferPointer<UInt8>, from start: Int, through end: Int) {
        guard !specifiers.isEmpty else { return }
        specifiers[specifiers.count - 1].hasSpaceFlag = true
        problems.append(FormatProblem(kind: .spacedSpecifier(Self.text(chars, start...end)), offset: start))
    }

    mutating func invalidConversion(_ chars: UnsafeBufferPointer<UInt8>, at index: Int, percent: Int) {
        var end = index + 1
        while end < chars.count, chars[end] & 0xC0 == 0x80 { end += 1 }  // the whole character
        // What follows the `%` through the byte the parser stopped at (`У`, ` R`): all of it is consumed.
        let rest = index < chars.count ? Self.text(chars, (percent + 1)..<end) : ""
        problems.append(FormatProblem(kind: rest.isEmpty ? .danglingPercent : .unknownConversion(rest), offset: percent))
    }

    mutating func escapedPercent() { hasEscapedPercent = true }

    mutating func finishPositions() {
        let positional = specifiers.filter { $0.explicitPosition != nil }
        if !positional.isEmpty, positional.count < specifiers.count,
            let first = specifiers.first(where: { $0.explicitPosition == nil })
        {
            problems.append(FormatProblem(kind: .mixedPositions, offset: first.offset))
        }
        var seen: [Int: FormatArgumentType] = [:]
        for specifier in positional {
            guard let position = specifier.explicitPosition else { continue }
            if let earlier = seen[position], earlier.kind != specifier.type.kind {
                problems.append(FormatProblem(kind: .conflictingPosition(position), offset: specifier.offset))
            }
            seen[position] = specifier.type
        }
    }

    private static func text<Range: RangeExpression<Int>>(_ chars: UnsafeBufferPointer<UInt8>, _ range: Range) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: chars[range]), as: UTF8.self)
    }
}
