/// The text of a small Xcode 16 project whose targets each build one synchronized folder
/// (`PBXFileSystemSynchronizedRootGroup`): every file under the folder belongs to the target, as Xcode
/// builds it. Tests write it as `<Name>.xcodeproj/project.pbxproj` beside the folders.
public enum SynchronizedXcodeProject {
    /// A target: its name, its kind as Xcode writes it (`application`, `app-extension`,
    /// `bundle.unit-test`, `bundle.ui-testing`, `framework`) and the folder it builds.
    public struct Target: Sendable {
        public var name: String
        public var productType: String
        public var folder: String
        /// The build settings of its one configuration (none: no configuration list).
        public var buildSettings: [String: String]
        /// More folders it builds (another target may build them too).
        public var moreFolders: [String]

        public init(
            _ name: String, _ productType: String, folder: String, buildSettings: [String: String] = [:], moreFolders: [String] = []
        ) {
            self.name = name
            self.productType = productType
            self.folder = folder
            self.buildSettings = buildSettings
            self.moreFolders = moreFolders
        }
    }

    public static func text(targets: [Target], developmentRegion: String = "en", knownRegions: [String] = ["en", "Base"]) -> String {
        var objects: [String] = []
        let groups =
            targets.indices.map { "G\($0)" }
            + targets.enumerated().flatMap { index, target in target.moreFolders.indices.map { "G\(index)_\($0)" } }
        objects.append("MAIN = {isa = PBXGroup; children = (\(groups.joined(separator: ", "))); sourceTree = \"<group>\"; };")
        for (index, target) in targets.enumerated() {
            objects.append(
                "G\(index) = {isa = PBXFileSystemSynchronizedRootGroup; path = \"\(target.folder)\"; sourceTree = \"<group>\"; };")
            for (more, folder) in target.moreFolders.enumerated() {
                objects.append(
                    "G\(index)_\(more) = {isa = PBXFileSystemSynchronizedRootGroup; path = \"\(folder)\"; sourceTree = \"<group>\"; };")
            }
            let synchronized = (["G\(index)"] + target.moreFolders.indices.map { "G\(index)_\($0)" }).joined(separator: ", ")
            var configurations = ""
            if !target.buildSettings.isEmpty {
                let settings = target.buildSettings.sorted { $0.key < $1.key }.map { "\($0.key) = \"\($0.value)\";" }.joined(separator: " ")
                objects.append("C\(index) = {isa = XCBuildConfiguration; name = Release; buildSettings = {\(settings)}; };")
                objects.append(
                    "L\(index) = {isa = XCConfigurationList; buildConfigurations = (C\(index)); defaultConfigurationName = Release; };")
                configurations = " buildConfigurationList = L\(index);"
            }
            objects.append(
                "T\(index) = {isa = PBXNativeTarget; name = \"\(target.name)\"; productType = \"com.apple.product-type.\(target.productType)\"; fileSystemSynchronizedGroups = (\(synchronized)); buildPhases = ();\(configurations) };"
            )
        }
        let targetIDs = targets.indices.map { "T\($0)" }.joined(separator: ", ")
        objects.append(
            "PROJECT = {isa = PBXProject; mainGroup = MAIN; targets = (\(targetIDs)); developmentRegion = \(developmentRegion); knownRegions = (\(knownRegions.map { "\"\($0)\"" }.joined(separator: ", "))); };"
        )
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 77;
            \tobjects = {
            \(objects.map { "\t\t" + $0 }.joined(separator: "\n"))
            \t};
            \trootObject = PROJECT;
            }

            """
    }
}
