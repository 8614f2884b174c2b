/// Decides which values the format rules judge. Only format strings are ever formatted, and a value is
/// taken for one when its development-language value reads at least one argument (`%@ %d %ld %.2f %1$@
/// %#@var@`…) or writes `%%` (which reads none, but would show as two signs unformatted). Everything else is text no code formats: prose (`100% sure`, `Volume +
/// 1%`), template syntax (`{{value}}%`), an app's own placeholders (`%0`, `%1`), and Interface Builder
/// strings, whose keys are object ids (`2YJ-bg-OdR.title`) and whose text the storyboard shows as is.
enum FormatStringScope {
    /// Whether the format rules judge the value of `key`, given the development-language value's
    /// parsed format (or the value's own, when the development language lacks the key). When the code
    /// tells (`use`, see `FormatUse`), it decides: a key used as a format is judged even if its value
    /// reads no argument (`"100% done"` passed to `String(format:)`), one only shown as is never.
    static func judges(key: String, reference: FormatString?, use: Bool? = nil) -> Bool {
        if isInterfaceBuilderKey(key) { return false }
        if let use { return use && reference != nil }
        guard let reference, reference.isFormatString else { return false }
        return true
    }

    /// `<objectID>.<property>` with Interface Builder's `XXX-XX-XXX` object ids.
    static func isInterfaceBuilderKey(_ key: String) -> Bool {
        let bytes = Array(key.utf8.prefix(11))
        guard bytes.count == 11, bytes[3] == UInt8(ascii: "-"), bytes[6] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: ".") else {
            return false
        }
        return [0, 1, 2, 4, 5, 7, 8, 9].allSatisfy { isAlphanumeric(bytes[$0]) }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
    }
}

extension FormatString {
    /// Whether the value reads at least one argument: a specifier or a `%#@variable@`. A specifier with a
    /// space flag does not make a value a format string (`100% sure` would read `% s`), though in one it
    /// reads what CoreFoundation reads.
    var readsArguments: Bool { specifiers.contains { !$0.hasSpaceFlag } || !variables.isEmpty }

    /// Whether the value is formatted: it reads an argument, or writes `%%` (`Save 50%% off` with no
    /// argument: shown as it is, it would show both signs, so the app formats it; a translation's
    /// `50 % la` then reads `% la`).
    var isFormatString: Bool { readsArguments || hasEscapedPercent }
}
