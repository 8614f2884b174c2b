import CLibXML2

/// Builds the `PlistNode` tree from libxml2's SAX events as the document is parsed, so no XML tree is
/// built and walked (a `.stringsdict` tree takes about fifteen times the file's size). It builds what
/// `XMLPlistReader`'s tree walk would: the same elements, texts and lines, with a document whose
/// answer it cannot be sure of (an entity declaration, a line past 65,534) left to that walk.
final class PlistTreeBuilder {
    /// An element being read.
    private struct Frame {
        var name: String
        var line: Int
        /// Direct text and CDATA, for a `<string>` or `<key>`.
        var text: [UInt8] = []
        /// For an `<array>`.
        var children: [PlistNode] = []
        /// For a `<dict>`: its members, and a `<key>` waiting for its value.
        var members: [PlistMember] = []
        var pendingKey: (key: String, line: Int)?
        /// For the root `<plist>`: its first element.
        var first: PlistNode?
    }

    private var stack: [Frame] = []
    private(set) var root: PlistNode?
    private(set) var sawRoot = false
    /// Set when the tree walk's lines could differ (libxml2 stores element lines in 16 bits).
    private(set) var needsTreeWalk = false
    private let context: xmlParserCtxtPtr

    init(context: xmlParserCtxtPtr) {
        self.context = context
    }

    /// Points the context's SAX handler at this builder, for one `xmlCtxtReadMemory`.
    func install() {
        context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
        guard let sax = context.pointee.sax else { return }
        sax.pointee.startElementNs = { ctx, localname, _, _, _, _, _, _, _ in
            PlistTreeBuilder.of(ctx)?.start(localname)
        }
        sax.pointee.endElementNs = { ctx, _, _, _ in
            PlistTreeBuilder.of(ctx)?.end()
        }
        sax.pointee.characters = { ctx, bytes, length in
            PlistTreeBuilder.of(ctx)?.text(bytes, Int(length))
        }
        sax.pointee.ignorableWhitespace = sax.pointee.characters
        sax.pointee.cdataBlock = sax.pointee.characters
        // An entity reference is left out of the text, as the tree walk leaves it out.
        sax.pointee.reference = { _, _ in }
    }

    private static func of(_ ctx: UnsafeMutableRawPointer?) -> PlistTreeBuilder? {
        guard let ctx else { return nil }
        let context = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let pointer = context.pointee._private else { return nil }
        let builder = Unmanaged<PlistTreeBuilder>.fromOpaque(pointer).takeUnretainedValue()
        // A context libxml2 makes for checking an entity's text is not the document's.
        return builder.context == context ? builder : nil
    }

    private func start(_ localname: UnsafePointer<xmlChar>?) {
        let line = Int(context.pointee.input?.pointee.line ?? 0)
        if line >= 65535 { needsTreeWalk = true }
        stack.append(Frame(name: localname.map { String(cString: $0) } ?? "", line: line))
    }

    private func text(_ bytes: UnsafePointer<xmlChar>?, _ length: Int) {
        guard let bytes, length > 0, !stack.isEmpty else { return }
        let name = stack[stack.count - 1].name
        guard name == "string" || name == "key" else { return }
        stack[stack.count - 1].text.append(contentsOf: UnsafeBufferPointer(start: bytes, count: length))
    }

    private func end() {
        guard var frame = stack.popLast() else { return }
        let isRoot = stack.isEmpty
        if isRoot {
            sawRoot = true
            root = frame.name == "plist" ? frame.first : node(from: &frame)
            return
        }
        let parent = stack.count - 1
        switch stack[parent].name {
        case "plist" where parent == 0:
            if stack[parent].first == nil { stack[parent].first = node(from: &frame) }
        case "array":
            stack[parent].children.append(node(from: &frame))
        case "dict":
            if frame.name == "key" {
                if let (key, line) = stack[parent].pendingKey {
                    stack[parent].members.append(
                        PlistMember(key: key, keyLine: line, node: PlistNode(value: .other("missing"), line: line)))
                }
                stack[parent].pendingKey = (String(decoding: frame.text, as: UTF8.self), frame.line)
            } else if let (key, line) = stack[parent].pendingKey {
                stack[parent].members.append(PlistMember(key: key, keyLine: line, node: node(from: &frame)))
                stack[parent].pendingKey = nil
            }
        default:
            break  // inside a string, key or other element: not part of the plist
        }
    }

    private func node(from frame: inout Frame) -> PlistNode {
        switch frame.name {
        case "string":
            return PlistNode(value: .string(String(decoding: frame.text, as: UTF8.self)), line: frame.line)
        case "array":
            return PlistNode(value: .array(frame.children), line: frame.line)
        case "dict":
            if let (key, line) = frame.pendingKey {
                frame.members.append(PlistMember(key: key, keyLine: line, node: PlistNode(value: .other("missing"), line: line)))
            }
            return PlistNode(value: .dictionary(frame.members), line: frame.line)
        case let other:
            return PlistNode(value: .other(other), line: frame.line)
        }
    }
}
