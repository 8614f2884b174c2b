/// Everything the rules need from one file, without its tokens (so memory stays bounded by the index).
public struct FileFacts: Sendable {
    public let file: String
    public let language: SourceLanguage
    public var classes: [ClassDeclaration] = []
    public var methods: [MethodFacts] = []
    /// Every `CKComponentScope` token in the file.
    public var scopeMentions: [SourceSite] = []
    public var viewConfigurations: [ViewConfigurationFacts] = []
    /// Free functions that return a component (`static CKComponent *buildHeader(…)`).
    public var factoryFunctions: [SourceSite] = []

    public init(file: String, language: SourceLanguage) {
        self.file = file
        self.language = language
    }
}
