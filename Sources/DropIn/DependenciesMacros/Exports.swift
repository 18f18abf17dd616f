// The drop-in module for swift-dependencies' macros module: `@DependencyClient`. Declared only
// with REDUCTOR_DROP_IN=1 (see Package.swift).

@_exported import ReductorDependenciesMacros
