#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#endif

/// Looks up symbols exported by the libraries already loaded into the process.
///
/// Reductor reaches the test frameworks this way so that `ReductorCore` neither imports nor
/// links them: in an app the frameworks are absent, every lookup returns `nil`, and failures
/// fall back to standard error.
package enum LoadedSymbol {
  /// The address of `name` (a mangled Swift name or a C name) in any loaded image, or `nil`.
  package static func address(of name: String) -> UnsafeRawPointer? {
    guard let process = processHandle.handle else { return nil }
    return dlsym(process, name).map { UnsafeRawPointer($0) }
  }

  /// The metadata of the Swift type with the given mangled name (without the `$s` prefix),
  /// if a loaded image defines it.
  package static func type(named mangledName: String) -> Any.Type? {
    _typeByName(mangledName)
  }

  /// The handle of the main program, whose lookups search every image loaded at startup and
  /// those loaded later with `RTLD_GLOBAL`.
  private static let processHandle = ProcessHandle(handle: dlopen(nil, RTLD_NOW))

  // Safe: the handle is opened once, never closed, and `dlsym` is thread-safe.
  private struct ProcessHandle: @unchecked Sendable {
    let handle: UnsafeMutableRawPointer?
  }
}
