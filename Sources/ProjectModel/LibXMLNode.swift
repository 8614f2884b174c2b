import CLibXML2

/// Reading libxml2's element tree without copying it: an element's name, attributes, child elements and
/// text. Nothing returned needs freeing; the document owns every node.
enum LibXMLNode {
    static func children(of node: xmlNodePtr) -> [xmlNodePtr] {
        var result: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { result.append(current) }
            child = current.pointee.next
        }
        return result
    }

    static func name(of node: xmlNodePtr) -> String {
        node.pointee.name.map { String(cString: $0) } ?? ""
    }

    /// The element's text (its text and CDATA children).
    static func content(of node: xmlNodePtr) -> String {
        var text = ""
        var child = node.pointee.children
        while let part = child {
            if part.pointee.type == XML_TEXT_NODE || part.pointee.type == XML_CDATA_SECTION_NODE, let content = part.pointee.content {
                text += String(cString: content)
            }
            child = part.pointee.next
        }
        return text
    }

    /// The attribute's text, read from the node's own attribute list.
    static func attribute(_ attribute: String, of node: xmlNodePtr) -> String? {
        var property = node.pointee.properties
        while let current = property {
            if let name = current.pointee.name, String(cString: name) == attribute {
                var text = ""
                var child = current.pointee.children
                while let part = child {
                    if let content = part.pointee.content { text += String(cString: content) }
                    child = part.pointee.next
                }
                return text
            }
            property = current.pointee.next
        }
        return nil
    }
}
