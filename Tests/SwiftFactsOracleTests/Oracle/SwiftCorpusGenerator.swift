/// Swift files made from a seed, for the differential test and the fuzzer's first inputs: classes and
/// extensions whose methods mix what the scanner must read exactly. Overrides with and without
/// `override`, labels and attributes; `super` calls behind `guard`, `if`/`else if`, `switch`, loops,
/// `do`/`catch`, `defer`, `#if` and closures; early `return`s and calls that never return; the view
/// a controller or a node touches and creates, in closures or not; comments and strings that look
/// like code. Every file is valid Swift (the test checks that the parser agrees).
public struct SwiftCorpusGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    /// SplitMix64: the same files for the same seed on every machine.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }
    private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    private mutating func pick<T>(_ options: [T]) -> T { options[below(options.count)] }

    /// Lifecycle methods as declared and as called on `super`.
    static let methods: [(declaration: String, call: String)] = [
        ("viewWillAppear(_ animated: Bool)", "viewWillAppear(animated)"),
        ("viewDidAppear(_ animated: Bool)", "viewDidAppear(animated)"),
        ("viewWillDisappear(_ animated: Bool)", "viewWillDisappear(animated)"),
        ("viewDidLoad()", "viewDidLoad()"),
        ("willMove(toParent parent: UIViewController?)", "willMove(toParent: parent)"),
        ("didMove(toParent parent: UIViewController?)", "didMove(toParent: parent)"),
        ("traitCollectionDidChange(_ previous: UITraitCollection?)", "traitCollectionDidChange(previous)"),
        (
            "viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)",
            "viewWillTransition(to: size, with: coordinator)"
        ),
        ("setEditing(_ editing: Bool, animated: Bool)", "setEditing(editing, animated: animated)"),
        ("touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?)", "touchesBegan(touches, with: event)"),
        ("didLoad()", "didLoad()"), ("layout()", "layout()"), ("didEnterHierarchy()", "didEnterHierarchy()"),
        (
            "interfaceStateDidChange(_ newState: ASInterfaceState, from oldState: ASInterfaceState)",
            "interfaceStateDidChange(newState, from: oldState)"
        ),
    ]

    public mutating func file() -> String {
        var text = chance(50) ? "import UIKit\n\n" : "// A file of views. class Fake: UIView { func x() { return } }\n"
        for index in 0..<(1 + below(3)) {
            text += chance(25) ? extensionDeclaration(index) : classDeclaration(index)
        }
        return text
    }

    private mutating func classDeclaration(_ index: Int) -> String {
        let name = "Screen\(index)" + pick(["ViewController", "Node", "Cell", "View"])
        let superclass = pick(["UIViewController", "ASDisplayNode", "UITableViewCell", "BaseViewController", "Base<Int>", "UIKit.UIView"])
        let modifiers = pick(["", "final ", "public ", "@MainActor ", "open "])
        var text = "\(modifiers)class \(name): \(superclass)\(chance(30) ? ", Delegate" : "") {\n"
        text += "    let imageNode = ASImageNode()\n"
        // An editable text node's textView is its view; another node's `textView` is not.
        text += pick([
            "    let inputNode = ASEditableTextNode()\n", "    private var inputNode: ASEditableTextNode!\n",
            "    let inputNode = InputNode()\n",
        ])
        if chance(30) { text += "    class var shared: \(name) { fatalError() }\n" }
        if chance(20) { text += "    class override func prepare() {\n        super.prepare()\n    }\n" }
        if chance(20) { text += "    lazy var badge: UILabel = {\n        let label = UILabel()\n        return label\n    }()\n" }
        if chance(20) { text += "    override var isEditing: Bool {\n        didSet { view.alpha = 1 }\n    }\n" }
        if chance(20) { text += "    var state = State.init(value: .none)\n" }
        if chance(20) { text += "    static func == (lhs: \(name), rhs: \(name)) -> Bool { lhs === rhs }\n" }
        if chance(20) { text += "    func `continue`() { view.alpha = 0 }\n" }
        if chance(20) {
            text += "    public init!(for room: Int, @ViewBuilder content: () -> Int, class cls: AnyClass) {\n        super.init()\n    }\n"
        }
        if chance(20) {
            text += "    func decode<V>(@Builder<Label, V> attempts: () -> [V], _ view: UIView) {\n        view.tag = 0\n    }\n"
        }
        for _ in 0..<(1 + below(4)) { text += method() }
        if chance(20) { text += "    class Inner: UIView {\n" + method() + "    }\n" }
        if chance(20) { text += "#if DEBUG\n" + method() + "#endif\n" }
        return text + "}\n\n"
    }

    private mutating func extensionDeclaration(_ index: Int) -> String {
        var text = "extension \(pick(["Screen\(index)ViewController", "Outer.Screen\(index)Node"]))\(chance(50) ? ": Delegate" : "") {\n"
        for _ in 0..<(1 + below(3)) { text += method() }
        return text + "}\n\n"
    }

    private mutating func method() -> String {
        let attributes = pick(["", "@objc ", "@MainActor "])
        switch below(10) {
        case 0:
            return "    \(attributes)override init(\(pick(["", "frame: CGRect", "nibName: String?, bundle: Bundle?"]))) {\n"
                + body(depth: 2, call: nil, isInit: true) + "    }\n"
        case 1:
            return "    required init?(coder: NSCoder) {\n        fatalError(\"init(coder:) has not been implemented\")\n    }\n"
        case 2:
            return
                "    \(pick(["static ", "class ", "private "]))func make\(below(9))(_ value: Dictionary<String, Int>, at index: Int) -> Int {\n"
                + body(depth: 2, call: nil, isInit: false) + "        return index\n    }\n"
        default:
            let lifecycle = pick(Self.methods)
            let isOverride = chance(85)
            let modifier = isOverride ? pick(["override ", "public override ", "override open "]) : ""
            let declaration =
                isOverride
                ? lifecycle.declaration
                : lifecycle.declaration.replacingOccurrences(of: "(", with: "(completion: Int, ")
                    .replacingOccurrences(of: ", )", with: ")")
            return "    \(attributes)\(modifier)func \(declaration) {\n" + body(depth: 2, call: "super.\(lifecycle.call)", isInit: false)
                + "    }\n"
        }
    }

    /// Statements at `depth` (four spaces each), making `call` somewhere, or on no path, or behind a return.
    private mutating func body(depth: Int, call: String?, isInit: Bool) -> String {
        let indent = String(repeating: "    ", count: depth)
        var lines: [String] = []
        if isInit {
            if chance(30) { lines.append("\(indent)let view = UIView()") }
            lines.append("\(indent)super.init(\(pick(["", "frame: .zero", "nibName: nil, bundle: nil"])))")
        }
        let count = 1 + below(4)
        let callAt = call != nil && chance(85) ? below(count + 1) : -1
        for position in 0...count {
            if position == callAt, let call { lines.append(contentsOf: placed(call, depth: depth)) }
            if position < count { lines.append(contentsOf: statement(depth: depth, budget: 2)) }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The call as a statement, or inside a construct that makes it on every path or on some.
    private mutating func placed(_ call: String, depth: Int) -> [String] {
        let indent = String(repeating: "    ", count: depth)
        switch below(9) {
        case 0: return ["\(indent)if ready {", "\(indent)    \(call)", "\(indent)} else {", "\(indent)    \(call)", "\(indent)}"]
        case 1: return ["\(indent)if ready {", "\(indent)    \(call)", "\(indent)}"]
        case 2: return ["\(indent)defer { \(call) }"]
        case 3:
            return [
                "\(indent)switch mode {", "\(indent)case .a:", "\(indent)    \(call)", "\(indent)default:", "\(indent)    \(call)",
                "\(indent)}",
            ]
        case 4: return ["\(indent)for item in items {", "\(indent)    \(call)", "\(indent)}"]
        case 5: return ["\(indent)UIView.performWithoutAnimation { \(call) }"]
        case 6: return ["\(indent)#if DEBUG", "\(indent)\(call)", "\(indent)#endif"]
        case 7: return ["\(indent)#if os(iOS)", "\(indent)\(call)", "\(indent)#else", "\(indent)\(call)", "\(indent)#endif"]
        default: return ["\(indent)\(call)"]
        }
    }

    private mutating func statement(depth: Int, budget: Int) -> [String] {
        let indent = String(repeating: "    ", count: depth)
        let inner = String(repeating: "    ", count: depth + 1)
        func nested(_ generator: inout SwiftCorpusGenerator) -> [String] {
            budget > 0 ? generator.statement(depth: depth + 1, budget: budget - 1) : ["\(inner)log(\"done\")"]
        }
        switch below(23) {
        case 0: return ["\(indent)guard ready else { return }"]
        case 1: return ["\(indent)guard let model = model else {", "\(inner)fatalError(\"no model\")", "\(indent)}"]
        case 2: return ["\(indent)if items.isEmpty {", "\(inner)return", "\(indent)}"]
        case 3:
            return ["\(indent)if count > 1 {"] + nested(&self) + ["\(indent)} else if count == 0 {"] + nested(&self) + ["\(indent)} else {"]
                + nested(&self) + ["\(indent)}"]
        case 4:
            return ["\(indent)switch mode {", "\(indent)case .a, .b:"] + nested(&self) + [
                "\(indent)case .c:", "\(inner)return", "\(indent)default:", "\(inner)break", "\(indent)}",
            ]
        case 5: return ["\(indent)for item in items where item.isVisible {"] + nested(&self) + ["\(indent)}"]
        case 6: return ["\(indent)while loading {"] + nested(&self) + ["\(indent)}"]
        case 7: return ["\(indent)do {", "\(inner)try load()"] + nested(&self) + ["\(indent)} catch {"] + nested(&self) + ["\(indent)}"]
        case 8:
            return [
                "\(indent)DispatchQueue.main.async {", "\(inner)guard let self else { return }", "\(inner)self.view.alpha = 1",
                "\(indent)}",
            ]
        case 9:
            return [
                "\(indent)items.forEach { item in", "\(inner)if item.isHidden { return }", "\(inner)view.addSubview(item)", "\(indent)}",
            ]
        case 10: return ["\(indent)view.backgroundColor = .systemBackground"]
        case 11: return ["\(indent)self.view.layer.cornerRadius = 8"]
        case 12:
            return [
                pick([
                    "\(indent)imageNode.view.clipsToBounds = true", "\(indent)self.editNode.textNode.view.tag = 1",
                    "\(indent)inputNode.textView.font = .systemFont(ofSize: 15)",
                    "\(indent)self.inputNode.textView.isScrollEnabled = false",
                ])
            ]
        case 13: return ["\(indent)let label = UILabel(frame: .zero)", "\(indent)label.text = \"return super.viewDidLoad() { }\""]
        case 14: return ["\(indent)view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))"]
        case 15: return ["\(indent)let title = ASTextNode()", "\(indent)addSubnode(title)"]
        case 16: return ["\(indent)// return early? super.layout() { }", "\(indent)/* if ready { return } */ update()"]
        case 17: return ["\(indent)let total = compute(", "\(inner)first,", "\(inner)second", "\(indent))"]
        case 18: return ["\(indent)repeat {"] + nested(&self) + ["\(indent)} while retrying"]
        case 19: return ["\(indent)#if DEBUG"] + nested(&self) + ["\(indent)#endif"]
        case 20: return ["\(indent)let handler = {", "\(inner)return", "\(indent)}", "\(indent)handler()"]
        case 21:
            return pick([
                ["\(indent)if case .a = mode { return }"],
                ["\(indent)guard case .b(let value) = mode else { return }", "\(indent)log(value)"],
                ["\(indent)log(\"frame \\(view.frame) \\(UILabel())\")"],
                ["\(indent)let text = \"\"\"", "\(indent)return super.layout() { view.x }", "\(indent)\"\"\""],
                ["\(indent)let raw = #\"return \"super.didLoad()\" }\"#"],
                ["\(indent)func helper() -> Int {", "\(inner)if ready { return 1 }", "\(inner)return view.tag", "\(indent)}"],
                ["\(indent)UIView.animate(withDuration: 0.3) {", "\(inner)self.view.alpha = 0", "\(indent)}"],
                ["\(indent)var computed: Int {", "\(inner)return layer.zPosition", "\(indent)}"],
                [
                    "\(indent)switch mode {", "\(indent)case .some(let view):", "\(inner)view.removeFromSuperview()",
                    "\(indent)case .none:", "\(inner)return", "\(indent)}",
                ],
                ["\(indent)let button = UIButton(type: .system); button.isHidden = true; view.addSubview(button)"],
                [
                    "\(indent)outer: for item in items {", "\(inner)if item.isHidden { continue outer }", "\(inner)break outer",
                    "\(indent)}",
                ],
                ["\(indent)try? load()", "\(indent)let value = ready ? view.tag : 0"],
                ["\(indent)if #available(iOS 17, *) {", "\(inner)return", "\(indent)}"],
                ["\(indent)let body = \"\"\"", "\(indent)first \\", "\(indent)second", "\(indent)\"\"\"", "\(indent)view.tag = 1"],
                ["\(indent)let cleaned = name.replacing(/^\\d+\\)/, with: \"\")", "\(indent)let half = count / 2 / 1"],
                ["\(indent)for (key, view) in pairs {", "\(inner)view.tag = key", "\(indent)}", "\(indent)view.alpha = 1"],
                ["\(indent)pairs.forEach { (key, view) in view.tag = key }", "\(indent)views.forEach { view, index in view.tag = index }"],
                ["\(indent)guard let view = cached, view.frame.width > 0 else { return }"],
                ["\(indent)if count > 1,", "\(indent)   let item = self.item(for: count) {", "\(inner)return", "\(indent)}"],
                ["\(indent)let image = super.image", "\(indent)log(image)"],
                ["\(indent)let pattern = #/a / b/#", "\(indent)log(pattern)"],
                [
                    "\(indent)if ready,", "\(indent)   let view = cached,", "\(indent)   view.tag == 1 {", "\(inner)view.alpha = 0",
                    "\(indent)}",
                ],
                ["\(indent)let matches = { (view: UIView) -> Bool in view.tag == 0 }", "\(indent)log(matches(view))"],
                ["\(indent)if isViewLoaded {", "\(inner)view.alpha = 0", "\(indent)} else {", "\(inner)self.view.alpha = 1", "\(indent)}"],
                ["\(indent)if ready, imageNode.isNodeLoaded { imageNode.view.alpha = 0 }"],
            ])
        default: return ["\(indent)update(\"\(below(100))\")"]
        }
    }
}
