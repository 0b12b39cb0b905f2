/// The errors one catalog value's decoding found and went on past, so that a file's every
/// independent mistake is reported in one run (`validate` promises it).
///
/// While a top-level ``DecodingSession/decode(_:from:at:)`` runs, it is ``current``. Two places
/// record into it instead of throwing, because what follows them does not depend on them:
/// - a kind's rule run by `PolicyError.checking(in:_:)` on settings of the right type (`"rate":
///   "150"` is a number, only out of range), after which the kind reads its other keys;
/// - an optional key whose value cannot be read (`"base": "bogus"`), which is then treated as
///   absent.
///
/// Anything else still throws: a missing required key, a value of a required key that cannot be
/// read, a rule run by `PolicyError.building(in:_:)` (it builds a value the kind goes on to use).
/// The object's unknown keys are checked only when its type read it to the end (else a key not
/// yet read would look unknown), and they too are recorded.
///
/// Only independent errors are reported: an object that lost a value (a key treated as absent, a
/// misspelled key, a value not built) is "unsure", and a rule's error in, around or within it
/// afterwards is dropped, since it may be about the lost value (`when: {"party": …}` is not also
/// "an empty condition").
package final class DecodingErrorCollector: @unchecked Sendable {
  /// The collector of the decoding under way, if any.
  @TaskLocal package static var current: DecodingErrorCollector?

  /// The session whose document the errors are about.
  package let session: DecodingSession
  /// The errors so far, each once.
  package private(set) var errors: [CatalogError] = []

  package init(session: DecodingSession) {
    self.session = session
  }

  /// The objects (rendered paths) where a key was treated as absent after its value could not
  /// be read, or where a value was not built because of an error already recorded: a rule
  /// checked there afterwards may be about that value, not about the file.
  private var unsure: [String] = []

  /// Records `error`, unless it follows from one already recorded: a second error at the same
  /// path; the same message at an enclosing or enclosed path (a pool re-checking its tip-outs
  /// finds their mistakes again); or, unless it is `independent` (a value that cannot be read, an
  /// unknown key), an error in, around or within an object that lost a value.
  package func record(_ error: CatalogError, independent: Bool = false) {
    // A value not built because of a recorded error: that error says what is wrong.
    if error.followsRecordedError && !errors.isEmpty { return }
    let follows = errors.contains { recorded in
      guard recorded.file == error.file else { return false }
      if recorded.path == error.path { return true }
      return recorded.message == error.message && recorded.suggestion == error.suggestion
        && Self.areNested(recorded.path, error.path)
    }
    if follows { return }
    if !independent, unsure.contains(where: { Self.areNested($0, error.path) }) { return }
    errors.append(error)
  }

  /// Notes that the object at `path` lost a value: `key` was treated as absent after `error`.
  package func recordAbsent(_ error: CatalogError, in path: [any CodingKey]) {
    record(error, independent: true)
    unsure.append(ConfigDecoder.render(path))
  }

  /// Notes that the object at `path` did not build a value because of a rule's error, and
  /// whether that error follows from one already recorded in, around or within the object (then
  /// it is not reported).
  package func recordUnbuilt(in path: [any CodingKey]) -> Bool {
    let rendered = ConfigDecoder.render(path)
    let follows = errors.contains { Self.areNested($0.path, rendered) }
    if follows { unsure.append(rendered) }
    return follows
  }

  /// Whether one rendered path is the other or encloses it (`a.b` and `a.b.c` or `a.b[0]`).
  package static func areNested(_ a: String, _ b: String) -> Bool {
    let (shorter, longer) = a.count <= b.count ? (a, b) : (b, a)
    guard longer.hasPrefix(shorter) else { return false }
    if shorter.isEmpty || longer.count == shorter.count { return true }
    let next = longer[longer.index(longer.startIndex, offsetBy: shorter.count)]
    return next == "." || next == "["
  }

  /// Records an error that a decoded type's rule threw at `path`, in the catalog's words.
  package func record(_ error: any Error, at path: [any CodingKey]) {
    record(session.translate(error, decoding: Void.self, at: session.locate(path), path: path))
  }

  /// The recorded errors and `last` (if any), in document order, as one error: the first, with
  /// the others in its ``CatalogError/additionalErrors``.
  package func combined(with last: CatalogError? = nil) -> CatalogError? {
    if let last { record(last) }
    let sorted = errors.enumerated().sorted {
      ($0.element.line ?? 0, $0.element.column ?? 0, $0.offset)
        < ($1.element.line ?? 0, $1.element.column ?? 0, $1.offset)
    }.map(\.element)
    guard var first = sorted.first else { return nil }
    first.additionalErrors = Array(sorted.dropFirst())
    return first
  }
}

/// The error a decoded type throws when it could not build its value because of an error that
/// the ``DecodingErrorCollector`` under way already recorded (or dropped as following from
/// another): the decoding of the value stops, but nothing new is reported. `underlying` is the
/// rule's own error, shown only if nothing was recorded after all.
package struct FollowingError: Error {
  /// The error that stopped the value.
  package var underlying: any Error

  package init(_ underlying: any Error) {
    self.underlying = underlying
  }
}
