/// A class while `ProjectIndex` gathers it: a file's run of declarations or methods of one class costs
/// one dictionary lookup, and the index turns every builder into an immutable `IndexedClass` at the
/// end, moving its arrays rather than copying them.
struct ClassBuilder {
    let name: String
    var declarations: [ClassDeclaration] = []
    var methods: [MethodFacts] = []
    /// The superclass the first declaring file names.
    var declaredSuperclass: String?
    /// Some scanned class names this one as its direct superclass.
    var isSubclassed = false

    init(name: String) {
        self.name = name
    }

    /// The direct superclass: as declared, else from the framework table or naming conventions.
    var superclass: String? { declaredSuperclass ?? FrameworkClasses.superclass(of: name) }
}
