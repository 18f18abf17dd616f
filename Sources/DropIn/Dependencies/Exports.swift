// The drop-in module for swift-dependencies' module, with what it re-exports: clocks,
// concurrency extras and issue reporting (and XCTestDynamicOverlay, for older clients). Declared
// only with REDUCTOR_DROP_IN=1 (see Package.swift).

@_exported import Clocks
@_exported import ConcurrencyExtras
@_exported import IssueReporting
@_exported import ReductorDependencies
@_exported import XCTestDynamicOverlay

// Live clients written on Apple platforms use `URLSession`, which Linux keeps in
// FoundationNetworking.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
