import CLibXML2
import Foundation

/// Reads an `.xcworkspace`: the projects and packages its `contents.xcworkspacedata` lists, each read as
/// a member. Locations are `group:` (relative to the enclosing group, at the top to the workspace's
/// folder), `container:` (relative to the workspace's folder) or `absolute:`; others (`developer:`,
/// `self:`) are not in the source tree. A member that cannot be read is a problem of the model.
enum WorkspaceReader {
    static func read(workspaceAt path: String, readingTargets: Bool) throws(ProjectModelProblem) -> ProjectModel {
        let workspace = ProjectPath.absolute(path)
        let file = path + "/contents.xcworkspacedata"
        let data: Data
        switch ProjectFileReader.data(at: file) {
        case .success(let read): data = read
        case .failure(let problem): throw problem
        }
        let locations: [String]
        switch WorkspaceContents.locations(in: data, folder: ProjectPath.parent(workspace), file: file) {
        case .success(let found): locations = found
        case .failure(let problem): throw problem
        }
        var model = ProjectModel(path: workspace, kind: .workspace)
        for location in locations {
            let name = ProjectPath.name(location)
            let readable =
                name.hasSuffix(".xcodeproj") || name == "Package.swift"
                || ProjectFileReader.isFolder(location + "/Package.swift") == false
            guard readable else { continue }
            do {
                let member = try ProjectModel.read(projectAt: location, readingTargets: readingTargets)
                model.members.append(member)
                model.targets += member.targets
                model.problems += member.problems
                model.developmentRegion = model.developmentRegion ?? member.developmentRegion
                model.knownRegions = model.knownRegions ?? member.knownRegions
            } catch {
                model.problems.append(error)
            }
        }
        return model
    }
}

/// The locations a `contents.xcworkspacedata` lists (its `FileRef`s, through its `Group`s), as absolute
/// paths; read with libxml2 without network access or entity expansion.
enum WorkspaceContents {
    static func locations(in data: Data, folder: String, file: String) -> Result<[String], ProjectModelProblem> {
        func problem(_ message: String) -> Result<[String], ProjectModelProblem> {
            .failure(ProjectModelProblem(file: file, message: message))
        }
        guard !data.isEmpty else { return problem("is empty") }
        guard data.count < Int(Int32.max) else { return problem("is too large") }
        xmlInitParser()
        devtools_libxml_silence()
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = data.withUnsafeBytes { buffer -> xmlDocPtr? in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
            return xmlReadMemory(base, Int32(buffer.count), "contents.xcworkspacedata", nil, options)
        }
        guard let document else { return problem("is not well-formed XML") }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document), LibXMLNode.name(of: root) == "Workspace" else {
            return problem("is not a workspace (its root element is not <Workspace>)")
        }
        var found: [String] = []
        var stack: [(node: xmlNodePtr, base: String)] = LibXMLNode.children(of: root).reversed().map { ($0, folder) }
        while let (node, base) = stack.popLast() {
            let location = LibXMLNode.attribute("location", of: node).flatMap { resolve($0, base: base, container: folder) }
            switch LibXMLNode.name(of: node) {
            case "FileRef": if let location { found.append(location) }
            case "Group": stack += LibXMLNode.children(of: node).reversed().map { ($0, location ?? base) }
            default: continue
            }
        }
        return .success(found)
    }

    /// `location` (`kind:path`) as an absolute path; nil for a kind outside the source tree.
    static func resolve(_ location: String, base: String, container: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let path = String(location[location.index(after: colon)...])
        switch location[..<colon] {
        case "group": return ProjectPath.join(base, path)
        case "container": return ProjectPath.join(container, path)
        case "absolute": return path.hasPrefix("/") ? ProjectPath.normalized(path) : nil
        default: return nil
        }
    }
}
