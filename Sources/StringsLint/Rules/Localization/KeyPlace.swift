import DevToolsCore

/// Where a key of a table is defined (a `.strings` entry or a `.stringsdict` key).
struct KeyPlace: Sendable {
    var location: SourceLocation
}
