import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func closeDescriptor(_ fd: Int32) {
  #if canImport(Glibc)
    _ = Glibc.close(fd)
  #else
    _ = Darwin.close(fd)
  #endif
}

func readDescriptor(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
  #else
    Darwin.read(fd, buffer, count)
  #endif
}

/// A pseudo-terminal pair: the test types on `main`, the screen runs on `secondary`.
struct PseudoTerminal {
  let main: Int32
  let secondary: Int32

  init() throws {
    #if canImport(Glibc)
      // Glibc's module hides posix_openpt, unlockpt and ptsname_r behind feature macros;
      // the functions are in libc all the same.
      typealias Open = @convention(c) (Int32) -> Int32
      typealias Unlock = @convention(c) (Int32) -> Int32
      typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
      let libc = dlopen(nil, RTLD_NOW)
      guard let openMain = dlsym(libc, "posix_openpt"), let unlock = dlsym(libc, "unlockpt"),
        let nameOf = dlsym(libc, "ptsname_r")
      else { throw POSIXError(.ENOSYS) }
      main = unsafeBitCast(openMain, to: Open.self)(O_RDWR | O_NOCTTY)
      var path = [CChar](repeating: 0, count: 128)
      guard main >= 0, unsafeBitCast(unlock, to: Unlock.self)(main) == 0,
        unsafeBitCast(nameOf, to: Name.self)(main, &path, path.count) == 0
      else { throw POSIXError(.ENODEV) }
      let name = String(
        decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      main = posix_openpt(O_RDWR | O_NOCTTY)
      guard main >= 0, grantpt(main) == 0, unlockpt(main) == 0, let path = ptsname(main) else {
        throw POSIXError(.ENODEV)
      }
      let name = String(cString: path)
    #endif
    secondary = open(name, O_RDWR | O_NOCTTY)
    guard secondary >= 0 else { throw POSIXError(.ENODEV) }
  }

  func close() {
    closeDescriptor(secondary)
    closeDescriptor(main)
  }

  /// Reads from `main` into `output` until `done` holds (then drains what is left), or 10 s pass.
  func read(into output: inout [UInt8], until done: ([UInt8]) -> Bool) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = Date().addingTimeInterval(10)
    var finished = false
    while Date() < deadline {
      if !finished && done(output) { finished = true }
      var descriptor = pollfd(fd: main, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, finished ? 0 : 50) > 0 else {
        if finished { return }
        continue
      }
      let count = buffer.withUnsafeMutableBytes { readDescriptor(main, $0.baseAddress, $0.count) }
      if count <= 0 { return }
      output += buffer[..<count]
    }
  }

  /// Sets the window size, as a terminal emulator does when its window is resized.
  func resize(columns: UInt16, rows: UInt16) {
    var size = winsize()
    size.ws_col = columns
    size.ws_row = rows
    _ = ioctl(main, UInt(TIOCSWINSZ), &size)
  }

  /// The settings that raw mode changes.
  func settings() -> [UInt] {
    var current = termios()
    tcgetattr(secondary, &current)
    let cc = withUnsafeBytes(of: current.c_cc) { $0.map { UInt($0) } }
    return [UInt(current.c_iflag), UInt(current.c_oflag), UInt(current.c_lflag)] + cc
  }
}
