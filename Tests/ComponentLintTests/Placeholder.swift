import Testing

// Placeholder until the module's suites land; removed at merge.
