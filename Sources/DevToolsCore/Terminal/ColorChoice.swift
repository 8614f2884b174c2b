/// `--color`: `auto` follows the conventions (a terminal, `NO_COLOR` unset or empty, `TERM` not `dumb`);
/// `always` and `never` override them, e.g. for a CI log viewer that renders colour.
public enum ColorChoice: String, CaseIterable, Sendable {
    case auto
    case always
    case never
}
