// The drop-in module for swift-clocks' module: `TestClock`, `ImmediateClock`,
// `UnimplementedClock`, `AnyClock`. Declared only with REDUCTOR_DROP_IN=1 (see Package.swift).

@_exported import ReductorClocks
