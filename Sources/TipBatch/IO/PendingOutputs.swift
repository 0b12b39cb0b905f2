/// Files written whole beside their targets and not yet put in place.
///
/// A command that writes files by name and also prints a report writes the files here first
/// (each into a temporary file beside its target, as ``OutputFile`` does), then writes its
/// report, and puts the files in place (``commit()``) only once the report is written whole. A
/// run that fails at any point before, the report included, leaves every existing file as it
/// was (``discard()``, also on deinit). A target that is a device or a descriptor the process
/// was given (`/dev/null`, `/dev/stdout`) is written directly, as ``OutputFile`` writes it.
package final class PendingOutputs {
  /// The outputs written so far, in the order they are put in place.
  private var outputs: [OpenedOutput] = []

  /// No output yet.
  package init() {}

  deinit { discard() }

  /// Writes `text` whole into a temporary file beside `path`, named `name` in messages, to be
  /// put in place by ``commit()``.
  ///
  /// - Throws: ``BatchError`` of kind ``BatchError/Kind/writeFailure`` when the file cannot be
  ///   created or written; the message names the file and what became of it. Every output
  ///   written so far is discarded.
  package func write(_ text: String, toPath path: String, name: String) throws(BatchError) {
    let output: OpenedOutput
    do {
      output = try OpenedOutput(.file(path, name: name))
    } catch {
      discard()
      throw error
    }
    outputs.append(output)
    let failure = Array(text.utf8).withUnsafeBytes { bytes -> BatchError? in
      do {
        try output.sink.write(bytes)
        return nil
      } catch {
        return error as? BatchError
          ?? BatchError(.writeFailure, message: "cannot write '\(name)': \(error)")
      }
    }
    if let failure {
      discard()
      throw BatchError(.writeFailure, message: failure.message + output.failureNote)
    }
  }

  /// Adds an output a run has written and not put in place.
  func append(_ output: OpenedOutput) { outputs.append(output) }

  /// Puts every output in place, in the order written.
  ///
  /// - Throws: ``BatchError`` of kind ``BatchError/Kind/writeFailure`` when one cannot be put in
  ///   place; it and those after it are left as they were.
  package func commit() throws(BatchError) {
    let committing = outputs
    outputs = []
    for (index, output) in committing.enumerated() {
      do {
        try output.commit()
      } catch {
        for rest in committing[(index + 1)...] { rest.discard() }
        throw error
      }
    }
  }

  /// Removes every temporary file, leaving each target as it was.
  package func discard() {
    for output in outputs { output.discard() }
    outputs = []
  }

  /// A sentence fragment saying that the files that would have replaced existing ones were not
  /// put in place, such as `; 'out.csv' was left as it was`; empty when none would have.
  package var failureNote: String { outputs.map(\.failureNote).joined() }
}
