import Foundation
import Testing
@testable import StringsLint

/// The plist built from libxml2's events must be the one the XML tree walk builds: same nodes, texts,
/// lines and errors, for odd documents as for real ones.
@Suite("XML plist from parser events")
struct PlistEventsTests {
    static let documents = [
        "<plist><dict><key>a</key><string>A</string></dict></plist>",
        "<?xml version=\"1.0\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n\t<key>k</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@n@</string>\n\t</dict>\n</dict>\n</plist>\n",
        "<plist><dict><key>a</key><key>b</key><string>B</string><key>c</key></dict></plist>",
        "<plist><dict><string>no key</string><key>x</key><array><string>1</string><key>k</key><integer>2</integer></array></dict></plist>",
        "<plist><dict><key>a &amp; b</key><string>&lt;tag&gt; &#65;&#x42; <![CDATA[raw <x>]]> tail</string></dict></plist>",
        "<plist><dict><key>m</key><string>before<b>inner</b>after<!-- note -->end<?pi x?></string></dict></plist>",
        "<plist><dict/><dict><key>ignored</key></dict></plist>",
        "<plist></plist>",
        "<dict><key>root</key><string>not in a plist</string></dict>",
        "<string>just text</string>",
        "<plist><plist><string>nested</string></plist></plist>",
        "<p:plist xmlns:p=\"urn:x\"><p:dict><p:key>a</p:key><p:string>A</p:string></p:dict></p:plist>",
        "<plist><dict>\n  <key>\n  spaced\n  </key>\n  <string>\n  value\n  </string>\n</dict></plist>",
        "<plist><dict><key>u</key><string>ünïcødé 日本</string><key>e</key><string/></dict></plist>",
        "<plist><dict><key>a</key><string>A</string></dict>",
        "<plist><dict><key>a</key><string>A</dict></plist>",
        "not xml at all",
        "<plist><dict><key>a</key><string>&undefined;</string></dict></plist>",
        "<!DOCTYPE plist SYSTEM \"x.dtd\"><plist><dict><key>a</key><string>x&undeclared;y</string></dict></plist>",
        "<!DOCTYPE plist [<!ENTITY e \"entity text\">]><plist><dict><key>a</key><string>x&e;y</string></dict></plist>",
        "<plist>\u{0}</plist>",
        "",
    ]

    static func describe(_ result: Result<PlistNode?, XMLPlistReader.SyntaxError>?) -> String {
        guard let result else { return "tree walk" }
        switch result {
        case .success(let node): var text = ""; dump(node, to: &text); return text
        case .failure(let error): return "error \(error.line):\(error.column) \(error.message)"
        }
    }

    @Test("odd documents: the same plist or the same error")
    func oddDocuments() {
        #expect(XMLPlistReader.readEvents(Data(Self.documents[1].utf8)) != nil, "a plain document is read from its events")
        for document in Self.documents {
            let data = Data(document.utf8)
            let events = XMLPlistReader.readEvents(data)
            #expect(events == nil || Self.describe(events) == Self.describe(XMLPlistReader.readTree(data)), "\(document)")
            #expect(Self.describe(XMLPlistReader.read(data)) == Self.describe(XMLPlistReader.readTree(data)), "\(document)")
        }
    }

    @Test("every .stringsdict of the fixtures and the corpus")
    func realFiles() throws {
        var roots = [SharedData.packageRoot.appendingPathComponent("Tests/StringsLintTests/Fixtures")]
        if SharedData.isAvailable { roots.append(SharedData.corpus) }
        var count = 0
        for root in roots {
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "stringsdict" else { continue }
                let data = try Data(contentsOf: url)
                #expect(Self.describe(XMLPlistReader.read(data)) == Self.describe(XMLPlistReader.readTree(data)), "\(url.path)")
                count += 1
            }
        }
        #expect(count >= 6)
    }

    @Test("a document past line 65,534 is left to the tree walk, whose lines come from its texts")
    func bigLines() {
        let padding = String(repeating: "\n", count: 65_540)
        let data = Data("<plist><dict>\(padding)<key>far</key><string>away</string></dict></plist>".utf8)
        #expect(XMLPlistReader.readEvents(data) == nil)
        #expect(Self.describe(XMLPlistReader.read(data)) == Self.describe(XMLPlistReader.readTree(data)))
    }
}
