// The drop-in module for swift-case-paths' module: case paths and `@CasePathable`. Declared only
// with REDUCTOR_DROP_IN=1 (see Package.swift).

@_exported import ReductorCasePaths
