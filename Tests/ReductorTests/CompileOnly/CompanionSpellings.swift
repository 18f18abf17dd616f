// Compile-only: each companion API spelled as TCA code spells it. Nothing here runs; a missing
// name or label stops the build. (Behaviour is tested in Concurrency/ and Dependencies/.)
import Foundation
import Reductor

private struct Cuenta: Sendable, Equatable {
  var total = 0
}

private func concurrencySpellings() async throws {
  let count = LockIsolated(0)
  count.withValue { $0 += 1 }
  count.setValue(2)
  _ = count.value
  let cuenta = LockIsolated(Cuenta())
  _ = cuenta.total

  let events = ActorIsolated<[String]>([])
  await events.withValue { $0.append("x") }
  await events.setValue([])
  _ = await events.value

  let sendable = UncheckedSendable(NSObject())
  _ = sendable.value
  _ = AnyHashableSendable(1)

  _ = AsyncStream<Int>.never
  _ = AsyncStream<Int>.finished
  _ = AsyncThrowingStream<Int, any Error>.never
  _ = AsyncThrowingStream<Int, any Error>.finished()
  _ = AsyncThrowingStream<Int, any Error>.finished(throwing: CancellationError())
  let (stream, _) = AsyncStream.makeStream(of: Int.self)
  _ = stream.eraseToStream()
  _ = stream.eraseToThrowingStream()

  await Task.megaYield()
  await Task.megaYield(count: 5)
  let never = Task { try await Task.never() }
  never.cancel()
  _ = try await Task<Int, any Error> { 1 }.cancellableValue
}

@MainActor
private func serialExecutorSpellings() async {
  await withMainSerialExecutor {
    await Task.yield()
  }
  withMainSerialExecutor {}
  uncheckedUseMainSerialExecutor = false
}

private func clockSpellings(_ clock: any Clock<Duration>) async {
  for await _ in clock.timer(interval: .seconds(1)) { break }
  for await _ in clock.timer(interval: .seconds(1), tolerance: .milliseconds(10)) { break }
  for await _ in ContinuousClock().timer(interval: .seconds(1)) { break }
  let _: any Clock<Duration> = AnyClock(ContinuousClock())
  let _: any Clock<Duration> = TestClock()
  let _: any Clock<Duration> = ImmediateClock()
}

private final class ModeloPadre {
  @Dependency(\.uuid) var uuid
}

private final class ModeloHijo {}

private func dependencySpellings() async {
  _ = UUID(0)
  withDependencies {
    $0.uuid = .incrementing
    $0.date.now = Date(timeIntervalSince1970: 0)
  } operation: {
  }

  let padre = ModeloPadre()
  let _: ModeloHijo = withDependencies(from: padre) {
    ModeloHijo()
  }
  let _: ModeloHijo = withDependencies(from: padre) {
    $0.uuid = .incrementing
  } operation: {
    ModeloHijo()
  }
  let _: ModeloHijo = await withDependencies(from: padre) {
    await Task.yield()
    return ModeloHijo()
  }
  withEscapedDependencies { dependencies in
    DispatchQueue.main.async {
      dependencies.yield {
        @Dependency(\.uuid) var uuid
        _ = uuid()
      }
    }
  }
}
