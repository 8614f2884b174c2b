/// A device known to this Mac (from `xcrun devicectl list devices`): its model code and OS build.
public struct PairedDevice: Sendable, Hashable {
    public var model: String
    public var build: String

    public init(model: String, build: String) {
        self.model = model
        self.build = build
    }
}
