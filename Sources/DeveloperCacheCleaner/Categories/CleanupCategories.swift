/// Every category, by id.
public enum CleanupCategories {
    static func category(_ id: CleanupCategoryID) -> any CleanupCategory {
        switch id {
        case .deviceSupport: DeviceSupportCategory()
        case .derivedData: DerivedDataCategory()
        case .archives: ArchivesCategory()
        case .simulators: SimulatorsCategory()
        case .documentationCache: DocumentationCacheCategory()
        case .deviceLogs: DeviceLogsCategory()
        case .oldDocumentation: OldDocumentationCategory()
        case .previews: SimulatorSetCategory.previews
        case .testDevices: SimulatorSetCategory.testDevices
        case .packageCaches: PackageCachesCategory()
        }
    }

    /// `--list-categories`: each category, where it looks and its policy, one line each, aligned.
    public static func listing() -> String {
        let rows = CleanupCategoryID.allCases.map { id in
            let category = category(id)
            let marks = id == .deviceSupport ? " (default)" : id == .archives ? " (only when named)" : ""
            return (id.rawValue + marks, category.locations, category.policySummary)
        }
        let first = rows.map(\.0.count).max() ?? 0
        return rows.map { name, where_, policy in
            name.padding(toLength: first, withPad: " ", startingAt: 0) + "  " + where_ + ": " + policy + "\n"
        }.joined()
    }
}
