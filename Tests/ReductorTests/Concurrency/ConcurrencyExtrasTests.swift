import Foundation
import Reductor
import Testing

/// The helpers TCA code gets from swift-concurrency-extras, written the way its documentation
/// uses them.
@Suite struct LockIsolatedTests {
  @Test func concurrentIncrementsAreNotLost() async {
    let count = LockIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 1...1_000 {
        group.addTask { count.withValue { $0 += 1 } }
      }
    }
    #expect(count.value == 1_000)
  }

  @Test func setValueDynamicMembersAndResults() {
    struct Ajustes: Sendable, Equatable {
      var tema = "claro"
      var tamano = 12
    }
    let ajustes = LockIsolated(Ajustes())
    #expect(ajustes.tema == "claro")
    let anterior = ajustes.withValue { ajustes -> Int in
      defer { ajustes.tamano = 14 }
      return ajustes.tamano
    }
    #expect(anterior == 12)
    #expect(ajustes.tamano == 14)
    ajustes.setValue(Ajustes(tema: "oscuro", tamano: 10))
    #expect(ajustes.value == Ajustes(tema: "oscuro", tamano: 10))
  }

  @Test func theLockIsRecursive() {
    let count = LockIsolated(1)
    count.withValue { value in
      // Reading again while the lock is held does not deadlock; it sees the value as it was.
      value += count.value
    }
    #expect(count.value == 2)
  }

  @Test func equatableAndHashableByValue() {
    #expect(LockIsolated(1) == LockIsolated(1))
    #expect(LockIsolated(1) != LockIsolated(2))
    #expect(Set([LockIsolated("a"), LockIsolated("a")]).count == 1)
  }
}

@Suite struct ActorIsolatedTests {
  @Test func isolatesAValueOnAnActor() async {
    let eventos = ActorIsolated<[String]>([])
    await withTaskGroup(of: Void.self) { group in
      for numero in 1...10 {
        group.addTask { await eventos.withValue { $0.append("\(numero)") } }
      }
    }
    #expect(await eventos.value.count == 10)
    await eventos.setValue(["uno"])
    #expect(await eventos.value == ["uno"])
  }
}

@Suite struct UncheckedSendableTests {
  final class Contador {
    var cuenta = 0
  }

  @Test func carriesANonSendableValueAcrossTasks() async {
    let contador = UncheckedSendable(Contador())
    await Task { contador.value.cuenta += 1 }.value
    #expect(contador.cuenta == 1)
  }

  @Test func asAPropertyWrapper() {
    struct Caja {
      @UncheckedSendable var numero = 1
    }
    var caja = Caja()
    caja.numero = 2
    #expect(caja.numero == 2)
    #expect(caja.$numero.value == 2)
  }

  @Test func equatableHashableAndCodableAsTheValue() throws {
    #expect(UncheckedSendable(1) == UncheckedSendable(1))
    #expect(Set([UncheckedSendable("a"), UncheckedSendable("a")]).count == 1)
    let data = try JSONEncoder().encode(UncheckedSendable([1, 2]))
    #expect(String(decoding: data, as: UTF8.self) == "[1,2]")
    #expect(try JSONDecoder().decode(UncheckedSendable<[Int]>.self, from: data).value == [1, 2])
  }
}

@Suite struct AnyHashableSendableTests {
  @Test func comparesLikeAnyHashable() {
    #expect(AnyHashableSendable(1) == AnyHashableSendable(1))
    #expect(
      (AnyHashableSendable(1) == AnyHashableSendable(1.0)) == (AnyHashable(1) == AnyHashable(1.0))
    )
    #expect(AnyHashableSendable("a") != AnyHashableSendable(1))
    #expect(AnyHashableSendable(AnyHashableSendable(1)) == AnyHashableSendable(1))
    let ids: Set<AnyHashableSendable> = [1, "uno", 1, true]
    #expect(ids.count == 3)
    #expect(AnyHashableSendable(42).base as? Int == 42)
  }
}

@Suite struct StreamTests {
  @Test func finishedStreamsEndAtOnce() async throws {
    var count = 0
    for await _ in AsyncStream<Int>.finished { count += 1 }
    for try await _ in AsyncThrowingStream<Int, any Error>.finished() { count += 1 }
    #expect(count == 0)
    struct Fallo: Error {}
    await #expect(throws: Fallo.self) {
      for try await _ in AsyncThrowingStream<Int, any Error>.finished(throwing: Fallo()) {}
    }
  }

  @Test func aNeverStreamEndsOnlyWhenItsTaskIsCancelled() async {
    let task = Task {
      for await _ in AsyncStream<Int>.never {}
      return Task.isCancelled
    }
    for _ in 0..<10 { await Task.yield() }
    task.cancel()
    #expect(await task.value)
  }

  @Test func eraseToStreamKeepsTheElementsInOrder() async throws {
    let (numeros, continuation) = AsyncStream.makeStream(of: Int.self)
    for numero in 1...3 { continuation.yield(numero) }
    continuation.finish()
    let dobles = numeros.map { @Sendable in $0 * 2 }.eraseToStream()
    var vistos: [Int] = []
    for await numero in dobles { vistos.append(numero) }
    #expect(vistos == [2, 4, 6])

    struct Fallo: Error {}
    let (fallan, entrada) = AsyncThrowingStream.makeStream(of: Int.self)
    entrada.yield(1)
    entrada.finish(throwing: Fallo())
    var recibidos: [Int] = []
    await #expect(throws: Fallo.self) {
      for try await numero in fallan.eraseToThrowingStream() { recibidos.append(numero) }
    }
    #expect(recibidos == [1])
  }
}

@Suite struct TaskExtrasTests {
  @Test func neverSuspendsUntilCancelled() async {
    let task = Task { try await Task.never() }
    await Task.megaYield()
    task.cancel()
    // A `Task<Never, any Error>` can only end by throwing.
    switch await task.result {
    case let .failure(error): #expect(error is CancellationError)
    }
  }

  @Test func cancellableValueCancelsTheTaskItAwaits() async {
    let inner = Task<Int, any Error> {
      try await Task.never()
    }
    let outer = Task { try await inner.cancellableValue }
    await Task.megaYield()
    outer.cancel()
    await #expect(throws: CancellationError.self) { try await outer.value }
    #expect(inner.isCancelled)
  }
}
