extension Result where Failure == any Error {
  /// Runs an async throwing closure and captures its outcome: `.success` with what it returns,
  /// or `.failure` with what it throws.
  ///
  /// ```swift
  /// return .run { send in
  ///   await send(.searchResponse(Result { try await self.api.search(query) }))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The actor the closure runs on; defaults to the caller's, so it may use the
  ///     caller's state.
  ///   - body: The work whose outcome to capture.
  public init(
    isolation: isolated (any Actor)? = #isolation,
    catching body: () async throws -> Success
  ) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }
}
