/// A mistake found inside a value: where, and what to say. The entry reader decides where the user
/// is told about it (the mistake may really be a missing quote further up).
struct SyntaxProblem: Error {
    var offset: Int
    var message: String
}
