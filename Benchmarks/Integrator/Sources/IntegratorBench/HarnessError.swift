/// A failure of the harness itself: bad options, or paths that disagree.
struct HarnessError: Error, CustomStringConvertible {
  var description: String
  /// The exit status: 64 for a usage error, 1 otherwise.
  var status: Int32

  init(_ description: String, status: Int32 = 1) {
    self.description = description
    self.status = status
  }
}
