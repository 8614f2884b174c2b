/// The Swift facts lint-components keeps, written one per line so that the scanner's and the syntax
/// tree's can be compared as sets and a difference reads as a sentence:
///
///     class FeedViewController: UIViewController
///     method FeedViewController.viewWillAppear(_:) override static=false @3
///     super FeedViewController.viewWillAppear(_:) viewWillAppear(_:) every
///     super FeedViewController.layout() layout() some return@12
///     view FeedViewController.init() view @7 closure=false
///     new FeedViewController.init() UILabel @8 closure=false
public enum FactLines {
    public static func `class`(_ name: String, _ superclass: String?) -> String {
        "class \(name): \(superclass ?? "-")"
    }

    public static func method(_ owner: String, _ signature: String, override: Bool, isStatic: Bool, line: Int) -> String {
        "method \(owner).\(signature)\(override ? " override" : "") static=\(isStatic) @\(line)"
    }

    /// A super call: on every path, on some (with the first `return` reached without it, 0: none), or
    /// only in some `#if` builds.
    public enum Reach: Equatable, Sendable {
        case every
        case some(returnLine: Int)
        case someBuilds
    }

    public static func superCall(_ owner: String, _ signature: String, _ call: String, _ reach: Reach) -> String {
        let how =
            switch reach {
            case .every: "every"
            case .some(let line): "some return@\(line)"
            case .someBuilds: "some-builds"
            }
        return "super \(owner).\(signature) \(call) \(how)"
    }

    public static func view(_ owner: String, _ signature: String, _ name: String, line: Int, inClosure: Bool) -> String {
        "view \(owner).\(signature) \(name) @\(line) closure=\(inClosure)"
    }

    public static func creation(_ owner: String, _ signature: String, _ name: String, line: Int, inClosure: Bool) -> String {
        "new \(owner).\(signature) \(name) @\(line) closure=\(inClosure)"
    }
}
