/// The tokens of one file, or of a window of a large one, in memory that one worker thread reuses from
/// file to file: linting 20,000 files then allocates token storage a few times, not 20,000 times.
///
/// Holds tokens `first..<end` of the file (token indices, as `SourceSite.order` counts them); the
/// tokenizer appends, the fact extractor drops what it no longer needs. Used by one thread at a time.
final class TokenBuffer {
    /// A file that needed more than this many tokens at once gives its memory back afterwards.
    private static let keptCapacity = 1 << 16

    @exclusivity(unchecked) private(set) var storage: UnsafeMutablePointer<Token>
    @exclusivity(unchecked) private(set) var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0
    /// The token index of `storage[0]`.
    @exclusivity(unchecked) private(set) var first = 0
    /// Set when a scanner reached past the tokens of a window (see `TokenWindow`).
    let overrun: UnsafeMutablePointer<Bool>
    /// The Strings made from these tokens, shared from file to file.
    let interner = TextInterner()
    /// The tokenizer's stack of open brackets, kept here so its storage serves file after file.
    @exclusivity(unchecked) var openBrackets: [Int32] = []

    init(capacity: Int = 4096) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
        overrun = .allocate(capacity: 1)
        overrun.initialize(to: false)
    }

    deinit {
        storage.deallocate()
        overrun.deallocate()
    }

    /// The token index after the last token held.
    var end: Int { first + count }

    /// After the tokenizer filled `storage` up to `count`.
    func setCount(_ count: Int) {
        self.count = count
    }

    /// Room for at least `count` tokens (their storage may move).
    func reserve(_ count: Int) {
        while capacity < count { grow() }
    }

    /// Empties the buffer for a new file (and gives back what an exceptionally large one took).
    func reset() {
        count = 0
        first = 0
        overrun.pointee = false
        openBrackets.removeAll(keepingCapacity: true)
        if capacity > Self.keptCapacity {
            storage.deallocate()
            capacity = Self.keptCapacity
            storage = .allocate(capacity: capacity)
        }
    }

    /// Forgets the tokens before token index `index`; the rest move to the front.
    func drop(below index: Int) {
        let dropped = min(index - first, count)
        guard dropped > 0 else { return }
        storage.update(from: storage + dropped, count: count - dropped)
        count -= dropped
        first += dropped
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }
}
