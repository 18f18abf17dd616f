import Testing

@Suite struct DependencyClientMacroTests {
  @Test func endpointsDefaultToUnimplemented() {
    assertMacroExpansion(
      """
      @DependencyClient
      struct FactClient {
        var fetch: @Sendable (Int) async throws -> String
        var save: @Sendable (_ id: Int, _ text: String) async throws -> Void
        var log: @Sendable (String) -> Void
        var cached: @Sendable (Int) -> String?
        var reset: (@Sendable () async -> ())
        var explicitlyAny: @Sendable () throws(any Error) -> Int
      }
      """,
      expandedSource: """
        struct FactClient {
          var fetch: @Sendable (Int) async throws -> String
          var save: @Sendable (_ id: Int, _ text: String) async throws -> Void
          var log: @Sendable (String) -> Void
          var cached: @Sendable (Int) -> String?
          var reset: (@Sendable () async -> ())
          var explicitlyAny: @Sendable () throws(any Error) -> Int

          init(
            fetch: @escaping @Sendable (Int) async throws -> String = { _ in
              try ReductorDependencies.unimplemented("FactClient.fetch", fileID: "TestModule/Test.swift", filePath: "Test.swift", line: 3, column: 7)
            },
            save: @escaping @Sendable (_ id: Int, _ text: String) async throws -> Void = { _, _ in
              try ReductorDependencies.unimplemented("FactClient.save", fileID: "TestModule/Test.swift", filePath: "Test.swift", line: 4, column: 7)
            },
            log: @escaping @Sendable (String) -> Void = { _ in
              ReductorDependencies.unimplemented("FactClient.log", placeholder: (), fileID: "TestModule/Test.swift", filePath: "Test.swift", line: 5, column: 7)
            },
            cached: @escaping @Sendable (Int) -> String? = { _ in
              ReductorDependencies.unimplemented("FactClient.cached", placeholder: nil, fileID: "TestModule/Test.swift", filePath: "Test.swift", line: 6, column: 7)
            },
            reset: @escaping @Sendable () async -> () = {
              ReductorDependencies.unimplemented("FactClient.reset", placeholder: (), fileID: "TestModule/Test.swift", filePath: "Test.swift", line: 7, column: 7)
            },
            explicitlyAny: @escaping @Sendable () throws(any Error) -> Int = {
              try ReductorDependencies.unimplemented("FactClient.explicitlyAny", fileID: "TestModule/Test.swift", filePath: "Test.swift", line: 8, column: 7)
            }
          ) {
            self.fetch = fetch
            self.save = save
            self.log = log
            self.cached = cached
            self.reset = reset
            self.explicitlyAny = explicitlyAny
          }

          func save(id p0: Int, text p1: String) async throws -> Void {
            try await self.save(p0, p1)
          }
        }
        """,
      macros: testMacros
    )
  }

  @Test func labelledEndpointsGetMethodsWithTheirLabels() {
    assertMacroExpansion(
      """
      @DependencyClient
      public struct Notes {
        public var update: @Sendable (_ id: Int, inout String) -> Void
        public var count: @Sendable (String) -> Int = { _ in 0 }
      }
      """,
      expandedSource: """
        public struct Notes {
          public var update: @Sendable (_ id: Int, inout String) -> Void
          public var count: @Sendable (String) -> Int = { _ in 0 }

          public init(
            update: @escaping @Sendable (_ id: Int, inout String) -> Void = { _, _ in
              ReductorDependencies.unimplemented("Notes.update", placeholder: (), fileID: "TestModule/Test.swift", filePath: "Test.swift", line: 3, column: 14)
            },
            count: @escaping @Sendable (String) -> Int = { p0 in
              let implementation: @Sendable (String) -> Int = { _ in 0 }
              ReductorDependencies.unimplemented("Notes.count", placeholder: (), fileID: "TestModule/Test.swift", filePath: "Test.swift", line: 4, column: 14)
              return implementation(p0)
            }
          ) {
            self.update = update
            self.count = count
          }

          public func update(id p0: Int, _ p1: inout String) -> Void {
            self.update(p0, &p1)
          }
        }
        """,
      macros: testMacros
    )
  }

  /// An endpoint's default is what it returns when unimplemented, after the failure is
  /// reported; other properties keep their defaults as they are.
  @Test func defaultsAreKept() {
    assertMacroExpansion(
      """
      @DependencyClient
      public struct Counter: Sendable {
        public var next: @Sendable () -> Int = { 0 }
        public var name = "counter"
        public var limit: Int = 10
        public var label: String?
        public let version: Int
        public let kind = "fixed"
        public var double: Int { limit * 2 }
        public static let shared = Counter(version: 1)
      }
      """,
      expandedSource: """
        public struct Counter: Sendable {
          public var next: @Sendable () -> Int = { 0 }
          public var name = "counter"
          public var limit: Int = 10
          public var label: String?
          public let version: Int
          public let kind = "fixed"
          public var double: Int { limit * 2 }
          public static let shared = Counter(version: 1)

          public init(
            next: @escaping @Sendable () -> Int = {
              let implementation: @Sendable () -> Int = { 0 }
              ReductorDependencies.unimplemented("Counter.next", placeholder: (), fileID: "TestModule/Test.swift", filePath: "Test.swift", line: 3, column: 14)
              return implementation()
            },
            limit: Int = 10,
            label: String? = nil,
            version: Int
          ) {
            self.next = next
            self.limit = limit
            self.label = label
            self.version = version
          }
        }
        """,
      macros: testMacros
    )
  }

  @Test func emptyClient() {
    assertMacroExpansion(
      """
      @DependencyClient
      struct Empty {}
      """,
      expandedSource: """
        struct Empty {

          init() {}
        }
        """,
      macros: testMacros
    )
  }

  @Test func nonThrowingEndpointWithAResultNeedsADefault() {
    assertMacroExpansion(
      """
      @DependencyClient
      struct Client {
        var count: @Sendable (String, Int) -> Int
        var typed: @Sendable () throws(ClientError) -> Int
      }
      """,
      expandedSource: """
        struct Client {
          var count: @Sendable (String, Int) -> Int
          var typed: @Sendable () throws(ClientError) -> Int
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: """
            '@DependencyClient' needs a default value for 'count': an endpoint without one \
            must throw, or return 'Void' or an optional
            """,
          line: 3, column: 7, fixIts: ["Add a default value"]
        ),
        DiagnosticSpec(
          message: """
            '@DependencyClient' needs a default value for 'typed': an endpoint without one \
            must throw, or return 'Void' or an optional
            """,
          line: 4, column: 7, fixIts: ["Add a default value"]
        ),
      ],
      fixedSource: """
        @DependencyClient
        struct Client {
          var count: @Sendable (String, Int) -> Int = { _, _ in <#Int#> }
          var typed: @Sendable () throws(ClientError) -> Int = { <#Int#> }
        }
        """,
      macros: testMacros
    )
  }

  @Test func appliedToAnEnumOrAClass() {
    assertMacroExpansion(
      """
      @DependencyClient
      enum Client {}
      @DependencyClient
      final class Other {}
      """,
      expandedSource: """
        enum Client {}
        final class Other {}
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "'@DependencyClient' can only be applied to a struct", line: 1, column: 1,
          fixIts: ["Remove '@DependencyClient'"]
        ),
        DiagnosticSpec(
          message: "'@DependencyClient' can only be applied to a struct", line: 3, column: 1,
          fixIts: ["Remove '@DependencyClient'"]
        ),
      ],
      fixedSource: """
        enum Client {}
        final class Other {}
        """,
      macros: testMacros
    )
  }
}
