import Testing
@testable import ReductorMacros
@Test func smoke() { #expect(ReductorMacrosPlugin.macros.count == 1) }
