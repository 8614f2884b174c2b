/// While a method body with preprocessor conditionals is scanned: each super call and its token index,
/// to tell afterwards which calls every build makes. Kept by the scanner, not in `MethodBody`, so the
/// facts of every method (a 50 MB source has 300,000) do not carry an empty list they no longer need.
final class SuperCallSites {
    var sites: [(selector: String, index: Int)] = []
}
