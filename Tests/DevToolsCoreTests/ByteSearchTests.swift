import DevToolsCore
import Testing

/// `containsBytes`, which the suppression filter uses on every file with findings.
@Suite("Byte search")
struct ByteSearchTests {
    @Test("finds a marker anywhere, including at the ends and after partial matches")
    func finds() {
        #expect("// devtools:disable x".containsBytes("devtools:"))
        #expect("devtools:".containsBytes("devtools:"))
        #expect("ddevtoolsdevtools:".containsBytes("devtools:"))
        #expect("é \"ü\" devtools:disable".containsBytes("devtools:"))
        #expect("abc"[...].containsBytes(""))
    }

    @Test("does not find what is not there")
    func misses() {
        #expect(!"devtools".containsBytes("devtools:"))
        #expect(!"".containsBytes("devtools:"))
        #expect(!"DEVTOOLS:".containsBytes("devtools:"))
    }
}
