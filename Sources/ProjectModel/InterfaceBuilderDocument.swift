import CLibXML2
import Foundation

/// A storyboard's or xib's objects, by id: what the keys of its strings tables can name. Xcode exports
/// an Interface Builder file's text as `"<objectID>.<property>" = "…";` (`"Ttl-9x-abc.text"`,
/// `"179.title"`), and a translation keeps an entry after its object is deleted; such an entry is never
/// shown.
///
/// Read with libxml2 (no network, no entity expansion) from the document format Xcode writes since
/// Xcode 5 (`<document type="com.apple.InterfaceBuilder3…">`). The older archive format (`<archive>`),
/// whose object ids are not the ones its strings use, and compiled `.nib` files are not read.
public struct InterfaceBuilderDocument: Sendable, Equatable {
    /// The `id` of every element: views, scenes, bar items, cells, menu items.
    public var objectIDs: Set<String>

    public init(objectIDs: Set<String>) {
        self.objectIDs = objectIDs
    }

    /// The document at `path`; a problem naming the file when it cannot be read or is not a document.
    public static func read(at path: String) -> Result<InterfaceBuilderDocument, ProjectModelProblem> {
        ProjectFileReader.data(at: path).flatMap { read(data: $0, file: path) }
    }

    static func read(data: Data, file: String) -> Result<InterfaceBuilderDocument, ProjectModelProblem> {
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
        guard let root = xmlDocGetRootElement(document), String(cString: root.pointee.name) == "document" else {
            return .failure(
                ProjectModelProblem(
                    file: file, message: "is not an Interface Builder document of Xcode 5 or later, so its objects are not known"))
        }
        var ids: Set<String> = []
        var stack: [xmlNodePtr] = [root]
        while let node = stack.popLast() {
            if let id = attribute("id", of: node) { ids.insert(id) }
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { stack.append(current) }
                child = current.pointee.next
            }
        }
        return .success(InterfaceBuilderDocument(objectIDs: ids))
    }

    private static func attribute(_ name: String, of node: xmlNodePtr) -> String? {
        var property = node.pointee.properties
        while let current = property {
            if let key = current.pointee.name, String(cString: key) == name, let text = current.pointee.children?.pointee.content {
                return String(cString: text)
            }
            property = current.pointee.next
        }
        return nil
    }
}
