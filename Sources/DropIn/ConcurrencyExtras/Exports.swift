// The drop-in module for swift-concurrency-extras' module. Declared only with REDUCTOR_DROP_IN=1
// (see Package.swift).

@_exported import ReductorConcurrencyExtras
