/// Where a batch run reads its CSV from.
public enum BatchInput {
  /// The file at `path`; `name` is how messages call it (the path by default).
  case file(String, name: String? = nil)
  /// An open descriptor, such as 0 for standard input; the run does not close it.
  case descriptor(Int32, name: String)
  /// Any source of bytes, such as a ``MemorySource``.
  case source(any BatchByteSource)

  /// The UTF-8 bytes of `text`, in memory.
  public static func text(_ text: String) -> BatchInput { .source(MemorySource(text)) }

  /// `bytes`, in memory.
  public static func bytes(_ bytes: [UInt8]) -> BatchInput { .source(MemorySource(bytes)) }
}

/// Where a batch run writes its priced rows or its rejected rows.
public enum BatchOutput {
  /// The file at `path`; `name` is how messages call it (the path by default).
  ///
  /// The run writes a temporary file in the same directory and renames it over `path` only when
  /// it completes (rejected rows and strict mode included), so an existing file is never
  /// truncated by a run that refuses to start, and never replaced by half a run. A path that
  /// names a device or a pipe, such as `/dev/null`, is written directly, and so is one that
  /// names a descriptor the process has open (`/dev/stdout`, `/dev/fd/3`): through that
  /// descriptor, appending when it appends, so `--output /dev/stdout >> log.txt` adds to the log.
  ///
  /// When the file replaces an existing one, the run asks the kernel to start writing it to
  /// storage every 8 MiB as it grows (Linux): renaming a file over another writes it out in full
  /// first (ext4), and a run that left all of it to the end would wait for it there.
  case file(String, name: String? = nil)
  /// An open descriptor, such as 1 for standard output; the run does not close it.
  case descriptor(Int32, name: String)
  /// Any sink of bytes, such as a ``MemorySink``.
  case sink(any BatchByteSink)
}

extension BatchInput {
  /// The opened source, and the identity of the regular file it reads, if any.
  func open() throws(BatchError) -> (source: any BatchByteSource, identity: FileIdentity?) {
    switch self {
    case .file(let path, let name):
      let stream = try FileDescriptorStream.open(reading: path, name: name)
      return (stream, stream.fileIdentity)
    case .descriptor(let descriptor, let name):
      let stream = FileDescriptorStream(descriptor: descriptor, name: name)
      return (stream, stream.fileIdentity)
    case .source(let source):
      return (source, (source as? FileDescriptorStream)?.fileIdentity)
    }
  }
}

extension BatchOutput {
  /// How messages name the output.
  var label: String {
    switch self {
    case .file(let path, let name): "'\(name ?? path)'"
    case .descriptor(_, let name): name
    case .sink: "the output"
    }
  }

  /// The identity of the file the output would write, when it is a file: to refuse writing over
  /// the input, or two outputs on one file, before anything is opened.
  var identity: FileIdentity? {
    switch self {
    case .file(let path, _): OutputFile.identity(of: path)
    case .descriptor(let descriptor, let name):
      FileDescriptorStream(descriptor: descriptor, name: name).fileIdentity
    case .sink(let sink): (sink as? FileDescriptorStream)?.fileIdentity
    }
  }

  /// Whether the run opens the output by its name and puts a new file in its place, rather than
  /// writing through a descriptor the process was given (`> run.log`, `/dev/stdout`): two
  /// outputs on one file collide only when one of them is replaced.
  var isReplacedByName: Bool {
    guard case .file(let path, _) = self else { return false }
    return OutputFile.inheritedDescriptor(named: path) == nil
  }

  /// The path of a file output whose name is empty, which names no file.
  var hasEmptyPath: Bool {
    guard case .file(let path, _) = self else { return false }
    return path.isEmpty
  }

  /// Whether the output is a file that the run creates, so that a rejections output starts with
  /// its header even when no row is rejected; not a descriptor the process was given
  /// (`--errors /dev/stderr`), which gets the header with its first rejected row, as standard
  /// error does.
  var isFile: Bool { isReplacedByName }
}

/// An output opened for a run: the sink to write, and what to do when the run ends.
final class OpenedOutput {
  /// Where the bytes go.
  let sink: any BatchByteSink
  /// The file written beside its target, when the output is a file.
  private let file: OutputFile?
  /// Whether the output is a file the run writes (see ``BatchOutput/isFile``).
  let isFileOutput: Bool

  /// Opens `output`: a file as a temporary file beside it, anything else as it is.
  init(_ output: BatchOutput) throws(BatchError) {
    isFileOutput = output.isFile
    switch output {
    case .file(let path, let name):
      let file = try OutputFile(path: path, name: name ?? path)
      self.file = file
      sink = file.stream
    case .descriptor(let descriptor, let name):
      file = nil
      sink = FileDescriptorStream(descriptor: descriptor, name: name)
    case .sink(let sink):
      file = nil
      self.sink = sink
    }
  }

  /// Puts a file output in place; nothing for other outputs.
  func commit() throws(BatchError) { try file?.commit() }

  /// Removes a file output's temporary file, leaving its target as it was; nothing for other
  /// outputs.
  func discard() { file?.discard() }

  /// A sentence fragment saying what became of the output after a failure, such as
  /// `; 'out.csv' was left as it was`; empty for outputs that are not files.
  var failureNote: String {
    guard let file else { return "" }
    return file.replacesTarget ? "; \(file.label) was left as it was" : ""
  }
}
