// The drop-in module for TCA's module: the whole library (the SwiftUI layer included where
// SwiftUI exists), and what `ComposableArchitecture` re-exports: case paths, clocks, concurrency
// extras, custom dump, dependencies and their macros, identified collections, Observation,
// perception, sharing and navigation. Declared only with REDUCTOR_DROP_IN=1 (see Package.swift).

@_exported import CasePaths
@_exported import Clocks
@_exported import ConcurrencyExtras
@_exported import CustomDump
@_exported import Dependencies
@_exported import DependenciesMacros
@_exported import IdentifiedCollections
@_exported import IssueReporting
@_exported import Perception
@_exported import Reductor
@_exported import Sharing
@_exported import SwiftNavigation

// Live clients written on Apple platforms use `URLSession`, which Linux keeps in
// FoundationNetworking.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif
