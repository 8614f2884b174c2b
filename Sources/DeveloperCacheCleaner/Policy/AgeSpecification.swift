import Foundation

/// An age such as `12h`, `90d`, `6w`, `3m` or `1y` (h: hours, d: days, w: weeks, m: 30-day months,
/// y: 365-day years).
public struct AgeSpecification: Sendable, Equatable, CustomStringConvertible {
    public let text: String
    public let seconds: TimeInterval

    public init?(_ text: String) {
        guard let unit = text.last, let count = Int(text.dropLast()), count >= 0 else { return nil }
        let hour: TimeInterval = 3_600, day = 24 * hour
        switch unit {
        case "h": seconds = TimeInterval(count) * hour
        case "d": seconds = TimeInterval(count) * day
        case "w": seconds = TimeInterval(count) * 7 * day
        case "m": seconds = TimeInterval(count) * 30 * day
        case "y": seconds = TimeInterval(count) * 365 * day
        default: return nil
        }
        self.text = text
    }

    public var description: String { text }

    /// A duration as a reason says it: whole days, or hours under two days, so that `--older-than 12h`
    /// never reads "used 0 days ago".
    static func spoken(_ seconds: TimeInterval) -> String {
        let hours = Int(max(0, seconds) / 3_600)
        if hours < 48 { return hours == 1 ? "1 hour" : "\(hours) hours" }
        return "\(hours / 24) days"
    }
}
