/// A preprocessor conditional line (`#if`, `#ifdef`, `#elif`, `#else`, `#endif`; Swift's `#if`,
/// `#elseif`, `#else`, `#endif`). The tokenizer drops directive lines so that every branch is read, and
/// keeps these markers beside the tokens so that the method-body scanner can tell which code is an
/// alternative to which: two `CKComponentScope`s in `#if`/`#else` never exist in one build.
public struct ConditionalDirective: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        /// `#if`, `#ifdef`, `#ifndef`: a conditional and its first branch begin.
        case open
        /// `#elif`, `#elseif`: the next branch begins, under a condition of its own.
        case branch
        /// `#else`: the last branch begins; with it, the branches cover every build.
        case otherwise
        /// `#endif`.
        case close
    }

    public let kind: Kind
    /// The index of the first token after the directive (the token count when it ends the file).
    public let tokenIndex: Int32

    /// The kind of the directive named `word` (the text after `#`), or `nil` when it is no conditional.
    static func kind(of word: UnsafeBufferPointer<UInt8>) -> Kind? {
        switch String(decoding: word, as: UTF8.self) {
        case "if", "ifdef", "ifndef": .open
        case "elif", "elifdef", "elifndef", "elseif": .branch
        case "else": .otherwise
        case "endif": .close
        default: nil
        }
    }
}
