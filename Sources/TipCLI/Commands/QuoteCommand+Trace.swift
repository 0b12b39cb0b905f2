import TipArguments
import TipEngine

/// `tipcalc quote --trace`: the path the bill took, after the quote.
extension QuoteCommand {
  /// `--trace`.
  static let traceOption = CommandSpec.Option.flag(
    "trace",
    help: "After the quote, show why: the path from the policy to the one that computed the "
      + "tip, each step's decision, each service charge applied or not, and the cash rounding.")

  /// The trace of the quoted bill, with the library's errors turned into messages for people
  /// as ``compute(_:bill:method:catalog:)`` turns them.
  static func trace(
    _ choice: Choice, bill: Bill, method: SplitMethod, paying payments: [Payment]?,
    catalog: PolicyCatalog
  ) throws(CLIError) -> PolicyTrace {
    do {
      guard let payments else {
        return try catalog.trace(
          of: bill, policy: choice.policy, named: choice.name, splitting: method)
      }
      return try catalog.trace(
        of: bill, policy: choice.policy, named: choice.name, splitting: method, paying: payments)
    } catch {
      throw failure(error, choice: choice)
    }
  }

  /// The trace as `--json` adds it: `[{"policy", "kind", "decision"}, …]`, the policies' steps,
  /// then the service charges', then the cash rounding's.
  static func json(_ trace: PolicyTrace) -> JSONOutput {
    .array(
      trace.steps.map { step in
        .object([
          ("policy", .string(step.policy)), ("kind", .string(step.kind)),
          ("decision", .string(step.decision)),
        ])
      })
  }

  /// The trace for people, one step a line: the policies numbered from the one named, then each
  /// service charge and the cash rounding.
  static func text(_ trace: PolicyTrace) -> String {
    var lines = ["Why this tip:"]
    var number = 0
    for step in trace.steps {
      let decision = TerminalText.escaped(step.decision)
      switch step.kind {
      case PolicyTrace.serviceChargeKind:
        lines.append("  service charge \(TerminalText.escaped(step.policy)): \(decision)")
      case PolicyTrace.cashRoundingKind:
        let region = step.policy.isEmpty ? "" : " (\(step.policy))"
        lines.append("  cash rounding\(region): \(decision)")
      default:
        number += 1
        lines.append(
          "  \(number). \(TerminalText.escaped(step.policy)) (\(step.kind)): \(decision)")
      }
    }
    return lines.joined(separator: "\n")
  }
}
