import ComposableArchitecture

public struct Haptics<Base: Reducer>: Reducer {
  let base: Base
  let isEnabled: (Base.State) -> Bool
  public var body: some ReducerOf<Base> {
    self.base
  }
}

extension Reducer {
  public func haptics(isEnabled: @escaping (State) -> Bool) -> Haptics<Self> {
    Haptics(base: self, isEnabled: isEnabled)
  }
}
