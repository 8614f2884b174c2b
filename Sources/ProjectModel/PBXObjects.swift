import Foundation

/// The objects of a `project.pbxproj`, parsed by Foundation's property-list reader (which reads the
/// old-style OpenStep format on Linux as on macOS), with typed access by id. A reference to an id the
/// file lacks is not an error here: the caller skips it and notes it.
struct PBXObjects {
    /// The file, as the caller named it.
    let file: String
    /// The `rootObject`'s id.
    let rootID: String
    private let objects: [String: [String: Any]]

    /// Parses `data`; a problem when it is not a property list, not a dictionary, or has no root object.
    static func parse(_ data: Data, file: String) -> Result<PBXObjects, ProjectModelProblem> {
        func problem(_ message: String) -> Result<PBXObjects, ProjectModelProblem> {
            .failure(ProjectModelProblem(file: file, message: message))
        }
        if let line = ConflictMarkers.firstLine(in: data) {
            return problem("has a merge conflict left in it (a <<<<<<< line at line \(line))")
        }
        if let open = OpenStepTruncation.unclosed(in: data) { return problem("is cut short (\(open) left open at its end)") }
        let value: Any
        do {
            value = try QuietStandardError.run { try PropertyListSerialization.propertyList(from: data, options: [], format: nil) }
        } catch {
            return problem("is not a property list (\(reason(of: error)))")
        }
        guard let top = value as? [String: Any] else { return problem("is not a dictionary at its top level") }
        guard let objects = top["objects"] as? [String: Any] else { return problem("has no 'objects' dictionary") }
        guard let rootID = top["rootObject"] as? String else { return problem("has no 'rootObject'") }
        var dictionaries: [String: [String: Any]] = [:]
        dictionaries.reserveCapacity(objects.count)
        for (id, object) in objects {
            if let object = object as? [String: Any] { dictionaries[id] = object }
        }
        guard dictionaries[rootID]?["isa"] as? String == "PBXProject" else {
            return problem("its rootObject \(rootID) is not a PBXProject in the file")
        }
        return .success(PBXObjects(file: file, rootID: rootID, objects: dictionaries))
    }

    /// Foundation's reason, on one line: the old-style parser's own message when it gives one.
    private static func reason(of error: Error) -> String {
        let error = error as NSError
        let inner = error.userInfo["kCFPropertyListOldStyleParsingError"] as? NSError
        let message = (inner ?? error).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
        return message.split(whereSeparator: \.isNewline).first.map(String.init) ?? message
    }

    /// The object `id`, when the file has it.
    func object(_ id: String) -> PBXObject? {
        objects[id].map { PBXObject(id: id, fields: $0) }
    }

    /// Every object whose `isa` is `isa`, in id order.
    func objects(isa: String) -> [PBXObject] {
        objects.filter { $0.value["isa"] as? String == isa }.sorted { $0.key < $1.key }.map { PBXObject(id: $0.key, fields: $0.value) }
    }

    var root: PBXObject { object(rootID)! }
}

/// One object of a `project.pbxproj`: its id and fields.
struct PBXObject {
    let id: String
    let fields: [String: Any]

    var isa: String { fields["isa"] as? String ?? "" }

    func string(_ key: String) -> String? { fields[key] as? String }

    /// The ids listed under `key` (a missing or malformed list is empty).
    func ids(_ key: String) -> [String] { (fields[key] as? [Any])?.compactMap { $0 as? String } ?? [] }

    func strings(_ key: String) -> [String] { ids(key) }

    func dictionary(_ key: String) -> [String: Any] { fields[key] as? [String: Any] ?? [:] }

    /// How notes name the object: its isa and id, and its name or path when it has one.
    var label: String {
        let title = string("name") ?? string("path")
        return title.map { "\(isa) \(id) ('\($0)')" } ?? "\(isa) \(id)"
    }
}
