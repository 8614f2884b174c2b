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
            var order = [Int](items.indices)
            if !keys.indices.dropFirst().allSatisfy({ keys[$0 - 1] <= keys[$0] }) {
                order.sort { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
            }
            // Findings at one place (a file's missing keys are all at its top) by rule, then message,
            // each message asked for once: a finding may write its words only when asked
            // (`Diagnostic.Words`), and a comparison that asked wrote them again each time.
            var start = 0
            while start < order.count {
                var end = start + 1
                while end < order.count, keys[order[end]] == keys[order[start]] { end += 1 }
                if end - start > 1 { order.replaceSubrange(start..<end, with: Self.byRuleAndMessage(order[start..<end], in: items)) }
                start = end
            }
            if order.elementsEqual(items.indices) { return self }
            return order.map { items[$0] }
        }
    }

    /// The positions `tied` (findings at one place, in their order) by rule id, then message, then order.
    private static func byRuleAndMessage(_ tied: ArraySlice<Int>, in items: UnsafeBufferPointer<Diagnostic>) -> [Int] {
        let positions = [Int](tied)
        let findings = positions.map { items[$0] }
        // Many at one place are written on every core (a table's missing keys: thousands).
        let messages = ParallelMap.collect(findings, inParts: findings.count >= 4096 ? 16 : 1) { $0.message }
        return positions.indices.sorted { a, b in
            (findings[a].ruleID, messages[a], a) < (findings[b].ruleID, messages[b], b)
        }.map { positions[$0] }
    }
}
