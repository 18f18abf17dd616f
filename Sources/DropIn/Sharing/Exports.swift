// The drop-in module for swift-sharing's module: `@Shared`, `@SharedReader` and their keys.
// Declared only with REDUCTOR_DROP_IN=1 (see Package.swift).

@_exported import ReductorSharing
