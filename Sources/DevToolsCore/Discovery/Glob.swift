/// A path glob as used in `exclude`: `*` and `?` within one path segment, `[abc]` sets, and `**` for any
/// number of segments. A pattern without a `/` matches a file or folder name at any depth
/// (`*.generated.strings`, `Vendor`), like `.gitignore`.
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let segments: [Substring]
    private let anyDepth: Bool

    public init(_ pattern: String) {
        var trimmed = Substring(pattern)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        self.pattern = pattern
        self.anyDepth = !trimmed.contains("/")
        self.segments = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// Whether the relative path (segments separated by `/`) or any of its ancestor folders matches.
    public func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        if anyDepth {
            guard let only = segments.first else { return false }
            return parts.contains { Self.matchSegment(only[...], $0[...]) }
        }
        // A folder that matches excludes everything under it: try every prefix.
        for length in stride(from: parts.count, through: 1, by: -1) where Self.match(segments[...], parts[..<length]) {
            return true
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            let rest = pattern.dropFirst()
            var candidate = path
            while true {
                if match(rest, candidate) { return true }
                if candidate.isEmpty { return false }
                candidate = candidate.dropFirst()
            }
        }
        guard let first = path.first, matchSegment(head[...], first[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// Matches one segment with `*`, `?` and `[…]`, by Unicode scalars.
    static func matchSegment(_ pattern: Substring, _ text: Substring) -> Bool {
        matchScalars(Array(pattern.unicodeScalars)[...], Array(text.unicodeScalars)[...])
    }

    private static func matchScalars(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex, t = text.startIndex
        var starP: Int?, starT = 0
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                starP = p; starT = t; p += 1
                continue
            }
            if p < pattern.endIndex, let width = matchOne(pattern[p...], text[t]) {
                p += width; t += 1
                continue
            }
            guard let star = starP else { return false }
            p = star + 1; starT += 1; t = starT
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    /// If the pattern's first element matches `scalar`, the number of pattern scalars it used.
    private static func matchOne(_ pattern: ArraySlice<Unicode.Scalar>, _ scalar: Unicode.Scalar) -> Int? {
        let first = pattern[pattern.startIndex]
        if first == "?" { return 1 }
        guard first == "[", let close = pattern.dropFirst(2).firstIndex(of: "]") else {
            return first == scalar ? 1 : nil
        }
        var body = pattern[(pattern.startIndex + 1)..<close]
        let negated = body.first == "!" || body.first == "^"
        if negated { body = body.dropFirst() }
        var found = false
        var i = body.startIndex
        while i < body.endIndex {
            if i + 2 < body.endIndex, body[i + 1] == "-" {
                if body[i] <= scalar && scalar <= body[i + 2] { found = true }
                i += 3
            } else {
                if body[i] == scalar { found = true }
                i += 1
            }
        }
        return found != negated ? close - pattern.startIndex + 1 : nil
    }
}

extension Array where Element == Glob {
    /// Whether any of these globs, relative to `base`, matches the absolute `path` (or a folder above it).
    /// A path outside `base` is never excluded.
    public func excludes(_ path: String, under base: String) -> Bool {
        guard !isEmpty, let relative = PathResolver.relative(path, to: base) else { return false }
        return contains { $0.matches(relative) }
    }
}
