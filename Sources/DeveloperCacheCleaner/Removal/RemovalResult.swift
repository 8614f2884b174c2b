/// What happened to one planned folder. A folder that was already gone (another run removed it first)
/// is not a failure, but neither is its space freed by this run, so it is told apart from `removed`.
public enum RemovalResult: Sendable, Equatable {
    case removed
    case alreadyGone
    case failed([RemovalFailure])
}
