/// What the rest of a project needs to know of a file whose findings are not wanted: the classes it
/// adds methods to, the classes it creates, and whether it implements `+controllerClass`. Its class
/// declarations and preprocessor facts are kept beside it in `FileFacts`.
///
/// A run that reports only a few files (a commit hook's staged files) reads every other file's outline
/// from its record instead of its facts (see `FactsCoding.decodeOutline`), and the whole facts only of
/// the files that declare a class the reported files touch: a class's methods are read only when that
/// class or one of its subclasses is judged (see `TouchedClasses`).
public struct FileOutline: Sendable, Equatable {
    /// Every class the file's methods belong to, each once, in file order.
    public var methodClasses: [String] = []
    /// Every class the file's methods create (`[X new]`, `[[X alloc] init…]`, `X(…)`), each once, in file order.
    public var instantiatedClasses: [String] = []
    /// Some class method of the file is `+controllerClass` (ComponentKit 0.23 and later).
    public var implementsControllerClass = false

    public init(methodClasses: [String] = [], instantiatedClasses: [String] = [], implementsControllerClass: Bool = false) {
        self.methodClasses = methodClasses
        self.instantiatedClasses = instantiatedClasses
        self.implementsControllerClass = implementsControllerClass
    }

    /// The outline of facts read in full.
    public init(of facts: FileFacts) {
        var classes: Set<String> = [], created: Set<String> = []
        for method in facts.methods {
            if classes.insert(method.className).inserted { methodClasses.append(method.className) }
            for site in method.body.instantiations where created.insert(site.name).inserted {
                instantiatedClasses.append(site.name)
            }
            if method.isControllerClassMethod { implementsControllerClass = true }
        }
    }
}
