extension [Diagnostic] {
    /// The findings in report order (`Diagnostic.reportOrder`; equal ones keep their order).
    ///
    /// Sorted by numbers, not by the findings: each file gets its rank among the files once (in
    /// `String` order, as `SourceLocation` compares them), and the positions are sorted by rank, line and
    /// column, with rule and message compared only between findings at the same place; then the findings
    /// are moved once. Comparing two findings compared their paths as strings, a million times over
    /// twenty rounds for a million findings (issue 31). Findings already in order (a single file's, as a
    /// linter emits them) are returned as they are.
    public func sortedForReport() -> [Diagnostic] {
        guard count > 1 else { return self }
        var fileIDs: [String: Int] = [:]
        var files: [String] = []
        var lastFile: String?
        var lastID = 0
        var keys: [(file: Int, line: Int, column: Int)] = []
        keys.reserveCapacity(count)
        for diagnostic in self {
            let location = diagnostic.location
            if location.file != lastFile {  // equal strings sharing storage compare without reading them
                if let known = fileIDs[location.file] {
                    lastID = known
                } else {
                    lastID = files.count
                    fileIDs[location.file] = lastID
                    files.append(location.file)
                }
                lastFile = location.file
            }
            keys.append((lastID, location.line, location.column))
        }
        // Ids in order of first appearance; ranks in the order of the paths.
        var rank = [Int](repeating: 0, count: files.count)
        for (position, id) in files.indices.sorted(by: { files[$0] < files[$1] }).enumerated() { rank[id] = position }
        for index in keys.indices { keys[index].file = rank[keys[index].file] }

        return withUnsafeBufferPointer { items in
            func precedes(_ a: Int, _ b: Int) -> Bool {
                let (left, right) = (keys[a], keys[b])
                if left != right { return left < right }
                if Diagnostic.reportOrder(items[a], items[b]) { return true }
                return !Diagnostic.reportOrder(items[b], items[a]) && a < b
            }
            if items.indices.dropFirst().allSatisfy({ !precedes($0, $0 - 1) }) { return self }
            var order = [Int](items.indices)
            order.sort(by: precedes)
            return order.map { items[$0] }
        }
    }
}
