// The drop-in module for issue-reporting's module: `reportIssue`, `withExpectedIssue`. Declared
// only with REDUCTOR_DROP_IN=1 (see Package.swift).

@_exported import ReductorIssueReporting
