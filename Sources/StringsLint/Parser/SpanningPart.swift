/// The first thing inside an entry that runs across a line break: where a missing closing quote or an
/// unclosed comment most likely is when the entry fails on a later line.
struct SpanningPart {
    enum Kind { case string, comment }
    var kind: Kind
    var offset: Int
}
