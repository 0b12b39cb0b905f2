// libFuzzer target: any bytes given as a catalog file either load or produce catalog errors
// with a message in the catalog's own words; nothing traps, and a loaded catalog's policies can
// quote a bill, with its service charges and cash rounding too.
@testable import TipEngine

/// The libFuzzer entry point: one input, as bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // Layering over the built-in catalog is slower; do it for half of the inputs.
  let file = CatalogSource(name: "fuzz.json", bytes: bytes)
  let result = PolicyCatalog.diagnose(size % 2 == 0 ? [file] : [.builtIn, file])
  for error in result.errors where error.message.isEmpty {
    fatalError("an error without a message: \(error)")
  }
  // Catalog errors are in the catalog's words: Swift's decoder text never reaches a person.
  let decoderPhrases = [
    "Cannot initialize", "Expected to decode", "No value associated", "CodingKeys",
  ]
  for error in result.errors where decoderPhrases.contains(where: error.description.contains) {
    fatalError("an error in Swift's words: \(error)")
  }
  if let catalog = result.catalog {
    let bill = Bill(
      subtotal: Money(minorUnits: 8450, currency: .usd),
      tax: Money(minorUnits: 700, currency: .usd),
      partySize: 3, region: try? Region("US"))
    for name in catalog.names {
      guard let policy = try? catalog.policy(named: name) else { continue }
      if let quote = try? policy.quote(for: bill) {
        let sum = quote.shares.reduce(Int64(0)) { $0 &+ $1.minorUnits }
        if sum != quote.total.minorUnits { fatalError("shares do not sum to the total") }
      }
    }
    // The catalog's own quote: its service charges and cash rounding on an order paid in cash.
    var order = bill
    order.discount = Money(minorUnits: 450, currency: .usd)
    order.channel = .dineIn
    order.payment = .cash
    if let policy = catalog.defaultPolicy
      ?? catalog.names.first.flatMap({
        try? catalog.policy(named: $0)
      }), let quote = try? catalog.quote(for: order, policy: policy, splitting: .evenly(people: 3))
    {
      let sum = quote.shares.reduce(Int64(0)) { $0 &+ $1.minorUnits }
      if sum != quote.payable.minorUnits { fatalError("shares do not sum to the payable amount") }
      if quote.payable.minorUnits != quote.total.minorUnits &+ quote.rounding.minorUnits {
        fatalError("the payable amount is not the total and its rounding")
      }
    }
  }
  return 0
}
