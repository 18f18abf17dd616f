// The drop-in module for swift-identified-collections' module: `IdentifiedArray`, `Identified`.
// Declared only with REDUCTOR_DROP_IN=1 (see Package.swift).

@_exported import ReductorIdentifiedCollections
