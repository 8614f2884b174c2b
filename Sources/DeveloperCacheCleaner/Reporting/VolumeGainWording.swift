import DevToolsCore

/// What the volume really gained after a deletion, beside the estimate: on APFS, clones share blocks
/// with files that stay, and snapshots (Time Machine's local ones) keep removed files' blocks alive, so
/// the gain can be well below the allocated size removed.
enum VolumeGainWording {
    /// Below this share of the estimate, the gap is explained.
    static let shortfall = 0.9

    static func sentence(gained: Int64, estimate: Int64) -> String {
        let shown = ByteCountFormatting.string(max(0, gained))
        guard Double(gained) < Double(estimate) * shortfall else { return "The volume gained \(shown) of free space." }
        return
            "The volume gained \(shown) of free space, less than the \(ByteCountFormatting.string(estimate)) estimate: APFS clones and snapshots (such as Time Machine's local snapshots) keep removed files' blocks until they go, and other programs write meanwhile."
    }
}
