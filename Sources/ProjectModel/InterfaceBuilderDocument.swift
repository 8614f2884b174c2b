import CLibXML2
import Foundation

/// A storyboard or xib as its strings tables see it: the ids of its objects (a table's key names one:
/// `"Ttl-9x-abc.text"`, `"179.title"`) and the texts `ibtool --export-strings-file` exports, each under
/// the key the tables use. A translation keeps an entry after its object is deleted; such an entry is
/// never shown. A text the document has and a translation lacks is shown in the development language.
///
/// Read with libxml2 (line numbers kept, no network, no entity expansion) from the document format
/// Xcode writes since Xcode 5 (`<document type="com.apple.InterfaceBuilder3…">`). The older archive
/// format (`<archive>`), whose object ids are not the ones its strings use, and compiled `.nib` files
/// are not read. What is exported is `InterfaceBuilderExport`'s.
public struct InterfaceBuilderDocument: Sendable, Equatable {
    /// The `id` of every element: views, scenes, bar items, cells, menu items.
    public var objectIDs: Set<String>
    /// The texts a translation shows, in document order.
    public var texts: [InterfaceBuilderText]
    /// Object id → the names of the outlets that point at it (`<outlet property="typeLabel"
    /// destination="U6e-jp-cms"/>`): the code reaches the object through them.
    public var outletProperties: [String: Set<String>]

    public init(objectIDs: Set<String>, texts: [InterfaceBuilderText] = [], outletProperties: [String: Set<String>] = [:]) {
        self.objectIDs = objectIDs
        self.texts = texts
        self.outletProperties = outletProperties
    }

    /// The same document with the texts of objects the code sets through an outlet (`typeLabel.text = …`,
    /// one of `propertiesSetByCode`) taken as set at run time: xDrip's treatment cell shows "Insulin" in
    /// Interface Builder only, its code sets the label for each row.
    public func settingTexts(ofOutlets propertiesSetByCode: Set<String>) -> InterfaceBuilderDocument {
        guard !propertiesSetByCode.isEmpty else { return self }
        var copy = self
        for index in copy.texts.indices where !copy.texts[index].isSetAtRunTime {
            let object = String(copy.texts[index].key.prefix { $0 != "." })
            if let names = outletProperties[object], !names.isDisjoint(with: propertiesSetByCode) {
                copy.texts[index].isSetAtRunTime = true
            }
        }
        return copy
    }

    /// The document at `path`; a problem naming the file when it cannot be read or is not a document.
    public static func read(at path: String) -> Result<InterfaceBuilderDocument, ProjectModelProblem> {
        ProjectFileReader.data(at: path).flatMap { read(data: $0, file: path) }
    }

    static func read(data: Data, file: String) -> Result<InterfaceBuilderDocument, ProjectModelProblem> {
        guard data.count < Int(Int32.max) else {
            return .failure(ProjectModelProblem(file: file, message: "is too large to read, so its objects are not known"))
        }
        xmlInitParser()
        devtools_libxml_silence()
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_HUGE.rawValue)
        let document = data.withUnsafeBytes { buffer -> xmlDocPtr? in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
            return xmlReadMemory(base, Int32(clamping: buffer.count), "document.xml", nil, options)
        }
        guard let document else {
            return .failure(ProjectModelProblem(file: file, message: "is not well-formed XML, so its objects are not known"))
        }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document), LibXMLNode.name(of: root) == "document" else {
            return .failure(
                ProjectModelProblem(
                    file: file, message: "is not an Interface Builder document of Xcode 5 or later, so its objects are not known"))
        }
        var ids: Set<String> = []
        var outlets: [String: Set<String>] = [:]
        var found: [InterfaceBuilderExport.Found] = []
        // Objects whose default title ("Title") is a stand-in: a navigation item's (Xcode names every new
        // one so), and any in a prototype cell, which the data source fills for each row.
        var standIns: Set<String> = []
        // A binding on a control sets the text of its cell (`<textFieldCell key="cell">`) too.
        var stack = [(node: root, bound: false, prototype: false)]
        while let (node, inherited, inPrototype) = stack.popLast() {
            let elements = LibXMLNode.children(of: node)
            let bound = inherited || elements.contains { LibXMLNode.name(of: $0) == "connections" && InterfaceBuilderExport.bindsText($0) }
            let name = LibXMLNode.name(of: node)
            let prototype = inPrototype || name == "prototypes"
            stack += elements.reversed().map { ($0, bound && LibXMLNode.attribute("key", of: $0) == "cell", prototype) }
            if LibXMLNode.name(of: node) == "outlet" || LibXMLNode.name(of: node) == "outletCollection",
                let destination = LibXMLNode.attribute("destination", of: node)
            {
                outlets[destination, default: []].insert(LibXMLNode.attribute("property", of: node) ?? "")
            }
            guard let id = LibXMLNode.attribute("id", of: node) else { continue }
            ids.insert(id)
            if prototype || name == "navigationItem" { standIns.insert(id) }
            found += InterfaceBuilderExport.texts(of: node, id: id, children: elements).map { ($0, bound) }
        }
        let texts = found.map { text, bound in
            var text = text
            let object = String(text.key.prefix { $0 != "." })
            text.isSetAtRunTime =
                bound
                || ((outlets[object] != nil || standIns.contains(object)) && InterfaceBuilderText.outletDefaults.contains(text.text))
            return text
        }
        return .success(InterfaceBuilderDocument(objectIDs: ids, texts: texts, outletProperties: outlets))
    }
}
