import Foundation
import Testing
import TipEngine
import TipTestSupport

/// Every error from loading one in-memory file over the built-in catalog.
private func errors(_ policy: String, file: String = "house.json") -> [CatalogError] {
  let json = #"{"version": 1, "policies": [\#(policy)]}"#
  return PolicyCatalog.validate([.builtIn, CatalogSource(name: file, json: json)]).errors
}

/// Phrases of Swift's and Foundation's own decoding messages, which a person must never see.
private let decoderPhrases = [
  "Cannot initialize", "Expected to decode", "No value associated", "CodingKeys", "Swift.",
  "Index ", "but found", "The data couldn", "DecodingError", "intValue",
]

/// A policy object with a mistake, and the error it must give.
struct CatalogMistake: Sendable, CustomTestStringConvertible {
  var name: String
  var policy: String
  var path: String
  var message: String
  var suggestion: String?

  var testDescription: String { name }
}

@Suite("Catalog errors are in the catalog's own words")
struct CatalogMessageTests {
  static let mistakes: [CatalogMistake] = [
    CatalogMistake(
      name: "base misspelled",
      policy: #"{"name": "p", "kind": "percent", "rate": 18, "base": "totl"}"#,
      path: "policies[0].base", message: "unknown tip base 'totl'",
      suggestion: "did you mean 'total'? Expected one of: subtotal, gross, total"),
    CatalogMistake(
      name: "base of a smart policy, far from any name",
      policy:
        #"{"name": "p", "kind": "smart", "threshold": 5, "below": "none", "above": "none", "base": "tax"}"#,
      path: "policies[0].base", message: "unknown tip base 'tax'",
      suggestion: "expected one of: subtotal, gross, total"),
    CatalogMistake(
      name: "base of the wrong type",
      policy: #"{"name": "p", "kind": "percent", "rate": 18, "base": true}"#,
      path: "policies[0].base", message: "expected a tip base name, found true",
      suggestion: "write one of: subtotal, gross, total"),
    CatalogMistake(
      name: "rounding misspelled",
      policy: #"{"name": "p", "kind": "percent", "rate": 18, "rounding": "Half-Even"}"#,
      path: "policies[0].rounding", message: "unknown rounding rule 'Half-Even'",
      suggestion:
        "did you mean 'half-even'? Expected one of: half-up, half-even, half-down, up, down, "
        + "ceiling, floor"),
    CatalogMistake(
      name: "rounding of the wrong type",
      policy: #"{"name": "p", "kind": "percent", "rate": 18, "rounding": 2}"#,
      path: "policies[0].rounding", message: "expected a rounding rule name, found the number 2",
      suggestion: "write one of: half-up, half-even, half-down, up, down, ceiling, floor"),
    CatalogMistake(
      name: "target misspelled",
      policy: #"{"name": "p", "kind": "round-up", "policy": "none", "target": "tipp"}"#,
      path: "policies[0].target", message: "unknown round-up target 'tipp'",
      suggestion: "did you mean 'tip'? Expected one of: total, tip"),
    CatalogMistake(
      name: "target of the wrong type",
      policy: #"{"name": "p", "kind": "round-up", "policy": "none", "target": {}}"#,
      path: "policies[0].target", message: "expected a round-up target name, found an object",
      suggestion: "write one of: total, tip"),
    CatalogMistake(
      name: "kind of the wrong type",
      policy: #"{"name": "p", "kind": ["percent"], "rate": 18}"#,
      path: "policies[0].kind", message: "expected a non-empty string, found an array",
      suggestion: "write one of: cap, fixed, percent, region, round-up, rules, smart"),
    CatalogMistake(
      name: "kind misspelled",
      policy: #"{"name": "p", "kind": "smrat"}"#,
      path: "policies[0].kind", message: "unknown policy kind 'smrat'",
      suggestion:
        "did you mean 'smart'? Known kinds: cap, fixed, percent, region, round-up, rules, smart"),
    CatalogMistake(
      name: "currency misspelled",
      policy: #"{"name": "p", "kind": "fixed", "amount": 1, "currency": "USDD"}"#,
      path: "policies[0].currency", message: "unknown currency 'USDD'",
      suggestion: "expected an ISO 4217 code such as USD, EUR or JPY (did you mean 'USD'?)"),
    CatalogMistake(
      name: "currency of the wrong type",
      policy: #"{"name": "p", "kind": "fixed", "amount": 1, "currency": 840}"#,
      path: "policies[0].currency",
      message: #"expected an ISO 4217 currency code such as "USD", found the number 840"#),
    CatalogMistake(
      name: "a reference of the wrong type",
      policy: #"{"name": "p", "kind": "smart", "threshold": 5, "below": 1, "above": "none"}"#,
      path: "policies[0].below", message: "expected a policy name (a string), found the number 1"),
    CatalogMistake(
      name: "regions as a string",
      policy: #"{"name": "p", "kind": "region", "regions": "US"}"#,
      path: "policies[0].regions",
      message:
        #"expected an object of region codes and policies, such as {"US": "percent-18"}, "#
        + #"found the string "US""#),
    CatalogMistake(
      name: "a region's rule of the wrong type",
      policy: #"{"name": "p", "kind": "region", "regions": {"JP": ["none"]}}"#,
      path: "policies[0].regions.JP",
      message: #"expected a policy name or a rule object {"policy": …}, found an array"#),
    CatalogMistake(
      name: "a region code in lower case",
      policy: #"{"name": "p", "kind": "region", "regions": {"us": "none"}}"#,
      path: "policies[0].regions.us", message: "unknown region 'us'",
      suggestion:
        "expected an upper-case ISO 3166-1 alpha-2 code, or a subdivision such as CA-QC (did you mean 'US'?)"
    ),
    CatalogMistake(
      name: "suggestions as a string",
      policy:
        #"{"name": "p", "kind": "region", "regions": {"US": {"policy": "none", "suggestions": "15"}}}"#,
      path: "policies[0].regions.US.suggestions",
      message: #"expected an array, found the string "15""#),
    CatalogMistake(
      name: "a note of the wrong type",
      policy: #"{"name": "p", "kind": "region", "regions": {"US": {"policy": "none", "note": 1}}}"#,
      path: "policies[0].regions.US.note", message: "expected a string, found the number 1"),
    CatalogMistake(
      name: "a rate as an object",
      policy: #"{"name": "p", "kind": "percent", "rate": {"value": 18}}"#,
      path: "policies[0].rate", message: "expected a number or a numeric string, found an object"),
    CatalogMistake(
      name: "a rate with an exponent",
      policy: #"{"name": "p", "kind": "percent", "rate": 1.5E1}"#,
      path: "policies[0].rate",
      message: "'1.5E1' is not a valid amount: exponents are not accepted",
      suggestion: "write 15, not 1.5E1"),
    CatalogMistake(
      name: "an amount that is not a number",
      policy: #"{"name": "p", "kind": "fixed", "amount": "two"}"#,
      path: "policies[0].amount",
      message: "'two' is not a valid amount: unexpected character 't'",
      suggestion: "expected digits and one '.'"),
  ]

  @Test("Each mistake gives the catalog's message", arguments: mistakes)
  func mistake(_ mistake: CatalogMistake) throws {
    let found = errors(mistake.policy)
    #expect(found.count == 1, "\(found)")
    let error = try #require(found.first)
    #expect(error.file == "house.json")
    #expect(error.line == 1)
    #expect(error.column != nil)
    #expect(error.path == mistake.path)
    #expect(error.message == mistake.message)
    #expect(error.suggestion == mistake.suggestion)
    for phrase in decoderPhrases {
      #expect(!error.description.contains(phrase), "\(error)")
    }
  }

  @Test("Every fixture fails with a located message and no decoder text")
  func fixtures() throws {
    let directory = Repository.url("Tests/Fixtures/invalid-catalogs")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(names.count >= 30)
    for name in names {
      let file = directory.appendingPathComponent(name)
      let source = CatalogSource(name: name, bytes: Array(try Data(contentsOf: file)))
      let found = PolicyCatalog.validate([.builtIn, source]).errors
      let expected = try String(
        contentsOf: file.deletingPathExtension().appendingPathExtension("txt"), encoding: .utf8)
      #expect(
        found.map(\.description) == expected.split(separator: "\n").map(String.init), "\(name)")
      for error in found {
        #expect(error.file == name)
        #expect(error.line != nil && error.column != nil, "\(error)")
        for phrase in decoderPhrases { #expect(!error.description.contains(phrase), "\(error)") }
      }
    }
  }
}

@Suite("The policy limit counts the user's file only")
struct PolicyCountLimitTests {
  static func source(_ count: Int, name: String = "many.json") -> CatalogSource {
    let items = (0..<count).map { #"{"name": "p\#($0)", "kind": "percent", "rate": "1"}"# }
    return CatalogSource(
      name: name, json: #"{"version": 1, "policies": [\#(items.joined(separator: ","))]}"#)
  }

  @Test("A file at the limit loads over the built-in catalog")
  func atTheLimit() throws {
    let limit = PolicyCatalog.Limits.maximumPolicyCount
    let builtIn = try PolicyCatalog.builtIn().names.count
    let catalog = try PolicyCatalog(sources: [.builtIn, Self.source(limit)])
    #expect(catalog.names.count == builtIn + limit)
  }

  @Test("One past the limit is refused, naming the file")
  func pastTheLimit() throws {
    let limit = PolicyCatalog.Limits.maximumPolicyCount
    let found = PolicyCatalog.validate([.builtIn, Self.source(limit + 1, name: "big.json")]).errors
    #expect(found.count == 1)
    let error = try #require(found.first)
    #expect(error.kind == .tooManyPolicies)
    #expect(
      error.description
        == "big.json:1:28: at policies: big.json has 10001 policies; a catalog file holds at most "
        + "10000; split them over several files")
  }
}
