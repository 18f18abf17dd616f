import ReductorDependencies

extension Reducer {
  /// Overrides a dependency for this reducer and the effects it starts.
  ///
  /// ```swift
  /// Detalle()
  ///   .dependency(\.uuid, .incrementing)
  /// ```
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> some Reducer<State, Action> {
    // The value is made where the body is built (`.incrementing`, `.constant(Date())`): a body
    // holding one is built again for every action, as TCA evaluates it (see `DependencyReads`).
    DependencyReads.record()
    return _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Overrides a dependency whose type is its own key, by value.
  ///
  /// ```swift
  /// Busqueda()
  ///   .dependency(APIClient.mock)
  /// ```
  @inlinable
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> some Reducer<State, Action> where Value.Value == Value {
    DependencyReads.record()
    return _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// Changes a dependency in place for this reducer and the effects it starts.
  ///
  /// ```swift
  /// Detalle()
  ///   .transformDependency(\.api) { api in api.modoPrueba = true }
  /// ```
  @inlinable
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> some Reducer<State, Action> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer `dependency` and `transformDependency` return.
@usableFromInline
struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: _PreparedReducer<Base.State, Base.Action>
  @usableFromInline let update: (inout DependencyValues) -> Void

  @usableFromInline
  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = _PreparedReducer(base)
    self.update = update
  }

  @usableFromInline
  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    var values = DependencyValues._current
    DependencySetting.during { update(&values) }
    return DependencyValues._withCurrent(values) {
      base.reduce(into: &state, action: action)
    }
  }
}
