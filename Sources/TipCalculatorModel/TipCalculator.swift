import Observation
import TipEngine

/// The model of a tip-calculator screen: the bill, the tip choice, the split stepper and the
/// result panel, with no UI code, so SwiftUI, UIKit, AppKit and terminal front ends bind to the
/// same tested logic.
///
/// ## Isolation
/// `TipCalculator` is `@MainActor`: create it and use it on the main actor, as UI code does
/// (SwiftUI views and `@MainActor` test functions can use it directly). Its whole input is one
/// `Sendable` value, ``state``, whose ``State/result(catalog:)`` is a pure function: copy the
/// state to compute results on another task, or to save and restore the screen.
///
/// ## Observation
/// The class is `@Observable`: a SwiftUI view that reads ``result`` is redrawn when any input
/// changes, and `$calculator.billText` binds a text field. Plain code reads the properties.
///
/// ```swift
/// let calculator = TipCalculator(currency: .usd)
/// calculator.billText = "100"
/// calculator.tip = .preset(10)
/// calculator.incrementSplit()
/// calculator.result.perPerson   // 55.00 USD
/// ```
///
/// Invalid bill text (`12.3.4`, `abc`, `12.345` in USD) is not read as zero: ``result`` carries
/// a ``TipResult/Validation/invalid(field:reason:)`` with a message to show.
@Observable
@MainActor
public final class TipCalculator {
  /// The whole input: bill text, currency, tip, split and region.
  public var state: State

  /// The catalog that ``TipChoice/policy(name:)`` choices are looked up in.
  @ObservationIgnored public let catalog: PolicyCatalog?

  /// A calculator with no bill, no tip and one person.
  ///
  /// - Parameters:
  ///   - currency: the currency of the bill; USD by default.
  ///   - separators: how the bill text writes decimals, such as
  ///     `BillEntry.Separators(locale: .current)`; `.` and `,` by default.
  ///   - catalog: where policies chosen by name are found; the built-in catalog by default.
  public init(
    currency: Currency = .usd, separators: BillEntry.Separators = .period,
    catalog: PolicyCatalog? = try? PolicyCatalog.builtIn()
  ) {
    self.state = State(currency: currency, separators: separators)
    self.catalog = catalog
  }

  /// A calculator showing `state`, such as one saved earlier.
  ///
  /// - Parameters:
  ///   - state: the inputs to start from.
  ///   - catalog: where policies chosen by name are found; the built-in catalog by default.
  public init(state: State, catalog: PolicyCatalog? = try? PolicyCatalog.builtIn()) {
    self.state = state
    self.catalog = catalog
  }

  /// The bill as typed; empty text is a bill of zero. Bind a text field to it.
  public var billText: String {
    get { state.billText }
    set { state.billText = newValue }
  }

  /// The decimal separator the bill text is read with, and its grouping separator; see
  /// ``State/separators``.
  public var separators: BillEntry.Separators {
    get { state.separators }
    set { state.separators = newValue }
  }

  /// The currency of the bill.
  public var currency: Currency {
    get { state.currency }
    set { state.currency = newValue }
  }

  /// The tip choice.
  public var tip: TipChoice {
    get { state.tip }
    set { state.tip = newValue }
  }

  /// Where the bill is paid, such as `US` or `CA-QC`, for region-dependent policies.
  public var region: Region? {
    get { state.region }
    set { state.region = newValue }
  }

  /// How many people share the total; change it with ``incrementSplit()``,
  /// ``decrementSplit()`` or ``setSplitCount(_:)``.
  public var splitCount: Int { state.splitCount }

  /// The result panel for the current input, recomputed from ``state`` on each read.
  public var result: TipResult { state.result(catalog: catalog) }

  /// Sets the bill to `amount`, and the currency to its currency.
  public func setBill(_ amount: Money) { state.setBill(amount) }

  /// The bill keypad the bill was typed on, if any; see ``State/billEntry``.
  public var billEntry: BillEntry? { state.billEntry }

  /// Sets the bill to what `entry`'s `=` would give now (`12.50 + 8.75` being typed is 21.25),
  /// and the currency to its currency; see ``State/setBill(_:)-(BillEntry)``.
  public func setBill(_ entry: BillEntry) { state.setBill(entry) }

  /// The split stepper's `+`: one more person.
  public func incrementSplit() { state.incrementSplit() }

  /// The split stepper's `−`: one person fewer, never below 1.
  public func decrementSplit() { state.decrementSplit() }

  /// Sets the number of people.
  ///
  /// - Throws: `MoneyError.invalidAllocation(reason:)` below 1 or above
  ///   ``State/maximumSplitCount``; the split is left unchanged.
  public func setSplitCount(_ count: Int) throws(MoneyError) { try state.setSplitCount(count) }

  /// Back to no bill, no tip and one person (tapping the logo in the seed app).
  public func reset() { state.reset() }
}
