// The drop-in module for custom-dump's module: `customDump`, `diff`, `expectNoDifference`.
// Declared only with REDUCTOR_DROP_IN=1 (see Package.swift).

@_exported import ReductorCustomDump
