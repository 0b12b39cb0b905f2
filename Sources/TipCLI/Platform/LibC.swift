// The C library of the platform, imported once for the whole TipCLI module.
//
// Every file of the module sees `read`, `write`, `open`, `isatty`, `errno`, `termios` and the
// rest through this one import, so no other file repeats the `#if canImport(Glibc)` block; the
// two calls that must name the library (a method of the same name is in scope) are below.
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#endif

/// The C library's `close`.
func systemClose(_ fd: Int32) {
  #if canImport(Glibc)
    _ = Glibc.close(fd)
  #elseif canImport(Musl)
    _ = Musl.close(fd)
  #else
    _ = Darwin.close(fd)
  #endif
}

/// The C library's `write`, named apart from ``InteractiveTerminal/write(_:_:)``.
func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(fd, bytes, count)
  #elseif canImport(Musl)
    Musl.write(fd, bytes, count)
  #else
    Darwin.write(fd, bytes, count)
  #endif
}
