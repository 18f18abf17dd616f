// The module apps import: every layer of the library, and Observation, as TCA's
// `ComposableArchitecture` re-exports its companion libraries and Observation. The SwiftUI layer
// (`SwiftUI/`) sits above the runtime, here.
@_exported import Observation
@_exported import ReductorCasePaths
@_exported import ReductorClocks
@_exported import ReductorConcurrencyExtras
@_exported import ReductorCore
@_exported import ReductorCustomDump
@_exported import ReductorDependencies
@_exported import ReductorDependenciesMacros
@_exported import ReductorIdentifiedCollections
@_exported import ReductorIssueReporting
@_exported import ReductorNavigation
@_exported import ReductorPerception
@_exported import ReductorSharing
