@_exported import ReductorCore

@attached(member, names: arbitrary)
public macro CasePathable() = #externalMacro(module: "ReductorMacros", type: "CasePathableMacro")
