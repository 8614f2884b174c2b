/// A class while `ProjectIndex` gathers it. Mutable and held by reference, so that a file's run of
/// declarations or methods of one class, and each step of a superclass walk, costs at most one
/// dictionary lookup; the index turns every builder into an immutable `IndexedClass` at the end.
final class ClassBuilder {
    let name: String
    var declarations: [ClassDeclaration] = []
    var methods: [MethodFacts] = []
    /// The superclass the first declaring file names.
    var declaredSuperclass: String?
    /// Some scanned class names this one as its direct superclass.
    var isSubclassed = false
    var chain: ProjectIndex.Chain?

    init(name: String) {
        self.name = name
    }

    /// The direct superclass: as declared, else from the framework table or naming conventions.
    var superclass: String? { declaredSuperclass ?? FrameworkClasses.superclass(of: name) }
}
