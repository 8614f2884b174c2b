/// Turns one tokenized file into `FileFacts`: declarations, methods with what their bodies do, view
/// configurations and factory functions.
public enum FactExtractor {
    public static func facts(of source: TokenizedSource, file: String) -> FileFacts {
        var facts = FileFacts(file: file, language: source.language)
        if source.language.isSwift {
            SwiftDeclarationScanner(source: source, file: file).scan(into: &facts)
        } else {
            ObjCDeclarationScanner(source: source, file: file).scan(into: &facts)
        }
        for index in 0..<source.count where source.is(index, "CKComponentScope") {
            facts.scopeMentions.append(site(source, index, name: "CKComponentScope"))
        }
        facts.viewConfigurations = ViewConfigurationScanner(source: source).scan()
        return facts
    }

    static func site(_ source: TokenizedSource, _ index: Int, name: String) -> SourceSite {
        let token = source[index]
        return SourceSite(name: name, line: Int(token.line), column: Int(token.column), order: index)
    }
}
