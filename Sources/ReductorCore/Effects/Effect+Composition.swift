extension Effect {
  /// Runs the effects at the same time. `.none` effects are dropped, so merging only `.none`
  /// values gives `.none` without allocating.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Runs the effects at the same time.
  @inlinable
  public static func merge<S: Sequence>(_ effects: S) -> Self where S.Element == Self {
    // One array for all of them: merging one at a time copied the array built so far at each
    // step, quadratic in the number of effects.
    var merged: [Self] = []
    for effect in effects {
      switch effect.operation {
      case .none:
        continue
      case let .merge(inner):
        merged.append(contentsOf: inner)
      default:
        merged.append(effect)
      }
    }
    switch merged.count {
    case 0: return .none
    case 1: return merged[0]
    default: return Self(operation: .merge(merged))
    }
  }

  /// Runs the effects one after another: each starts when the one before has finished.
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self {
    concatenate(effects)
  }

  /// Runs the effects one after another.
  @inlinable
  public static func concatenate<C: Collection>(_ effects: C) -> Self where C.Element == Self {
    var result = Self.none
    for effect in effects {
      result = result.concatenate(with: effect)
    }
    return result
  }

  /// Runs this effect and `other` at the same time.
  @inlinable @inline(__always)
  public func merge(with other: Self) -> Self {
    // The common cases inline, where they cost a test each; the rest out of line.
    if case .none = other.operation { return self }
    if case .none = operation { return other }
    return _merge(with: other)
  }

  @inlinable
  func _merge(with other: Self) -> Self {
    switch (operation, other.operation) {
    case (.none, _):
      return other
    case (_, .none):
      return self
    case let (.merge(lhs), .merge(rhs)):
      return Self(operation: .merge(lhs + rhs))
    case let (.merge(lhs), _):
      return Self(operation: .merge(lhs + [other]))
    case let (_, .merge(rhs)):
      return Self(operation: .merge([self] + rhs))
    default:
      return Self(operation: .merge([self, other]))
    }
  }

  /// Runs this effect, then `other` once this one has finished.
  @inlinable
  public func concatenate(with other: Self) -> Self {
    switch (operation, other.operation) {
    case (.none, _):
      return other
    case (_, .none):
      return self
    case let (.concatenate(lhs), .concatenate(rhs)):
      return Self(operation: .concatenate(lhs + rhs))
    case let (.concatenate(lhs), _):
      return Self(operation: .concatenate(lhs + [other]))
    case let (_, .concatenate(rhs)):
      return Self(operation: .concatenate([self] + rhs))
    default:
      return Self(operation: .concatenate([self, other]))
    }
  }

  /// Transforms the actions this effect sends, as a parent does with its child's effects.
  ///
  /// The effect is not rewritten: the store maps its sender once when it runs it.
  @inlinable
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    switch operation {
    case .none:
      return .none
    case let .send(action):
      return .send(transform(action))
    case let .cancel(id):
      return Effect<T>(operation: .cancel(id))
    default:
      return Effect<T>(operation: .mapped(_MappedEffectOf(self, transform: transform)))
    }
  }
}
