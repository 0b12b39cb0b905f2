/// Runs an ``InteractiveScreen`` on a terminal: raw mode, one redraw per chunk of keys and per
/// resize, and the terminal restored however the run ends.
///
/// Each redraw reads the terminal's size, so a window resized (SIGWINCH) is redrawn at its new
/// size at once, and a window smaller than the layout shows one line asking for a larger one.
/// The SIGWINCH handler only writes a byte to a pipe that the loop polls with the terminal, so
/// a resize between two polls is never lost.
///
/// Raw mode turns off line buffering, echo and terminal signals, so Ctrl-C arrives as a key and
/// ends the run through the normal path (exit 130) after restoring the terminal. For signals
/// sent from outside (SIGINT, SIGTERM, SIGHUP, SIGQUIT) a handler restores the saved settings
/// with async-signal-safe calls only (`tcsetattr`, `write`), then raises the signal again with
/// its default action, so the process ends by it. One run at a time: the
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
  /// - Parameter width: a fixed width for tests; by default the terminal's size, read again at
  ///   every redraw.
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

    let resize = ResizePipe()
    defer { resize.close() }
    SavedTerminal.slot.pointee = SavedTerminal(
      input: input, output: output, settings: original, resizeNotice: resize.writeEnd)
    let previousHandlers = fatalSignals.map { signal($0, restoreTerminalAndExit) }
    let previousResizeHandler = signal(SIGWINCH, noteResize)
    // A host (a test runner, an app) may block SIGWINCH in this thread; the run needs it.
    var resizeSignal = sigset_t()
    sigemptyset(&resizeSignal)
    sigaddset(&resizeSignal, SIGWINCH)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &resizeSignal, &previousMask)
    defer {
      for (number, handler) in zip(fatalSignals, previousHandlers) { signal(number, handler) }
      signal(SIGWINCH, previousResizeHandler)
      pthread_sigmask(SIG_SETMASK, &previousMask, nil)
      SavedTerminal.slot.pointee.input = -1
      SavedTerminal.slot.pointee.resizeNotice = -1
    }
    guard tcsetattr(input, TCSANOW, &raw) == 0 else {
      return (screen, 1, "cannot switch the terminal to raw mode (errno \(errno))")
    }
    defer {
      write(output, leaveScreen)
      tcsetattr(input, TCSANOW, &original)
    }

    var screen = screen
    write(output, enterScreen)
    var buffer = [UInt8](repeating: 0, count: 256)
    var descriptors = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: resize.readEnd, events: Int16(POLLIN), revents: 0),
    ]
    var redraw = true
    while screen.outcome == nil {
      if redraw {
        let size = width.map { (columns: Optional($0), rows: Int?.none) } ?? terminalSize(output)
        write(output, clearScreen + screen.render(columns: size.columns, rows: size.rows))
        redraw = false
      }
      guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 else {
        if errno == EINTR { continue }
        break
      }
      if descriptors[1].revents != 0 {
        resize.drain()
        redraw = true
      }
      guard descriptors[0].revents != 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
      guard count > 0 else { break }
      screen.handle(TerminalKey.decode(buffer[..<count]))
      redraw = true
    }
    return (screen, screen.outcome == .interrupted ? 130 : 0, nil)
  }

  /// The terminal's columns and rows, each `nil` when it cannot be read (or reads as 0).
  static func terminalSize(_ output: Int32) -> (columns: Int?, rows: Int?) {
    var size = winsize()
    guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0 else { return (nil, nil) }
    return (
      size.ws_col > 0 ? Int(size.ws_col) : nil, size.ws_row > 0 ? Int(size.ws_row) : nil
    )
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
  /// The write end of the pipe that tells the loop the window was resized, or -1.
  var resizeNotice: Int32

  /// The one slot, allocated once and never freed, so the handler reads it without locks,
  /// allocation or exclusivity checks.
  nonisolated(unsafe) static let slot: UnsafeMutablePointer<SavedTerminal> = {
    let slot = UnsafeMutablePointer<SavedTerminal>.allocate(capacity: 1)
    slot.initialize(
      to: SavedTerminal(input: -1, output: -1, settings: termios(), resizeNotice: -1))
    return slot
  }()
}

/// The signal handler: restores the saved terminal settings, then restores the signal's default
/// action and raises it again, which ends the process by that signal once the handler returns
/// (the shell sees 128 + the signal). It calls only async-signal-safe functions.
private func restoreTerminalAndExit(_ number: Int32) {
  let saved = SavedTerminal.slot
  if saved.pointee.input >= 0 {
    tcsetattr(saved.pointee.input, TCSANOW, &saved.pointee.settings)
    let reset: StaticString = "\u{1B}[?25h\u{1B}[?1049l"
    _ = reset.withUTF8Buffer { systemWrite(saved.pointee.output, $0.baseAddress, $0.count) }
  }
  _ = signal(number, SIG_DFL)
  _ = raise(number)
}

/// The SIGWINCH handler: one byte into the resize pipe, which wakes the loop to redraw. It calls
/// only `write`, which is async-signal-safe, on a non-blocking pipe (a full pipe already says
/// "resized").
private func noteResize(_ number: Int32) {
  let fd = SavedTerminal.slot.pointee.resizeNotice
  guard fd >= 0 else { return }
  let savedErrno = errno
  var byte: UInt8 = 0
  _ = systemWrite(fd, &byte, 1)
  errno = savedErrno
}

/// A non-blocking pipe from the SIGWINCH handler to the redraw loop; both ends -1 when no pipe
/// could be made (the screen then redraws at its new size with the next key).
struct ResizePipe {
  let readEnd: Int32
  let writeEnd: Int32

  init() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      (readEnd, writeEnd) = (-1, -1)
      return
    }
    for fd in ends {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    (readEnd, writeEnd) = (ends[0], ends[1])
  }

  /// Reads every byte waiting in the pipe.
  func drain() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while buffer.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
  }

  func close() {
    for fd in [readEnd, writeEnd] where fd >= 0 { systemClose(fd) }
  }
}
