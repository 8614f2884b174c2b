/// The subset of the SARIF 2.1.0 object model that devtools writes.
struct SARIFLog: Encodable {
    struct Text: Encodable { let text: String }

    struct Rule: Encodable {
        struct Configuration: Encodable { let level: String; let enabled: Bool }
        let id: String
        let name: String
        let shortDescription: Text
        let fullDescription: Text
        let help: Text
        let defaultConfiguration: Configuration
    }

    struct Driver: Encodable {
        let name: String
        let version: String
        let semanticVersion: String
        let rules: [Rule]
    }

    struct Tool: Encodable { let driver: Driver }

    struct ArtifactLocation: Encodable { let uri: String; let uriBaseId: String? }
    struct Region: Encodable { let startLine: Int; let startColumn: Int }
    struct PhysicalLocation: Encodable { let artifactLocation: ArtifactLocation; let region: Region }

    struct Location: Encodable {
        var id: Int?
        let physicalLocation: PhysicalLocation
        var message: Text?
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int?
        let level: String
        let message: Text
        let locations: [Location]
        let relatedLocations: [Location]?
        let partialFingerprints: [String: String]
    }

    struct BaseURI: Encodable { let uri: String }

    struct Run: Encodable {
        let tool: Tool
        let originalUriBaseIds: [String: BaseURI]
        let results: [Result]
        let columnKind: String
    }

    let schema: String
    let version: String
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version
        case runs
    }
}
