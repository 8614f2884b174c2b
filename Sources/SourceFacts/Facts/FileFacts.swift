/// Everything the rules need from one file, without its tokens (so memory stays bounded by the index).
public struct FileFacts: Sendable {
    public let file: String
    public let language: SourceLanguage
    /// In segments: a large file's lists grow without copying (see `SegmentedArray`).
    public var classes = SegmentedArray<ClassDeclaration>()
    public var methods = SegmentedArray<MethodFacts>()
    /// Every `CKComponentScope` token in the file, if it is Objective-C (`.m`): the only files a rule asks
    /// about (`scope-in-objc-file`), and a 50 MB `.mm` source would keep 300,000 of them for nothing.
    public var scopeMentions: [SourceSite] = []
    public var viewConfigurations: [ViewConfigurationFacts] = []
    /// Free functions that return a component (`static CKComponent *buildHeader(…)`).
    public var factoryFunctions: [SourceSite] = []
    /// What the file does with localized strings' keys, when the run asked (see `LookupRequest`): found
    /// from the same tokens as the facts, so a run of both linters reads and tokenizes each source once.
    public var lookups: FileLookups?
    /// Objective-C: the `#if` branches, numeric `#define`s and project imports, when it has any.
    public var preprocessor: PreprocessorFacts?
    /// Set when only the file's outline was read (see `FileOutline`): its class declarations and
    /// preprocessor facts are then here, and its methods and other lists are empty.
    public var outline: FileOutline?

    public init(file: String, language: SourceLanguage) {
        self.file = file
        self.language = language
    }
}
