@testable import ComponentLint
@testable import SourceFacts
import Testing

/// The interner's answers never depend on what it was asked before: its table emptied when full.
@Suite("Text interner")
struct TextInternerTests {
    @Test func stringsAreTheirBytesAcrossAFullTable() {
        let interner = TextInterner()
        for number in 0..<(1 << 17) {
            let text = "SomeLongClassName\(number)Component"
            let made = Array(text.utf8).withUnsafeBufferPointer { interner.string($0) }
            if made != text {
                Issue.record("\(made) for \(text)")
                return
            }
        }
        let again = Array("SomeLongClassName5Component".utf8).withUnsafeBufferPointer { interner.string($0) }
        #expect(again == "SomeLongClassName5Component")
    }
}
