import SourceFacts

/// One class of the index, flat: the index keeps one array of these rather than one object per class,
/// so a class costs eight bytes here (a 50 MB source declares 300,000 classes).
struct ClassRecord: Sendable {
    /// The position of the next class up the chain, as far as it is known; -1 at a root, a class from
    /// outside the tree (`ClassTraits.external`), a root class of the tree's own, or a cycle.
    var parent: Int32 = -1
    /// The well-known framework classes on the chain, the class itself included.
    var bases: FrameworkBases = []
    var traits: ClassTraits = []
}
