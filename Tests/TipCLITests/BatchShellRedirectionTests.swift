import Foundation
import Testing

/// The built `tipcalc` run by `/bin/sh` with the redirections people write in scripts and cron
/// jobs: a path that names a descriptor the shell opened is written in place, appending where the
/// shell appends, and two outputs the shell points at one file are not a collision.
@Suite("tipcalc batch under the shell's redirections", .serialized)
struct BatchShellRedirectionTests {
  static let input = "id,subtotal\n1,84.50\n2,20.00\n"
  static let priced =
    "id,subtotal,tip,total,shares\n1,84.50,15.21,99.71,99.71\n2,20.00,3.60,23.60,23.60\n"
  static let summary = "Rows read: 2, written: 2, rejected: 0.\n"

  /// Runs `script` with `sh -c` in a fresh directory holding `s.csv` (and `bad.csv`, with a
  /// rejected row), `$0` being the built `tipcalc`; returns the shell's status and the directory.
  static func shell(_ script: String) throws -> (status: Int32, directory: TemporaryDirectory)? {
    guard let url = Executable.require() else { return nil }
    let directory = try TemporaryDirectory()
    try directory.write("s.csv", input)
    try directory.write("bad.csv", "id,subtotal\n1,84.50\n2,abc\n")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, url.path]
    process.environment = [:]
    process.currentDirectoryURL = URL(fileURLWithPath: directory.path)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return (process.terminationStatus, directory)
  }

  static func read(_ directory: TemporaryDirectory, _ name: String) throws -> String {
    try String(contentsOfFile: directory.path + "/" + name, encoding: .utf8)
  }

  /// The files in the directory, to check that no temporary file is left.
  static func files(_ directory: TemporaryDirectory) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test(
    "--output naming an inherited descriptor appends to the file the shell opened",
    arguments: ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"])
  func outputAppends(path: String) throws {
    guard
      let (status, directory) = try Self.shell(
        """
        echo before > log.txt
        "$0" batch --policy percent-18 --input s.csv --output \(path) >> log.txt 2> err.txt
        echo "status $?" >> log.txt
        """)
    else { return }
    defer { directory.remove() }
    #expect(status == 0)
    #expect(try Self.read(directory, "log.txt") == "before\n" + Self.priced + "status 0\n")
    #expect(try Self.files(directory) == ["bad.csv", "err.txt", "log.txt", "s.csv"])
  }

  @Test("--errors /dev/stderr appends the rejected rows to the log the shell opened")
  func errorsAppend() throws {
    guard
      let (status, directory) = try Self.shell(
        """
        echo before > err.log
        "$0" batch --policy percent-18 --input bad.csv --output out.csv --errors /dev/stderr \
          2>> err.log
        echo "status $?" >> err.log
        """)
    else { return }
    defer { directory.remove() }
    #expect(status == 0)
    let log = try Self.read(directory, "err.log")
    #expect(log.hasPrefix("before\nline,id,reason,row\n3,2,"), "\(log)")
    #expect(log.hasSuffix("Rows read: 2, written: 1, rejected: 1.\nstatus 65\n"), "\(log)")
  }

  @Test("A descriptor opened to write over a file is written at its offset, not replaced")
  func truncatingDescriptor() throws {
    guard
      let (status, directory) = try Self.shell(
        """
        { echo before; "$0" batch --policy percent-18 --input s.csv --output /dev/fd/3 3>&1; \
          echo after; } > out.txt 2> err.txt
        """)
    else { return }
    defer { directory.remove() }
    #expect(status == 0)
    #expect(try Self.read(directory, "out.txt") == "before\n" + Self.priced + "after\n")
  }

  @Test("> run.log 2>&1 without a rejected row exits 0 and leaves the rows and the summary")
  func cronPattern() throws {
    guard
      let (status, directory) = try Self.shell(
        #""$0" batch --policy percent-18 --input s.csv > run.log 2>&1; echo $? > status"#)
    else { return }
    defer { directory.remove() }
    #expect(try Self.read(directory, "status") == "0\n")
    #expect(status == 0)
    #expect(try Self.read(directory, "run.log") == Self.priced + Self.summary)
  }

  @Test("--output /dev/stdout --errors /dev/stderr into one log, rows, rejections and summary")
  func bothDescriptorsOneLog() throws {
    guard
      let (_, directory) = try Self.shell(
        #""$0" batch --policy percent-18 --input bad.csv --output /dev/stdout "#
          + #"--errors /dev/stderr >> run.log 2>&1; echo $? > status"#)
    else { return }
    defer { directory.remove() }
    #expect(try Self.read(directory, "status") == "65\n")
    let log = try Self.read(directory, "run.log")
    #expect(log.contains("1,84.50,15.21,99.71,99.71\n"), "\(log)")
    #expect(log.contains("line,id,reason,row\n"), "\(log)")
    #expect(log.contains("\n3,2,subtotal: 'abc' is not a valid amount"), "\(log)")
    #expect(log.hasSuffix("Rows read: 2, written: 1, rejected: 1.\n"), "\(log)")
  }

  @Test("--errors /dev/stderr without a rejected row adds nothing but the summary to the log")
  func errorsWithoutRejections() throws {
    guard
      let (_, directory) = try Self.shell(
        #""$0" batch --policy percent-18 --input s.csv --errors /dev/stderr 2>> err.log > out.csv"#)
    else { return }
    defer { directory.remove() }
    #expect(try Self.read(directory, "err.log") == Self.summary)
    #expect(try Self.read(directory, "out.csv") == Self.priced)
  }

  @Test(
    "A file replaced by name and a descriptor the shell opened on it still collide",
    arguments: [
      #""$0" batch --policy percent-18 --input s.csv --errors run.log > run.log 2> err.txt"#,
      #""$0" batch --policy percent-18 --input s.csv --output run.log --errors /dev/stderr "#
        + "2> run.log",
    ])
  func namedFileAndDescriptorCollide(script: String) throws {
    guard let (status, directory) = try Self.shell(script + "; echo $? > status") else { return }
    defer { directory.remove() }
    #expect(try Self.read(directory, "status") == "64\n")
    #expect(status == 0)
  }

  @Test(
    "An empty file name for --input, --output or --errors is a usage mistake, 64",
    arguments: [
      ("--input", "standard input"), ("--output", "standard output"),
      ("--errors", "standard error"),
    ])
  func emptyFileName(option: String, stream: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("s.csv", Self.input)
    let input = option == "--input" ? [] : ["--input", "s.csv"]
    let arguments = ["batch", "--policy", "percent-18"] + input + [option, ""]
    let result = tipcalc(arguments, directory: directory.path)
    #expect(result.status == 64, "\(result)")
    #expect(
      result.stderr.hasPrefix(
        "Error: Invalid value '' for '\(option) <file>': expected a file name, or '-' for "
          + "\(stream).\n"), "\(result)")
    #expect(result.stdout == "")
    #expect(try Self.files(directory) == ["s.csv"])
  }
}
