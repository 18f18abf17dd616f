// The drop-in module for swift-perception's module: `withPerceptionTracking` (Observation under
// the name TCA code uses). Declared only with REDUCTOR_DROP_IN=1 (see Package.swift).

@_exported import Observation
@_exported import ReductorPerception
