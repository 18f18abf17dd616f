/// A stable, readable, multi-line description of `value`, for diagnostics such as
/// `_printChanges` and `TestStore` failures.
///
/// ```swift
/// reductorDump(Feature.State(count: 1, tags: ["a"], detail: nil))
/// // Feature.State(
/// //   count: 1,
/// //   tags: [
/// //     [0]: "a"
/// //   ],
/// //   detail: nil
/// // )
/// ```
///
/// Structs print as `Type(field: value, …)` with one field per line, enums as `.case(payload)`
/// (prefixed with their type at the top level: `Feature.Action.tapped`), optionals as the
/// wrapped value or `nil`, arrays with their indices, dictionaries and sets sorted by their
/// dumps, tuples and short enum payloads on one line, strings as Swift literals. A class
/// instance prints in full once; met again (a shared reference or a cycle) it prints as
/// `Type(↩︎)`. Type names drop their module. Types choose their own form with
/// ``CustomDumpRepresentable`` or ``CustomDumpChildren``.
///
/// Reflection (`Mirror`) makes this slow compared with the rest of the runtime; it is meant for
/// diagnostics, never for the hot path.
///
/// - Parameters:
///   - value: The value to describe.
///   - maxDepth: How many levels of nesting to print before showing `…` instead of a value.
///   - limits: How much of large collections and strings to show; all of them by default.
/// - Returns: The description, lines separated by `\n`, indented by two spaces per level.
package func reductorDump(
  _ value: Any, maxDepth: Int = DumpNode.defaultMaxDepth, limits: DumpLimits? = nil
) -> String {
  DumpNode(reflecting: value, maxDepth: maxDepth, limits: limits).rendered
}
