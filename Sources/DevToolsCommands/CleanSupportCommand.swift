import ArgumentParser
import DevToolsCore
import SupportCleaner

/// `clean-support`: stale Xcode DeviceSupport folders.
public struct CleanSupportCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "clean-support",
        abstract: "Find stale Xcode DeviceSupport folders and delete them safely.",
        discussion: """
            Examples:
              clean-support --dry-run
              clean-support --keep-latest 2 --older-than 90d --yes
              clean-support --root Resources/Examples/DeviceSupport --dry-run --format json
            """,
        version: DevToolsVersion.current
    )

    public init() {}

    public func run() throws {}
}
