// The C library of the platform, imported once for the whole TipCLI module.
//
// Every file of the module sees `read`, `write`, `open`, `isatty`, `errno`, `termios` and the
// rest through this one import, so no other file repeats the `#if canImport(Glibc)` block.
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#endif
