/// Human byte counts in binary units (`3.2 GB` means 3.2 × 1024³ bytes, as Finder's "GB" does not, but
/// `du -h` does); deterministic across platforms, unlike `ByteCountFormatter`.
public enum ByteCountFormatting {
    public static func string(_ bytes: Int64) -> String {
        let units = ["B", "KB", "MB", "GB", "TB", "PB"]
        var value = Double(bytes)
        var unit = 0
        while abs(value) >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return "\(bytes) B" }
        let rounded = (value * 10).rounded() / 10
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return "\(text) \(units[unit])"
    }
}
