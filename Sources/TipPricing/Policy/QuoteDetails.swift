/// The parts of a quote that most quotes leave out, in one immutable box: the service charges
/// that applied and the shares when they are not an even split.
///
/// A quote holds one optional reference to it, `nil` for a plain quote; ``Shares`` holds the
/// same reference, so a quote's shares are read without retaining anything.
@usableFromInline
final class QuoteDetails: Sendable {
  /// The service charges that applied, in catalog order.
  let serviceCharges: [AppliedServiceCharge]
  /// The shares, when they are not an even split.
  @usableFromInline let shareList: [Money]?
  /// The listed shares before cash rounding, when rounding changed them; an even split's are
  /// computed from the total instead (``Quote/sharesBeforeRounding``).
  let unroundedList: [Money]?

  init(serviceCharges: [AppliedServiceCharge], shareList: [Money]?, unroundedList: [Money]?) {
    self.serviceCharges = serviceCharges
    self.shareList = shareList
    self.unroundedList = unroundedList
  }

  /// The box for these parts, or `nil` when there is nothing to keep. Shares made from a list
  /// come in a box of their own holding only that list: when the quote keeps nothing else, that
  /// box is the quote's, rather than a second one made beside it.
  static func boxing(
    serviceCharges: [AppliedServiceCharge], shares: Shares, unroundedList: [Money]? = nil
  ) -> QuoteDetails? {
    let shareList = shares.list
    if serviceCharges.isEmpty, shareList == nil { return nil }
    if serviceCharges.isEmpty, unroundedList == nil, let details = shares.details,
      details.serviceCharges.isEmpty, details.unroundedList == nil
    {
      return details
    }
    return QuoteDetails(
      serviceCharges: serviceCharges, shareList: shareList, unroundedList: unroundedList)
  }
}
