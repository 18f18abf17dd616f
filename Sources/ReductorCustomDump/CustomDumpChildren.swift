/// A type that is dumped as a collection of labeled children it lists itself.
///
/// Reductor's own collections adopt it so that diagnostics show their elements rather than
/// their storage; the dumper does not need to know them. Pick the shape with a
/// ``DumpChildren`` factory:
///
/// ```swift
/// extension IdentifiedArray: CustomDumpChildren {
///   package var customDumpChildren: DumpChildren { .keyed(map { (key: $0.id, value: $0) }) }
/// }
/// ```
package protocol CustomDumpChildren {
  /// The children to show, and how to lay them out.
  var customDumpChildren: DumpChildren { get }
}

/// The children of a ``CustomDumpChildren`` value and the shape they are shown in.
package struct DumpChildren {
  /// How the children are laid out.
  package enum Style: Sendable {
    /// Like an array: `[`, then `[0]: first`, `[1]: second`, …, then `]`.
    case indexed
    /// Like a dictionary in the given order: `[`, then `#1: first`, `#2: second`, …, then `]`.
    /// Keys are dumped on one line and prefixed with the factory's `keyPrefix`.
    case keyed
    /// Like a struct: `TypeName(`, then `label: value`, …, then `)`.
    case fields
  }

  /// One child: the text of its label (`nil` for ``Style/indexed``) and its value.
  package struct Child {
    /// The label shown before the value, already rendered.
    package var label: String?
    /// The value, dumped like any other.
    package var value: Any
  }

  /// How the children are laid out.
  package var style: Style
  /// The children in display order.
  package var children: [Child]

  /// Shows `elements` like an array, each labeled with its position.
  ///
  /// ```swift
  /// var customDumpChildren: DumpChildren { .indexed(Array(self)) }
  /// ```
  package static func indexed(_ elements: [Any]) -> DumpChildren {
    DumpChildren(style: .indexed, children: elements.map { Child(label: nil, value: $0) })
  }

  /// Shows `pairs` like a dictionary, in the given order, each value labeled with its key.
  ///
  /// Keys are dumped on one line (a string key shows quoted) after `keyPrefix`; the default
  /// `"#"` reads as an id: `#3: Todo(…)`. Changes are matched by key, so the differ shows an
  /// inserted, removed or moved element, and a change inside one, under its key.
  ///
  /// ```swift
  /// var customDumpChildren: DumpChildren { .keyed(map { (key: $0.id, value: $0) }) }
  /// ```
  package static func keyed(
    _ pairs: [(key: Any, value: Any)], keyPrefix: String = "#"
  ) -> DumpChildren {
    DumpChildren(
      style: .keyed,
      children: pairs.map {
        Child(
          label: keyPrefix + DumpNode(reflecting: $0.key, singleLineStrings: true).compactLine,
          value: $0.value)
      }
    )
  }

  /// Shows `pairs` like the stored properties of a struct, under the value's type name.
  ///
  /// ```swift
  /// var customDumpChildren: DumpChildren { .fields([("count", count), ("isOn", isOn)]) }
  /// ```
  package static func fields(_ pairs: [(label: String, value: Any)]) -> DumpChildren {
    DumpChildren(style: .fields, children: pairs.map { Child(label: $0.label, value: $0.value) })
  }
}
