import ComposableArchitecture
import Modelos
import Search
import SearchClient
import Testing

@MainActor
@Test func searching() async {
  let store = TestStore(initialState: Search.State()) {
    Search()
  } withDependencies: {
    $0.searchClient.search = { query in ["\(query) 1", "\(query) 2"] }
  }
  await store.send(.queryChanged("tornillo")) {
    $0.query = "tornillo"
  }
  await store.receive(\.searchResponse.success) {
    $0.results = ["tornillo 1", "tornillo 2"]
  }
}

@Test func theOtherDropInsWork() {
  #expect(detalleDe(.detalle(3)) == 3)
  #expect(filas()[id: 1]?.titulo == "uno")
  #expect(volcado(Fila(id: 2, titulo: "dos")).contains("titulo: \"dos\""))
  contador.withValue { $0 += 1 }
  #expect(contador.value == 1)
  #expect(Ajustes().tema == "claro")
  #expect(relojDePrueba().now == relojDePrueba().now)
  #expect(alertaDeBorrado().title == TextState("¿Borrar?"))
  withKnownIssue {
    avisar("un aviso")
  }
  withKnownIssue {
    #expect(sinImplementar() == 0)
  }
  withKnownIssue {
    fallar()
  }
}

/// An omitted endpoint fails the test, as in swift-dependencies.
@Test func anOmittedEndpointIsReported() async {
  await withKnownIssue {
    _ = try? await SearchClient().search(query: "x")
  }
}

/// `SessionRecorder` and `#dependencies` come with `import ComposableArchitecture` too.
@MainActor
@Test func aRecordedSessionWrittenAsATest() async {
  let recorder = SessionRecorder(
    dependencies: #dependencies {
      $0.searchClient.search = { query in ["\(query) 1"] }
    })
  let store = Store(initialState: Search.State()) {
    Search().recordSession(into: recorder)
  } withDependencies: {
    $0.searchClient.search = { query in ["\(query) 1"] }
  }
  await store.send(.queryChanged("tornillo")).finish()
  #expect(recorder.trace().hasPrefix("[1] .queryChanged(\"tornillo\") — sent to the store\n"))
  let source = await recorder.testSource(named: "reproduce")
  #expect(source.contains("  await store.send(.queryChanged(\"tornillo\")) {\n"))
  #expect(source.contains("  await store.receive(\\.searchResponse.success) {\n"))
  #expect(source.contains("    $0.searchClient.search = { query in [\"\\(query) 1\"] }\n"))
}
