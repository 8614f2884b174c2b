import CLibXML2

/// Which texts of a storyboard or xib element `ibtool --export-strings-file` (and Xcode's localization
/// export) writes to its strings table, under which key:
///
/// - any object's `text`, `title`, `placeholder`, `placeholderString`, `prompt`, `headerTitle`,
///   `footerTitle` attributes (labels, text fields, bar items, navigation items, menus and menu items,
///   window and box titles, table sections, AppKit cells), under their own name;
/// - `toolTip` as `ibShadowedToolTip`; a `<string key="text">` child as `text`;
/// - a button's `<state key="normal" title>` as `normalTitle` (and the other states');
/// - a segmented control's segments as `segmentTitles[N]`;
/// - the `label`/`hint` of `<accessibility key="accessibilityConfiguration">` as
///   `accessibilityLabel`/`accessibilityHint`;
/// - a table column's `<tableHeaderCell>` title as `headerCell.title`; a tab view item's `label`.
///
/// Checked against real apps' exports (IINA's 28 locales of 31 xibs): a pop-up button's title, a
/// constraint's `placeholder` flag, a table column's data cell and an untitled box are not exported.
///
/// Texts it exports that are not listed here are not expected of a translation (never a false
/// `missing-key`); their keys still name a live object, so they are never stale either.
enum InterfaceBuilderExport {
    typealias Found = (text: InterfaceBuilderText, bound: Bool)

    /// The attributes exported under their own name.
    private static let textAttributes = ["text", "title", "placeholder", "placeholderString", "prompt", "headerTitle", "footerTitle"]

    /// Elements whose text attributes are not shown as written: a pop-up button's title is its selected
    /// item's (ibtool leaves it out), a constraint's `placeholder` is a flag, a table column's data cell
    /// is filled by its data source.
    private static let elementsWithoutText: Set<String> = ["popUpButtonCell", "constraint", "popUpButton"]

    /// The texts of the element `node` whose id is `id`.
    static func texts(of node: xmlNodePtr, id: String, children elements: [xmlNodePtr]) -> [InterfaceBuilderText] {
        let line = Int(xmlGetLineNo(node))
        let element = LibXMLNode.name(of: node)
        var found: [InterfaceBuilderText] = []
        func add(_ property: String, _ text: String, line: Int) {
            found.append(InterfaceBuilderText(key: "\(id).\(property)", text: text, line: line))
        }
        guard !elementsWithoutText.contains(element), LibXMLNode.attribute("key", of: node) != "dataCell" else { return [] }
        for property in textAttributes {
            // A box drawn without its title never shows it.
            if property == "title", element == "box", LibXMLNode.attribute("titlePosition", of: node) == "noTitle" { continue }
            if let text = LibXMLNode.attribute(property, of: node) { add(property, text, line: line) }
        }
        if element == "tabViewItem", let label = LibXMLNode.attribute("label", of: node) { add("label", label, line: line) }
        if let tip = LibXMLNode.attribute("toolTip", of: node) { add("ibShadowedToolTip", tip, line: line) }
        for child in elements {
            let childLine = Int(xmlGetLineNo(child))
            switch (LibXMLNode.name(of: child), LibXMLNode.attribute("key", of: child)) {
            case ("string", "text"): add("text", LibXMLNode.content(of: child), line: childLine)
            case ("state", let state?):
                if let title = LibXMLNode.attribute("title", of: child) { add("\(state)Title", title, line: childLine) }
            case ("segments", _):
                for (position, segment) in LibXMLNode.children(of: child).enumerated() {
                    if let title = LibXMLNode.attribute("title", of: segment) {
                        add("segmentTitles[\(position)]", title, line: Int(xmlGetLineNo(segment)))
                    }
                }
            case ("accessibility", "accessibilityConfiguration"):
                if let label = LibXMLNode.attribute("label", of: child) { add("accessibilityLabel", label, line: childLine) }
                if let hint = LibXMLNode.attribute("hint", of: child) { add("accessibilityHint", hint, line: childLine) }
            case ("tableHeaderCell", _) where LibXMLNode.attribute("id", of: child) == nil:
                if let title = LibXMLNode.attribute("title", of: child) { add("headerCell.title", title, line: childLine) }
            default: continue
            }
        }
        return found
    }

    /// Whether a `<connections>` element holds a Cocoa binding that sets its object's text (`value`,
    /// `title`, `displayPatternValue1`): the storyboard's text is replaced at run time.
    static func bindsText(_ connections: xmlNodePtr) -> Bool {
        LibXMLNode.children(of: connections).contains { node in
            guard LibXMLNode.name(of: node) == "binding", let bound = LibXMLNode.attribute("name", of: node) else { return false }
            return bound == "value" || bound == "title" || bound.hasPrefix("displayPatternValue") || bound.hasPrefix("displayPatternTitle")
        }
    }
}
