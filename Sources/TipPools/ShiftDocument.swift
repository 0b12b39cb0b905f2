import TipJSON
import TipPricing

/// A shift as its JSON spells it, before amounts are read in its currency: what
/// ``ConfigDecoder`` (and `JSONDecoder`) decode, strictly, key by key.
package struct ShiftDocument: Decodable {
  /// Card and cash tips as written.
  package struct Tips: Decodable {
    package var card: DecimalValue?
    package var cash: DecimalValue?
  }

  /// One person as written.
  package struct Person: Decodable {
    package var name: String
    package var role: String
    package var hours: DecimalValue
    package var points: DecimalValue?
    package var manager: Bool?
    package var tips: Tips?
    package var sales: [String: DecimalValue]?
  }

  enum CodingKeys: String, CodingKey {
    case schema = "$schema"
    case currency, region, tips, serviceCharges, cardFees, staff
  }

  /// The JSON Schema an editor checks the file against (`Policies/shift.schema.json`); not read.
  package var schema: String?
  package var currency: String?
  package var region: String?
  package var tips: Tips?
  package var serviceCharges: DecimalValue?
  package var cardFees: DecimalValue?
  package var staff: [Person]

  /// A shift document from its keys, such as a shift written inside another document (a pay
  /// period's `shifts`).
  package init(
    currency: String?, region: String?, tips: Tips?, serviceCharges: DecimalValue?,
    cardFees: DecimalValue?, staff: [Person]
  ) {
    self.schema = nil
    self.currency = currency
    self.region = region
    self.tips = tips
    self.serviceCharges = serviceCharges
    self.cardFees = cardFees
    self.staff = staff
  }
}

extension Shift {
  /// The shift a document describes, with its amounts read in its currency.
  ///
  /// - Throws: ``PoolError`` for an unknown currency or region, or an amount with more digits
  ///   than the currency has.
  package init(document: ShiftDocument) throws(PoolError) {
    let (region, currency) = try DocumentValues.regionAndCurrency(
      region: document.region, currency: document.currency, as: PoolError.self)
    func money(_ value: DecimalValue?, _ name: String, at path: DocumentPath) throws(PoolError)
      -> Money?
    {
      guard let value else { return nil }
      return try DocumentValues.money(
        value, currency: currency, name: name, at: path, as: PoolError.self)
    }
    func tips(_ written: ShiftDocument.Tips?, _ owner: String, at path: DocumentPath)
      throws(PoolError) -> Tips?
    {
      guard let written else { return nil }
      return Tips(
        card: try money(written.card, "\(owner) card tips", at: path.key("card")),
        cash: try money(written.cash, "\(owner) cash tips", at: path.key("cash")))
    }
    var staff: [Person] = []
    staff.reserveCapacity(document.staff.count)
    for (index, written) in document.staff.enumerated() {
      let path = DocumentPath.key("staff").index(index)
      let owner = written.name.isEmpty ? "person \(index + 1)'s" : "\(written.name)'s"
      var sales: [String: Money] = [:]
      for (category, value) in written.sales ?? [:] {
        sales[category] = try money(
          value, "\(owner) \(category) sales", at: path.key("sales").key(category))
      }
      staff.append(
        Person(
          name: written.name, role: written.role, hours: written.hours, points: written.points,
          isManager: written.manager ?? false,
          tips: try tips(written.tips, owner, at: path.key("tips")), sales: sales))
    }
    self.init(
      currency: currency, region: region,
      tips: try tips(document.tips, "the shift's", at: .key("tips")),
      serviceCharges: try money(
        document.serviceCharges, "the service charges", at: .key("serviceCharges")),
      cardFees: try money(document.cardFees, "the card fees", at: .key("cardFees")),
      staff: staff)
  }
}

extension ShiftDocument.Tips: CatalogExpectation {
  /// How a shift writes its tips: `tips` is a plural, which no article fits.
  package static var catalogExpectation: String {
    "an object of tips such as {\"card\": \"120.00\", \"cash\": \"35.50\"}"
  }
}
