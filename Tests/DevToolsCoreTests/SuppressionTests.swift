import DevToolsCore
import Testing

@Suite("Suppression comments")
struct SuppressionTests {
    @Test func parsesEveryDirectiveForm() {
        let text = """
            // devtools:disable duplicate-key empty-value
            /* devtools:disable:next missing-scope */
            x // devtools:disable:this syntax-error
            // devtools:enable duplicate-key
            "devtools:disable not-in-a-comment"
            """
        let directives = SuppressionParser.directives(in: text)
        #expect(
            directives == [
                SuppressionDirective(kind: .disable, ruleIDs: ["duplicate-key", "empty-value"], line: 1),
                SuppressionDirective(kind: .disableNext, ruleIDs: ["missing-scope"], line: 2),
                SuppressionDirective(kind: .disableThis, ruleIDs: ["syntax-error"], line: 3),
                SuppressionDirective(kind: .enable, ruleIDs: ["duplicate-key"], line: 4),
            ])
    }

    @Test func regions() {
        let map = SuppressionMap(
            text: """
                a
                // devtools:disable duplicate-key
                b
                // devtools:enable duplicate-key
                c /* devtools:disable:this empty-value */
                // devtools:disable:next missing-scope
                d
                e
                // devtools:disable
                f
                """)
        #expect(!map.isSuppressed(ruleID: "duplicate-key", line: 1))
        #expect(map.isSuppressed(ruleID: "duplicate-key", line: 3))
        #expect(!map.isSuppressed(ruleID: "duplicate-key", line: 5))
        #expect(map.isSuppressed(ruleID: "empty-value", line: 5))
        #expect(!map.isSuppressed(ruleID: "empty-value", line: 6))
        #expect(map.isSuppressed(ruleID: "missing-scope", line: 7))
        #expect(!map.isSuppressed(ruleID: "missing-scope", line: 8))
        #expect(map.isSuppressed(ruleID: "anything", line: 10), "a bare disable covers every rule")
        #expect(!map.isSuppressed(ruleID: "anything", line: 8))
    }

    @Test func disableWithoutEnableRunsToTheEnd() {
        let map = SuppressionMap(text: "/* devtools:disable unquoted-string */\n\n\n\n")
        #expect(map.isSuppressed(ruleID: "unquoted-string", line: 1_000))
        #expect(!map.isSuppressed(ruleID: "duplicate-key", line: 2))
    }
}
