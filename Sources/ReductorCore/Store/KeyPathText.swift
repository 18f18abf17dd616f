import ReductorCustomDump

/// A key path as it is written relative to its root, `\.tarea.titulo`: dumped as that text.
struct _KeyPathText: CustomStringConvertible, CustomReflectable {
  let description: String

  init(_ keyPath: AnyKeyPath) {
    // A key path describes itself with its root's name, `\State.tarea.titulo`. A computed
    // component (a case path's, a property a macro wrote) describes itself by its getter's
    // address, which says nothing to a reader. A `@Presents` property is named by its
    // storage (`\.$destino` for `\.destino`); any other path with a computed component is
    // shown as `…`.
    var text = "\(keyPath)"
    if text.contains("<computed"),
      let root = type(of: keyPath).rootType as? any ObservableState.Type,
      let storage = root._$presentationStorage(for: keyPath)
    {
      // The storage is `$destino` (or `_destino`), a stored property, named in the text.
      let storageText = "\(storage)"
      if let dot = storageText.firstIndex(of: "."),
        ["$", "_"].contains(storageText[storageText.index(after: dot)])
      {
        var named = storageText
        named.remove(at: storageText.index(after: dot))
        text = named
      }
    }
    if text.contains("<computed") {
      description = "…"
    } else if text.hasPrefix("\\"), let dot = text.firstIndex(of: ".") {
      description = "\\" + text[dot...]
    } else {
      description = text
    }
  }

  /// No children: the dumper shows the description.
  var customMirror: Mirror { Mirror(self, children: [:]) }
}
