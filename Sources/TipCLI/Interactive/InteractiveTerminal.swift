#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs an ``InteractiveScreen`` on a terminal: raw mode, one redraw per key, and the terminal
/// restored however the run ends.
///
/// Raw mode turns off line buffering, echo and terminal signals, so Ctrl-C arrives as a key and
/// ends the run through the normal path (exit 130) after restoring the terminal. For signals
/// sent from outside (SIGINT, SIGTERM, SIGHUP, SIGQUIT) a handler restores the saved settings
/// with async-signal-safe calls only (`tcsetattr`, `write`, `_exit`). One run at a time: the
/// saved settings live in one process-wide slot, as a signal handler needs.
enum InteractiveTerminal {
  /// Switches to the alternate screen and hides the cursor.
  static let enterScreen = "\u{1B}[?1049h\u{1B}[?25l"
  /// Shows the cursor and leaves the alternate screen.
  static let leaveScreen = "\u{1B}[?25h\u{1B}[?1049l"
  /// Moves to the top left and clears the screen.
  static let clearScreen = "\u{1B}[H\u{1B}[2J"

  /// The signals whose default action would leave the terminal raw.
  static let fatalSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Runs `screen` until it finishes, reading keys from `input` and drawing on `output`.
  ///
  /// - Returns: the final screen and the exit status: 0 after `q` or Escape (or the end of
  ///   input), 130 after Ctrl-C, 1 when the terminal cannot be configured (with the reason).
  static func run(
    _ screen: InteractiveScreen, input: Int32, output: Int32, width: Int? = nil
  ) -> (screen: InteractiveScreen, status: Int32, error: String?) {
    var original = termios()
    guard tcgetattr(input, &original) == 0 else {
      return (screen, 1, "cannot read the terminal settings (errno \(errno))")
    }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }

    SavedTerminal.slot.pointee = SavedTerminal(input: input, output: output, settings: original)
    let previousHandlers = fatalSignals.map { signal($0, restoreTerminalAndExit) }
    defer {
      for (number, handler) in zip(fatalSignals, previousHandlers) { signal(number, handler) }
      SavedTerminal.slot.pointee.input = -1
    }
    guard tcsetattr(input, TCSANOW, &raw) == 0 else {
      return (screen, 1, "cannot switch the terminal to raw mode (errno \(errno))")
    }
    defer {
      write(output, leaveScreen)
      tcsetattr(input, TCSANOW, &original)
    }

    var screen = screen
    let columns = width ?? terminalWidth(output)
    write(output, enterScreen)
    var buffer = [UInt8](repeating: 0, count: 256)
    while screen.outcome == nil {
      write(output, clearScreen + screen.render(width: columns))
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      screen.handle(TerminalKey.decode(buffer[..<count]))
    }
    return (screen, screen.outcome == .interrupted ? 130 : 0, nil)
  }

  /// The terminal's width, between 32 and 60 columns; 44 when it cannot be read.
  static func terminalWidth(_ output: Int32) -> Int {
    var size = winsize()
    let status = ioctl(output, UInt(TIOCGWINSZ), &size)
    guard status == 0, size.ws_col > 0 else { return 44 }
    return min(max(Int(size.ws_col), 32), 60)
  }

  /// Writes all of `text` to `fd`.
  static func write(_ fd: Int32, _ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}

/// The terminal settings to restore from a signal handler.
struct SavedTerminal {
  /// The terminal's file descriptor, or -1 when no run is active.
  var input: Int32
  /// Where the screen is drawn.
  var output: Int32
  /// The settings before raw mode.
  var settings: termios

  /// The one slot, allocated once and never freed, so the handler reads it without locks,
  /// allocation or exclusivity checks.
  nonisolated(unsafe) static let slot: UnsafeMutablePointer<SavedTerminal> = {
    let slot = UnsafeMutablePointer<SavedTerminal>.allocate(capacity: 1)
    slot.initialize(to: SavedTerminal(input: -1, output: -1, settings: termios()))
    return slot
  }()
}

/// The signal handler: restores the saved terminal settings and exits with 128 + the signal.
/// It calls only async-signal-safe functions.
private func restoreTerminalAndExit(_ number: Int32) {
  let saved = SavedTerminal.slot
  if saved.pointee.input >= 0 {
    tcsetattr(saved.pointee.input, TCSANOW, &saved.pointee.settings)
    let reset: StaticString = "\u{1B}[?25h\u{1B}[?1049l"
    _ = reset.withUTF8Buffer { systemWrite(saved.pointee.output, $0.baseAddress, $0.count) }
  }
  _exit(128 + number)
}

/// The C library's `write`, named apart from ``InteractiveTerminal/write(_:_:)``.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(fd, bytes, count)
  #elseif canImport(Musl)
    Musl.write(fd, bytes, count)
  #else
    Darwin.write(fd, bytes, count)
  #endif
}
