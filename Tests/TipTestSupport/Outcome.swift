import TipEngine

/// What a computation gave, as text two paths can be compared by: `tip` and the minor units, or
/// `error` and the error's description. Tests that pit a fast path against a general one use it
/// so that results and errors are held to the same agreement.
public func outcome(_ tip: () throws -> Int64) -> String {
  do {
    return "tip \(try tip())"
  } catch {
    return "error \(error)"
  }
}
