import DevToolsCore
import Foundation
import Testing
@testable import StringsLint

/// A large file is read in two halves at once; the outcome must be that of one reading from the start,
/// wherever the middle falls: between entries (the halves join), or inside a string or comment that
/// runs across it (the first half reads on alone).
@Suite("Reading in halves")
struct HalvesTests {
    static func compare(_ text: String, _ label: String) {
        let data = Data(text.utf8)
        let whole = StringsFileReader.read(data: data, displayPath: "t.strings", summarizesFormats: true, halvesFromSize: .max)
        let halves = StringsFileReader.read(data: data, displayPath: "t.strings", summarizesFormats: true, halvesFromSize: 0)
        #expect(halves.entries == whole.entries, "\(label)")
        #expect(halves.entries.map(\.formatSummary) == whole.entries.map(\.formatSummary), "\(label)")
        #expect(halves.diagnostics == whole.diagnostics, "\(label)")
    }

    static let crafted: [String] = [
        "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"d\" = \"D\";\n",
        "\"a\" = \"A\";\n/* a comment across the middle\n\"b\" = \"B\";\n\"c\" = \"C\";\n*/\n\"d\" = \"D\";\n",
        "\"a\" = \"a value that runs\n\"b\" = \"B\";\n\"c\" = \"C\";\nacross the middle\";\n\"d\" = \"D\";\n",
        "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\" oops\n\"d\" = \"D\";\n\"e\" = \"E\"\n",
        "\"a\" = \"A\";\n\"a\" = \"A\";\n\"b\" = \"B\";\n\"b\" = \"C\";\n\"c\" = \"50% %@\";\n",
        "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n; stop here\n\"d\" = \"D\";\n",
        "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"d\" = \"D\";\n/* never closed\n\"e\" = \"E\";\n",
        "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"\\q\\U12\";\n\"d\" = \"D\";\n\"e\" = \"\\\"%1$@\\\"\";\n",
        "{ \"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"d\" = \"D\"; }\n",
        "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"d\" = \"D\";\n\"e\" = \"unterminated\n",
        "\n\n\n\n\n\n\n\n\n\n\"a\" = \"A\";\n",
    ]

    @Test("crafted texts: joined halves, a string or comment across the middle, mistakes on either side")
    func craftedTexts() {
        for text in Self.crafted { Self.compare(text, text) }
    }

    @Test(
        "every corpus file, whole and cut at several places",
        .requiresShared("../shared/corpus/strings is absent", isAvailable: { SharedData.isAvailable }))
    func corpus() throws {
        for url in SharedData.stringsFiles() {
            let data = try Data(contentsOf: url)
            guard let text = String(data: data, encoding: .utf8) else { continue }
            let characters = Array(text)
            for fraction in [1.0, 0.7, 0.45] {
                let cut = String(characters.prefix(Int(Double(characters.count) * fraction)))
                Self.compare(cut, "\(url.lastPathComponent) at \(fraction)")
            }
        }
    }
}
