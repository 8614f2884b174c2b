import SourceFacts

/// Where a class's superclass chain ends, as far as the scanned files and the framework table tell.
/// "No superclass" and "a superclass from elsewhere" are different answers: a class of a CocoaPods pod
/// or an SDK that is not in the tree is named, but nothing is known of what it descends from or
/// implements, so rules must not guess about it.
public enum ClassChainEnd: Sendable, Equatable {
    /// The chain reaches `NSObject` or `NSProxy`: every class on it is known (some perhaps only by the
    /// frameworks' naming conventions: see `IndexedClass.leavesTree`).
    case root
    /// The chain ends at this class, from outside the tree: no scanned file declares it and the framework
    /// table does not know it (a pod's base class, an SDK's).
    case external(String)
    /// The chain ends at a class the tree declares without a superclass (a Swift root class), or runs in
    /// a cycle (broken code).
    case open
}
