import TipBatch

/// A sink that hands text to one of a ``CommandContext``'s writers.
final class ContextTextSink: BatchByteSink {
  let write: (String) -> Void

  init(_ write: @escaping (String) -> Void) { self.write = write }

  func write(_ bytes: UnsafeRawBufferPointer) {
    write(String(decoding: bytes, as: UTF8.self))
  }
}

extension CommandContext {
  /// The streams `tipcalc batch` uses in this context: the process's own for
  /// ``CommandContext/process()``, otherwise the process's standard input and the context's
  /// writers (so in-process runs capture the output).
  func batchIO() -> BatchIO {
    if usesProcessStreams { return .process(context: self) }
    var io = BatchIO(
      standardInput: FileDescriptorStream.standardInput(),
      standardOutput: ContextTextSink(writeOutput), standardError: ContextTextSink(writeError))
    io.context = self
    return io
  }
}
