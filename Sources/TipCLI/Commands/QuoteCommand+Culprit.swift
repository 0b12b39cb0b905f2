import TipEngine

extension QuoteCommand {
  /// A policy's error that depends on the bill, such as an amount finer than the bill's
  /// currency: the catalog loaded the policy (its amounts fit some currency), so the problem
  /// shows only now. The message names the policy among `choice`'s that has the setting, and the
  /// file that defines it, so the person knows what to correct.
  static func inapplicable(
    _ reason: String, choice: Choice, bill: Bill, catalog: PolicyCatalog
  ) -> CLIError {
    if let file = chargeSource(failingFor: reason, bill: bill, catalog: catalog) {
      return .dataError(inFile(file, reason))
    }
    let name = culprit(of: choice.policy, named: choice.name, reason: reason, bill: bill) ?? ""
    guard let entry = try? catalog.entry(named: name) else {
      return .dataError(InputValues.capitalizedSentence(reason))
    }
    // The built-in catalog is not the person's to edit: another policy is the way out.
    let fix =
      entry.source.hasPrefix(CatalogSource.builtIn.name)
      ? "Give another --policy for this currency."
      : "Correct it there, or quote it in a currency with the amounts it gives."
    return .dataError(
      "Policy '\(TerminalText.escaped(name))' (\(entry.kind), defined in "
        + "\(TerminalText.escaped(entry.source))): \(reason). \(fix)")
  }

  /// `reason`, a problem of something `file` defines, with the way out: another file can be
  /// corrected, the built-in catalog cannot.
  static func inFile(_ file: String, _ reason: String) -> String {
    let fix =
      file.hasPrefix(CatalogSource.builtIn.name)
      ? "Quote the bill in another currency."
      : "Correct it there, or quote the bill in a currency with the amounts it gives."
    return "In \(TerminalText.escaped(file)): \(reason). \(fix)"
  }

  /// The file that defined the catalog's service charge that fails for `bill` with `reason`,
  /// such as a fixed charge of 0.50 on a bill in JPY; `nil` when no charge does.
  static func chargeSource(failingFor reason: String, bill: Bill, catalog: PolicyCatalog)
    -> String?
  {
    for charge in catalog.charges.serviceCharges {
      do {
        _ = try charge.applied(to: bill)
      } catch PolicyError.inapplicable(let other) where other == reason {
        return catalog.serviceChargeSources[charge.name]
      } catch {}
    }
    return nil
  }

  /// The name of the named policy, `policy` or one it refers to, whose own tip for `bill` fails
  /// for `reason`: the policies it refers to are tried first, so the one that has the setting
  /// is found rather than one that passes it on; `nil` when none is named.
  static func culprit(
    of policy: any TipPolicy, named name: String?, reason: String, bill: Bill
  ) -> String? {
    for component in policy.components {
      let reference = component.reference
      if let found = culprit(
        of: reference.policy, named: reference.name, reason: reason, bill: bill)
      {
        return found
      }
    }
    guard let name else { return nil }
    do {
      _ = try policy.tip(for: bill)
    } catch PolicyError.inapplicable(let other) where other == reason {
      return name
    } catch {}
    return nil
  }
}
