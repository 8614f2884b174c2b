/// A command line that cannot mean what the user wants, found only once the run knows its files:
/// reported as one line and exit 64, as ArgumentParser reports the mistakes it finds itself.
struct UsageProblem: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
