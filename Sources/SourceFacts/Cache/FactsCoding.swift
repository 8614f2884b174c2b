import DevToolsCore

/// `FileFacts` to bytes and back, for the per-file facts cache. The file's path is not stored: the same
/// content gives the same facts wherever it is, and the reader names the file it is read for.
///
/// Every stored field of the fact types is written here, in declaration order, but for what an outline
/// reads (see `FileOutline`), which comes first: the class declarations, the preprocessor facts and the
/// outline itself (worked out from the methods, not stored in `FileFacts`). A field added to one of them
/// must be added here too (`FactsCodingTests` fails on real sources until it is).
enum FactsCoding {
    /// Bumped whenever the layout changes; a record of another version reads as absent.
    static let version = 17

    static func encode(_ facts: FileFacts) -> [UInt8] {
        var out = BinaryWriter()
        out.write(version)
        out.write(facts.language.code)
        out.write(facts.classes) { out, declaration in
            out.write(declaration.name)
            out.write(declaration.superclass)
            out.write(declaration.kind.rawValue)
            out.write(declaration.line)
            out.write(declaration.column)
        }
        out.write(facts.preprocessor != nil)
        if let preprocessor = facts.preprocessor {
            out.write(preprocessor.branches) { out, branch in
                out.write(branch.lines.lowerBound)
                out.write(branch.lines.upperBound)
                out.write(branch.clauses) { out, clause in
                    out.write(clause.expression)
                    out.write(clause.holds)
                }
            }
            out.write(preprocessor.defines) { out, define in
                out.write(define.name)
                out.write(define.value)
                out.write(define.line)
            }
            out.write(preprocessor.imports) { out, name in out.write(name) }
        }
        // The outline, length first, so that reading the whole facts steps over it in one move.
        var outline = BinaryWriter()
        let summary = FileOutline(of: facts)
        outline.write(summary.methodClasses) { out, name in out.write(name) }
        outline.write(summary.instantiatedClasses) { out, name in out.write(name) }
        outline.write(summary.implementsControllerClass)
        out.write(outline.bytes.count)
        out.append(outline.bytes)
        out.write(facts.methods) { out, method in
            out.write(method.className)
            out.write(method.selector)
            out.write(method.isClassMethod)
            out.write(method.isSwift)
            out.write(method.returnsObject)
            out.write(method.isOverride)
            out.write(method.line)
            out.write(method.column)
            encode(method.body, into: &out)
        }
        out.write(facts.scopeMentions, encode)
        out.write(facts.viewConfigurations) { out, view in
            out.write(view.viewClass)
            encode(&out, view.site)
            out.write(view.actionAttributes, encode)
            out.write(view.duplicates) { out, pair in
                encode(&out, pair.repeat)
                encode(&out, pair.first)
            }
        }
        out.write(facts.factoryFunctions, encode)
        LookupsCoding.encode(facts.lookups, into: &out)
        return out.bytes
    }

    private static func encode(_ body: some MethodBodyReading, into out: inout BinaryWriter) {
        body.withSites { sites in
            out.write(sites) { out, site in
                out.write(Int(site.kind.rawValue))
                out.write(site.name)
                out.write(site.line)
                out.write(site.column)
                out.write(site.order)
                out.write(site.isInClosure)
            }
        }
        out.write(body.sitePaths) { out, entry in
            out.write(entry.order)
            out.write(entry.path.arms) { out, arm in
                out.write(Int(arm.conditional))
                out.write(Int(arm.branch))
            }
            out.write(entry.path.statement)
            out.write(entry.path.end)
        }
        out.write(body.usesState)
    }

    private static func encode(_ out: inout BinaryWriter, _ site: SourceSite) {
        out.write(site.name)
        out.write(site.line)
        out.write(site.column)
        out.write(site.order)
        out.write(site.isInClosure)
    }

    /// The facts of `file`, or `nil` when the record is of another version or damaged.
    static func decode(_ bytes: UnsafeRawBufferPointer, file: String) -> FileFacts? {
        var input = BinaryReader(bytes)
        do {
            guard var facts = try outlined(&input, file: file) else { return nil }
            _ = try input.slice(try input.int())  // the outline: the methods follow and tell it
            facts.methods = SegmentedArray(
                try input.array { input in
                    let className = try input.string(), selector = try input.string()
                    let isClassMethod = try input.bool(), isSwift = try input.bool(), returnsObject = try input.bool()
                    let isOverride = try input.bool()
                    let line = try input.int(), column = try input.int()
                    return MethodFacts.make(
                        className: className, selector: selector, isClassMethod: isClassMethod, isSwift: isSwift,
                        returnsObject: returnsObject, isOverride: isOverride, file: file, line: line, column: column,
                        body: try body(&input)
                    )
                })
            facts.scopeMentions = try input.array(site)
            facts.viewConfigurations = try input.array { input in
                var view = ViewConfigurationFacts(viewClass: try input.string(), site: try site(&input))
                view.actionAttributes = try input.array(site)
                view.duplicates = try input.array { input in (repeat: try site(&input), first: try site(&input)) }
                return view
            }
            facts.factoryFunctions = try input.array(site)
            facts.lookups = try LookupsCoding.decode(&input, file: file)
            guard input.isAtEnd else { return nil }
            return facts
        } catch {
            return nil
        }
    }

    /// The outline of `file` alone (see `FileOutline`): its class declarations, preprocessor facts and
    /// outline, without reading its methods or anything after them; `nil` as for `decode`.
    static func decodeOutline(_ bytes: UnsafeRawBufferPointer, file: String) -> FileFacts? {
        var input = BinaryReader(bytes)
        do {
            guard var facts = try outlined(&input, file: file) else { return nil }
            var outline = BinaryReader(try input.slice(try input.int()))
            facts.outline = FileOutline(
                methodClasses: try outline.array { try $0.string() }, instantiatedClasses: try outline.array { try $0.string() },
                implementsControllerClass: try outline.bool())
            guard outline.isAtEnd else { return nil }
            return facts
        } catch {
            return nil
        }
    }

    /// What a record starts with, which the outline and the whole facts both read: the version, the
    /// language, the class declarations and the preprocessor facts; `nil` for a record of another version.
    private static func outlined(_ input: inout BinaryReader, file: String) throws -> FileFacts? {
        guard try input.int() == version, let language = SourceLanguage(code: try input.int()) else { return nil }
        var facts = FileFacts(file: file, language: language)
        facts.classes = SegmentedArray(
            try input.array { input in
                let name = try input.string()
                let superclass = try input.optionalString()
                guard let kind = ClassDeclaration.Kind(rawValue: try input.string()) else { throw BinaryReader.Corrupt() }
                return ClassDeclaration(
                    name: name, superclass: superclass, kind: kind, line: try input.int(), column: try input.int())
            })
        if try input.bool() {
            var preprocessor = PreprocessorFacts()
            preprocessor.branches = try input.array { input in
                let lower = try input.int(), upper = try input.int()
                guard lower <= upper else { throw BinaryReader.Corrupt() }
                return PreprocessorFacts.Branch(
                    lines: lower...upper,
                    clauses: try input.array { input in
                        CompilationCondition.Clause(expression: try input.string(), holds: try input.bool())
                    })
            }
            preprocessor.defines = try input.array { input in (try input.string(), try input.int(), try input.int()) }
            preprocessor.imports = try input.array { input in try input.string() }
            facts.preprocessor = preprocessor
        }
        return facts
    }

    private static func body(_ input: inout BinaryReader) throws -> MethodBody {
        var body = MethodBody()
        body.sites = try input.array { input in
            guard let kind = BodySite.Kind(rawValue: UInt8(truncatingIfNeeded: try input.int())) else { throw BinaryReader.Corrupt() }
            return BodySite(
                kind, name: try input.string(), line: try input.int(), column: try input.int(), order: try input.int(),
                isInClosure: try input.bool())
        }
        body.sitePaths = try input.array { input in
            let order = try input.int()
            var path = SitePath()
            path.arms = try input.array { input in
                SitePath.Arm(conditional: Int32(truncatingIfNeeded: try input.int()), branch: Int32(truncatingIfNeeded: try input.int()))
            }
            path.statement = try input.int()
            path.end = try input.optionalInt()
            return (order: order, path: path)
        }
        body.usesState = try input.bool()
        return body
    }

    private static func site(_ input: inout BinaryReader) throws -> SourceSite {
        var site = SourceSite(name: try input.string(), line: try input.int(), column: try input.int(), order: try input.int())
        site.isInClosure = try input.bool()
        return site
    }
}

extension SourceLanguage {
    var code: Int {
        switch self {
        case .objectiveC: 0
        case .objectiveCPlusPlus: 1
        case .swift: 2
        }
    }

    init?(code: Int) {
        switch code {
        case 0: self = .objectiveC
        case 1: self = .objectiveCPlusPlus
        case 2: self = .swift
        default: return nil
        }
    }
}
