import Testing

@testable import ComponentLint
@testable import SourceFacts

/// Whether a `super` call is made on every path that returns normally, as `missing-super-call` reads
/// it from the facts: for each method, the calls made on every path, and for each call made only on
/// some, the line of the first `return` reached without it (0: none, the call is conditional).
@Suite("Super calls on every path")
struct SuperCallPathsTests {
    struct Calls: Equatable, CustomStringConvertible {
        var everyPath: [String] = []
        var somePaths: [String: Int] = [:]
        var description: String { "every: \(everyPath), some: \(somePaths)" }
    }

    func calls(_ code: String, _ language: SourceLanguage) -> [String: Calls] {
        let facts = FactExtractor.facts(of: TokenizedSource(bytes: Array(code.utf8), language: language), file: "f")
        var result: [String: Calls] = [:]
        for method in facts.methods {
            var calls = Calls(everyPath: method.body.superCalls)
            for site in method.body.superCallsOnSomePaths { calls.somePaths[site.name] = site.line }
            result[method.selector] = calls
        }
        return result
    }

    @Test func swiftPaths() {
        let found = calls(
            """
            class A: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    guard ready else { return }
                    super.viewWillAppear(animated)
                }
                override func viewDidAppear(_ animated: Bool) {
                    if ready {
                        super.viewDidAppear(animated)
                    } else {
                        super.viewDidAppear(animated)
                        return
                    }
                }
                override func viewWillDisappear(_ animated: Bool) {
                    switch mode {
                    case .a:
                        super.viewWillDisappear(animated)
                    case .b:
                        return
                    default:
                        fatalError("no")
                    }
                }
                override func viewDidDisappear(_ animated: Bool) {
                    for item in items { super.viewDidDisappear(animated) }
                }
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    do {
                        try load()
                        super.traitCollectionDidChange(previous)
                    } catch {
                        super.traitCollectionDidChange(previous)
                    }
                    items.forEach { item in if item.done { return } }
                }
                override func didReceiveMemoryWarning() {
                    defer { super.didReceiveMemoryWarning() }
                    if cache.isEmpty { return }
                    cache.removeAll()
                }
                override func viewWillLayoutSubviews() {
                    guard let model else { throw Failure() }
                    if model.isEmpty { preconditionFailure() }
                    super.viewWillLayoutSubviews()
                }
                override func setEditing(_ editing: Bool, animated: Bool) {
                    if editing { return super.setEditing(editing, animated: animated) }
                    super.setEditing(editing, animated: animated)
                }
            }
            """, .swift)
        #expect(found["viewWillAppear(_:)"] == Calls(somePaths: ["viewWillAppear(_:)": 3]))
        #expect(found["viewDidAppear(_:)"] == Calls(everyPath: ["viewDidAppear(_:)"]))
        #expect(found["viewWillDisappear(_:)"] == Calls(somePaths: ["viewWillDisappear(_:)": 19]))
        #expect(found["viewDidDisappear(_:)"] == Calls(somePaths: ["viewDidDisappear(_:)": 0]))
        #expect(found["traitCollectionDidChange(_:)"] == Calls(everyPath: ["traitCollectionDidChange(_:)"]))
        #expect(found["didReceiveMemoryWarning()"] == Calls(everyPath: ["didReceiveMemoryWarning()"]))
        #expect(found["viewWillLayoutSubviews()"] == Calls(everyPath: ["viewWillLayoutSubviews()"]))
        #expect(found["setEditing(_:animated:)"] == Calls(everyPath: ["setEditing(_:animated:)"]))
    }

    @Test func objectiveCPaths() {
        let found = calls(
            """
            @implementation A
            - (void)viewWillAppear:(BOOL)animated {
              if (!self.ready) return;
              [super viewWillAppear:animated];
            }
            - (void)viewDidAppear:(BOOL)animated {
              if (self.ready) [super viewDidAppear:animated];
              else [super viewDidAppear:animated];
            }
            - (void)viewWillDisappear:(BOOL)animated {
              switch (self.mode) {
                case 1: [super viewWillDisappear:animated]; break;
                default: [super viewWillDisappear:animated]; break;
              }
            }
            - (void)viewDidDisappear:(BOOL)animated {
              switch (self.mode) {
                case 1: [super viewDidDisappear:animated]; break;
              }
            }
            - (void)didMount {
              @try {
                [self load];
              } @catch (NSException *e) {
                return;
              } @finally {
                [super didMount];
              }
            }
            - (void)layout {
              NSAssert(NO, @"unused");
              return;
            }
            - (void)didLoad {
              dispatch_async(dispatch_get_main_queue(), ^{ if (!self.ready) return; });
              do { [self step]; } while (self.more);
              [super didLoad];
            }
            @end
            """, .objectiveC)
        #expect(found["viewWillAppear:"] == Calls(somePaths: ["viewWillAppear:": 3]))
        #expect(found["viewDidAppear:"] == Calls(everyPath: ["viewDidAppear:"]))
        #expect(found["viewWillDisappear:"] == Calls(everyPath: ["viewWillDisappear:"]))
        #expect(found["viewDidDisappear:"] == Calls(somePaths: ["viewDidDisappear:": 0]))
        #expect(found["didMount"] == Calls(everyPath: ["didMount"]))
        #expect(found["layout"] == Calls())
        #expect(found["didLoad"] == Calls(everyPath: ["didLoad"]))
    }

    @Test func swiftSignaturesAndOverrides() {
        let code = """
            class A: UIViewController {
                @objc public override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
                func viewDidAppear(completion: @escaping (Bool, Int) -> Void) {}
                override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
                private func update(_ values: Dictionary<String, Int>, at index: Int) {}
            }
            extension A {
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    super.touchesBegan(touches, with: event)
                }
            }
            """
        let methods = FactExtractor.facts(of: TokenizedSource(bytes: Array(code.utf8), language: .swift), file: "f").methods
        #expect(
            methods.map { "\($0.className).\($0.selector) \($0.isOverride)" } == [
                "A.willMove(toParent:) true", "A.viewDidAppear(completion:) false", "A.init(nibName:bundle:) true",
                "A.update(_:at:) false", "A.touchesBegan(_:with:) true",
            ])
        #expect(methods[0].body.superCalls == ["willMove(toParent:)"])
        #expect(methods[4].body.superCalls == ["touchesBegan(_:with:)"])
    }
}
