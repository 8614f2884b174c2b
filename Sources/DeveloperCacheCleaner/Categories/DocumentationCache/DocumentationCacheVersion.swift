/// A `DocumentationCache/<id>/<Xcode version>` folder name: the Xcode version, with or without a `v`
/// before it (`15.0`, `16.1`, `v26.0`).
enum DocumentationCacheVersion {
    static func parse(_ name: String) -> OSVersion? {
        OSVersion(name.hasPrefix("v") || name.hasPrefix("V") ? name.dropFirst() : Substring(name))
    }
}
