import Foundation
import TipJSON

/// A region code that does not name a region.
public enum RegionError: Error, Sendable, Hashable {
  /// Text that is not an ISO 3166 code: two letters, optionally `-` and one to three letters or
  /// digits (`US`, `CA-QC`).
  case malformedCode(String)
  /// Two letters that are not an ISO 3166-1 country, with the nearest known code, if any.
  case unknownCountry(String, suggestion: String?)
  /// A subdivision code of a known country that ISO 3166-2 does not list (`CA-ZZ`), upper-cased,
  /// with the listed code it was plausibly meant to be (`CA-QC` for `CA-QCX`), if any, and a
  /// listed subdivision of that country to show the form (`nil` when it has none).
  case unknownSubdivision(String, suggestion: String?, example: String?)
}

extension RegionError: CustomStringConvertible {
  /// What was wrong, such as `unknown region 'UX'; did you mean 'US'?`.
  public var description: String {
    problem + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
  }

  /// What was wrong, without a nearer code: `unknown region 'UX'`.
  package var problem: String {
    switch self {
    case .malformedCode(let text):
      return "'\(text)' is not a region code; expected an ISO 3166-1 code such as US, GB or JP, "
        + "or a subdivision such as CA-QC"
    case .unknownCountry(let text, _):
      return "unknown region '\(text)'"
    case .unknownSubdivision(let code, _, _):
      let country = String(code.prefix(2))
      let name = (try? Region(country))?.name ?? country
      return "unknown region '\(code)': ISO 3166-2 lists no subdivision '\(code.dropFirst(3))' "
        + "of \(name)"
    }
  }

  /// The code the text was plausibly meant to be, if any: what "did you mean" names.
  public var suggestion: String? {
    switch self {
    case .malformedCode: return nil
    case .unknownCountry(_, let suggestion), .unknownSubdivision(_, let suggestion, _):
      return suggestion
    }
  }
}

extension RegionError: LocalizedError {
  /// The same sentence as ``description``.
  public var errorDescription: String? { description }

  /// How to write a region code.
  public var recoverySuggestion: String? {
    switch self {
    case .malformedCode: return "Write a two-letter country code, optionally with a subdivision."
    case .unknownCountry(_, let suggestion?): return "Did you mean '\(suggestion)'?"
    case .unknownCountry: return "Use an ISO 3166-1 alpha-2 code such as US, GB or JP."
    case .unknownSubdivision(_, let suggestion?, _): return "Did you mean '\(suggestion)'?"
    case .unknownSubdivision(let code, nil, let example):
      let country = code.prefix(2)
      guard let example else { return "Use the country code alone: \(country)." }
      return "Use an ISO 3166-2 subdivision such as \(example), or the country code alone: "
        + "\(country)."
    }
  }
}

extension RegionError {
  /// A region error as a file reports it: what was wrong, and the nearer code or the form to
  /// write (`unknown region 'ZZ'; expected an ISO 3166-1 code such as US, GB or JP, or a
  /// subdivision such as CA-QC`).
  package struct Written: Error, CustomStringConvertible {
    /// The error.
    package var error: RegionError

    /// What was wrong, without a suggestion: the error's ``RegionError/problem``.
    package var problem: String { error.problem }

    /// The code it was plausibly meant to be, or the form to write; `nil` when ``problem``
    /// already shows the form.
    package var suggestion: String? {
      switch error {
      case .malformedCode: return nil
      case .unknownCountry(_, let near?), .unknownSubdivision(_, let near?, _):
        return "did you mean '\(near)'?"
      case .unknownCountry(_, nil):
        return "expected an ISO 3166-1 code such as US, GB or JP, or a subdivision such as CA-QC"
      case .unknownSubdivision(let code, nil, let example):
        let form = example.map { "an ISO 3166-2 subdivision such as \($0), or " } ?? ""
        return "expected \(form)the country code alone: \(code.prefix(2))"
      }
    }

    /// ``problem`` and ``suggestion`` in one sentence.
    package var description: String {
      [problem, suggestion].compactMap { $0 }.joined(separator: "; ")
    }
  }
}
