// Registers the third-party `capped` kind, loads brunch.json by name, quotes bills, shows the
// errors a catalog author would see, and checks the kind against the TipPolicy contract. Exits with status 1 on any unexpected result, so CI
// (Scripts/check-docs.py) catches regressions.
import Foundation
import TipEngine
import TipPolicyTesting

/// The directory of this package, so that brunch.json is found wherever the program runs from.
let packageDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()  // Sources/CustomPolicy
  .deletingLastPathComponent()  // Sources
  .deletingLastPathComponent()

var failures = 0

/// Reports an unexpected value on standard error.
@MainActor
func check(_ actual: String, _ expected: String, _ what: String) {
  guard actual != expected else { return }
  failures += 1
  FileHandle.standardError.write(
    Data("unexpected \(what): '\(actual)', expected '\(expected)'\n".utf8))
}

do {
  // Paths in error messages are shown as given: keep them short.
  guard FileManager.default.changeCurrentDirectoryPath(packageDirectory.path) else {
    throw CatalogError(.unreadable, file: packageDirectory.path, message: "cannot change to it")
  }

  // 1. Register the kind on a copy of the standard registry, then load the catalog with it,
  //    layered over the built-in catalog, and look a policy up by name.
  let registry = PolicyRegistry.standard.registering(CappedPolicy.self)
  let catalog = try PolicyCatalog(files: ["brunch.json"], registry: registry)
  let brunch = try catalog.policy(named: "brunch")
  print("brunch: \(brunch.summary)")
  for (subtotal, expectedTip) in [("3.50", "1.00"), ("42.00", "8.40"), ("180.00", "25.00")] {
    let bill = Bill(subtotal: try Money(subtotal, currency: .usd))
    let quote = try brunch.quote(for: bill)
    print("  \(subtotal) USD: tip \(quote.tip.amountText), total \(quote.total.amountText)")
    check(quote.tip.amountText, expectedTip, "tip on \(subtotal)")
  }
  let group = try catalog.policy(named: "brunch-group")
  let dinner = Bill(subtotal: try Money("420.00", currency: .usd), partySize: 12)
  let quote = try group.quote(for: dinner)
  print(
    "brunch-group: 420.00 USD for 12: tip \(quote.tip.amountText), "
      + "\(quote.perPerson.amountText) each")
  check(quote.tip.amountText, "60.00", "group tip")
  check(quote.perPerson.amountText, "40.00", "share")

  // 2. Without registering the kind, the catalog does not load.
  let unregistered = PolicyCatalog.validate([.builtIn, try CatalogSource.file("brunch.json")])
  print("without registering:")
  for error in unregistered.errors { print("  \(error)") }
  check(unregistered.errors.first.map { "\($0.kind)" } ?? "none", "unknownKind", "error kind")

  // 3. A value that the kind's init(from:) refuses is reported with the file, line and path.
  let bad = CatalogSource(
    name: "bad-brunch.json",
    json: """
      {"version": 1, "policies": [
        {"name": "brunch", "kind": "capped", "policy": "percent-20",
         "minimum": "5", "maximum": "2"}
      ]}
      """)
  let refused = PolicyCatalog.validate([.builtIn, bad], registry: registry)
  print("a maximum below the minimum:")
  for error in refused.errors { print("  \(error)") }
  check(refused.errors.first.map { "\($0.kind)" } ?? "none", "invalidValue", "error kind")

  // 4. The kind keeps the TipPolicy contract on bills in USD, JPY and KWD, up to the largest
  //    amount: the check a kind's own test suite runs.
  let contract = TipPolicyContract()
  let violations = contract.violations(of: brunch)
  print("the TipPolicy contract over \(contract.bills.count) bills: \(violations.count) violations")
  for violation in violations { print("  \(violation)") }
  check(String(violations.count), "0", "contract violations")
} catch {
  FileHandle.standardError.write(Data("error: \(error)\n".utf8))
  exit(1)
}

if failures > 0 { exit(1) }
