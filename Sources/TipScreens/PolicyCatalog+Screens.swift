import TipPricing

/// The tip screen a catalog chose for a bill, and why.
public struct ScreenSelection: Sendable {
  /// Why a screen was chosen.
  public enum Reason: Sendable, Hashable {
    /// The caller named it (or named the rules that chose it).
    case named
    /// It is the screen of the bill's region (a subdivision's own, else its country's).
    case region
    /// No screen was named and the region has none: the catalog's `standard` screen.
    case standard
  }

  /// The name of the screen shown.
  public var name: String
  /// The name of the rules entry that chose ``name``, if rules did.
  public var rules: String?
  /// The screen.
  public var screen: TipScreen
  /// Why it was chosen.
  public var reason: Reason
}

extension PolicyCatalog {
  /// Chooses the tip screen for `bill`, in this order:
  /// 1. the screen called `name`, when one is given;
  /// 2. the screen of the bill's region: an entry whose `regions` list it (a subdivision's own,
  ///    else its country's), else the screen derived from the `regional` policy's rule;
  /// 3. the screen called `standard` (``CatalogScreens/standardName``).
  ///
  /// A rules entry, at any step, tests its rules against the bill and shows the screen of the
  /// first that holds, else its `otherwise`.
  ///
  /// - Throws: ``ScreenError/unknownScreen(name:suggestion:)`` for an unknown name (with the
  ///   closest one), ``ScreenError/noScreen(reason:)`` when no step applies.
  public func selectScreen(named name: String? = nil, for bill: Bill) throws(ScreenError)
    -> ScreenSelection
  {
    let reason: ScreenSelection.Reason
    let entryName: String
    if let name {
      (entryName, reason) = (name, .named)
    } else if let region = bill.region, let regional = screens.screenName(for: region) {
      (entryName, reason) = (regional, .region)
    } else if screens.entries[CatalogScreens.standardName] != nil {
      (entryName, reason) = (CatalogScreens.standardName, .standard)
    } else {
      let region = bill.region.map { " for region \($0.code)" } ?? ""
      throw .noScreen(
        reason: "no tip screen was named, none is set\(region), and the catalog has no "
          + "'\(CatalogScreens.standardName)' screen; name one with --screen")
    }
    let shown = try screens.screen(named: entryName, for: bill)
    return ScreenSelection(
      name: shown.name, rules: shown.name == entryName ? nil : entryName, screen: shown.screen,
      reason: reason)
  }

  /// The tip screen for `bill` as it appears, with the catalog's service charges applied first
  /// (a gratuity among them sets ``Bill/gratuityApplied``, so rules can show smaller
  /// suggestions) and included in every total. Cash rounding does not apply: a tip screen is a
  /// card terminal's.
  ///
  /// ```swift
  /// let catalog = try PolicyCatalog.builtIn()
  /// let bill = Bill(subtotal: try Money("8.00", currency: .cad), region: try Region("CA"))
  /// let shown = try catalog.screenOptions(for: bill, screenNamed: "square-smart-ca")
  /// shown.options.map(\.label)   // ["1.00", "2.00", "3.00"]
  /// ```
  ///
  /// - Parameters:
  ///   - bill: the bill.
  ///   - name: the screen to show, or `nil` to let ``selectScreen(named:for:)`` choose.
  ///   - people: how many people share each total.
  /// - Throws: ``ScreenError``: as ``selectScreen(named:for:)`` and
  ///   ``TipScreen/options(for:splitting:)-(Bill,_)``, or ``ScreenError/inapplicable(reason:)`` for a
  ///   service charge that cannot apply.
  public func screenOptions(
    for bill: Bill, screenNamed name: String? = nil, splitting people: Int = 1
  ) throws(ScreenError) -> ScreenOptions {
    var bill = bill
    var charges: [AppliedServiceCharge] = []
    do {
      try bill.validate()
      charges = try self.charges.applyServiceCharges(to: &bill)
    } catch let error as PolicyError {
      if case .invalidBill(let reason) = error { throw .invalidBill(reason: reason) }
      throw .inapplicable(reason: error.description)
    } catch let error as MoneyError {
      throw .arithmetic(error)
    } catch {
      throw .inapplicable(reason: String(describing: error))
    }
    let selection = try selectScreen(named: name, for: bill)
    var shown = try selection.screen.options(
      for: bill, items: [], splitting: people, charges: charges)
    shown.screenName = selection.name
    shown.serviceCharges = charges
    return shown
  }
}
