extension [Diagnostic] {
    /// The findings in report order (`Diagnostic.reportOrder`; equal ones keep their order). Positions
    /// are sorted and the findings moved once: sorting a million findings themselves moved each (its
    /// strings and notes retained and released) some twenty times. Findings already in order (a single
    /// file's, as a linter emits them) are returned as they are.
    public func sortedForReport() -> [Diagnostic] {
        withUnsafeBufferPointer { items in
            if items.indices.dropFirst().allSatisfy({ !Diagnostic.reportOrder(items[$0], items[$0 - 1]) }) { return self }
            var order = [Int](items.indices)
            order.sort { a, b in
                if Diagnostic.reportOrder(items[a], items[b]) { return true }
                return !Diagnostic.reportOrder(items[b], items[a]) && a < b
            }
            return order.map { items[$0] }
        }
    }
}
