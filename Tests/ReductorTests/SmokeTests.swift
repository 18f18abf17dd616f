import Testing
import Reductor

@CasePathable enum E { case a }
@Test func smoke() { #expect(E.zzz == 1) }
