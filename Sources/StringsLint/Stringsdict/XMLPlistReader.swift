import CLibXML2
import DevToolsCore
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an XML property list with libxml2: no network, no DTD loading and no entity expansion (an
/// entity reference is left out of the text), keeping each element's line number.
///
/// The plist is built from the parser's events (`PlistTreeBuilder`); a document that declares entities
/// or runs past line 65,534 is read as an XML tree and walked instead, the reading the events follow.
enum XMLPlistReader {
    /// Why a document could not be read: the message and where libxml2 stopped.
    struct SyntaxError: Error, Sendable {
        var message: String
        var line: Int
        var column: Int
    }

    static func read(_ data: Data) -> Result<PlistNode?, SyntaxError> {
        if !declaresEntities(data), let events = readEvents(data) { return events }
        return readTree(data)
    }

    /// Whether the text holds `<!ENTITY`: an entity's text is parsed in a context of its own, whose
    /// events the builder does not follow.
    private static func declaresEntities(_ data: Data) -> Bool {
        let marker = Array("<!ENTITY".utf8)
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let base = bytes.baseAddress else { return false }
            var index = 0
            while index + marker.count <= bytes.count, let hit = memchr(base + index, 0x3C, bytes.count - index) {
                index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if index + marker.count <= bytes.count, marker.indices.allSatisfy({ bytes[index + $0] == marker[$0] }) { return true }
                index += 1
            }
            return false
        }
    }

    /// The plist built from the parser's events; nil when only the tree walk can say.
    static func readEvents(_ data: Data) -> Result<PlistNode?, SyntaxError>? {
        xmlInitParser()
        devtools_libxml_silence()
        guard let context = xmlNewParserCtxt() else {
            return .failure(SyntaxError(message: "libxml2 could not allocate a parser", line: 1, column: 1))
        }
        defer { xmlFreeParserCtxt(context) }
        guard !data.isEmpty, data.count < Int(Int32.max) else {
            return .failure(SyntaxError(message: data.isEmpty ? "the file is empty" : "the file is too large", line: 1, column: 1))
        }
        let builder = PlistTreeBuilder(context: context)
        builder.install()
        let document = data.withUnsafeBytes { buffer -> xmlDocPtr? in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
            return xmlCtxtReadMemory(context, base, Int32(buffer.count), "plist.xml", nil, options)
        }
        context.pointee._private = nil
        guard let document else { return .failure(lastError(of: context)) }
        xmlFreeDoc(document)
        if builder.needsTreeWalk { return nil }
        guard builder.sawRoot else {
            return .failure(SyntaxError(message: "the document has no root element", line: 1, column: 1))
        }
        return .success(builder.root)
    }

    private static let options = Int32(
        XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
            | XML_PARSE_NOWARNING.rawValue | XML_PARSE_BIG_LINES.rawValue)

    /// The plist read as an XML tree and walked.
    static func readTree(_ data: Data) -> Result<PlistNode?, SyntaxError> {
        xmlInitParser()
        devtools_libxml_silence()
        guard let context = xmlNewParserCtxt() else {
            return .failure(SyntaxError(message: "libxml2 could not allocate a parser", line: 1, column: 1))
        }
        defer { xmlFreeParserCtxt(context) }
        guard !data.isEmpty, data.count < Int(Int32.max) else {
            return .failure(SyntaxError(message: data.isEmpty ? "the file is empty" : "the file is too large", line: 1, column: 1))
        }
        let document = data.withUnsafeBytes { buffer -> xmlDocPtr? in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
            return xmlCtxtReadMemory(context, base, Int32(buffer.count), "plist.xml", nil, options)
        }
        guard let document else { return .failure(lastError(of: context)) }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else {
            return .failure(SyntaxError(message: "the document has no root element", line: 1, column: 1))
        }
        guard name(of: root) == "plist" else { return .success(node(from: root)) }
        return .success(elements(of: root).first.map(node(from:)))
    }

    private static func lastError(of context: xmlParserCtxtPtr) -> SyntaxError {
        guard let error = xmlCtxtGetLastError(context) else {
            return SyntaxError(message: "malformed XML", line: 1, column: 1)
        }
        let message = error.pointee.message.map { String(cString: $0) } ?? "malformed XML"
        return SyntaxError(
            message: message.trimmingCharacters(in: .whitespacesAndNewlines),
            line: max(1, Int(error.pointee.line)),
            column: max(1, Int(error.pointee.int2))
        )
    }

    private static func node(from element: xmlNodePtr) -> PlistNode {
        let line = Int(xmlGetLineNo(element))
        switch name(of: element) {
        case "string": return PlistNode(value: .string(text(of: element)), line: line)
        case "array": return PlistNode(value: .array(elements(of: element).map(node(from:))), line: line)
        case "dict": return PlistNode(value: .dictionary(members(of: element)), line: line)
        case let other: return PlistNode(value: .other(other), line: line)
        }
    }

    /// Pairs each `<key>` with the element after it; a key without a value gets an empty `<missing>`.
    private static func members(of dict: xmlNodePtr) -> [PlistMember] {
        var result: [PlistMember] = []
        var pendingKey: (String, Int)?
        for child in elements(of: dict) {
            if name(of: child) == "key" {
                if let (key, line) = pendingKey {
                    result.append(PlistMember(key: key, keyLine: line, node: PlistNode(value: .other("missing"), line: line)))
                }
                pendingKey = (text(of: child), Int(xmlGetLineNo(child)))
            } else if let (key, line) = pendingKey {
                result.append(PlistMember(key: key, keyLine: line, node: node(from: child)))
                pendingKey = nil
            }
        }
        if let (key, line) = pendingKey {
            result.append(PlistMember(key: key, keyLine: line, node: PlistNode(value: .other("missing"), line: line)))
        }
        return result
    }

    private static func elements(of parent: xmlNodePtr) -> [xmlNodePtr] {
        var result: [xmlNodePtr] = []
        var child = parent.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE { result.append(current) }
            child = current.pointee.next
        }
        return result
    }

    /// The element's own text and CDATA; entity references are not expanded.
    private static func text(of element: xmlNodePtr) -> String {
        var result = ""
        var child = element.pointee.children
        while let current = child {
            if current.pointee.type == XML_TEXT_NODE || current.pointee.type == XML_CDATA_SECTION_NODE,
                let content = current.pointee.content
            {
                result += String(cString: content)
            }
            child = current.pointee.next
        }
        return result
    }

    private static func name(of element: xmlNodePtr) -> String {
        element.pointee.name.map { String(cString: $0) } ?? ""
    }
}
