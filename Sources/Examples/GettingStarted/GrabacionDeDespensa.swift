// The example the sessions article shows, compiled (checked by DocExamplesTests).

// docs:grabar
import Reductor

/// The pantry's store, with its session recorded in debug builds: `recorder.trace()` tells what
/// each level did, and `recorder.writeTest(named:to:)` writes the test that reproduces it.
@MainActor
public func tiendaDeDespensa(grabandoEn recorder: SessionRecorder) -> StoreOf<Despensa> {
  Store(initialState: Despensa.State()) {
    #if DEBUG
      Despensa().recordSession(into: recorder)
    #else
      Despensa()
    #endif
  }
}
// docs:end
