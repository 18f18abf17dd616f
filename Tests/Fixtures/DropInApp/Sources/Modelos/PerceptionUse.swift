import Perception

public func seguir(_ leer: () -> Void, alCambiar: @escaping @Sendable () -> Void) {
  withPerceptionTracking(leer, onChange: alCambiar)
}
