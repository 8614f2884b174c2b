import Foundation

/// An age such as `90d`, `6w` or `3m` (d: days, w: weeks, m: 30-day months).
public struct AgeSpecification: Sendable, Equatable, CustomStringConvertible {
    public let text: String
    public let seconds: TimeInterval

    public init?(_ text: String) {
        guard let unit = text.last, let count = Int(text.dropLast()), count >= 0 else { return nil }
        let day: TimeInterval = 86_400
        switch unit {
        case "d": seconds = TimeInterval(count) * day
        case "w": seconds = TimeInterval(count) * 7 * day
        case "m": seconds = TimeInterval(count) * 30 * day
        default: return nil
        }
        self.text = text
    }

    public var description: String { text }
}
