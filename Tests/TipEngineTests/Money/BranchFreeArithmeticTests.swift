import Testing

@testable import TipEngine
@testable import TipPricing

/// The hot path's arithmetic tricks (a division by a multiplication, rounding without a branch
/// on the amount) against the plain operations they stand for.
@Suite("Branch-free arithmetic agrees with the plain operations it replaces")
struct BranchFreeArithmeticTests {
  /// Dividends at the edges of 64 bits and around multiples of 100, and a seeded spread.
  static var dividends: [UInt64] {
    var values: [UInt64] = [0, 1, 99, 100, 101, 199, 200, 1 << 62, 1 << 63, .max - 1, .max]
    values += [(1 << 63) - 1, UInt64(Int64.max) / 100 * 100, UInt64.max / 100 * 100 - 1]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      values.append(state)
      values.append(state >> 17)
    }
    return values
  }

  @Test("Dividing by 100 as a constant gives the quotient and remainder of the division")
  func dividingBy100() {
    for dividend in Self.dividends {
      let (quotient, remainder) = WideArithmetic.quotientAndRemainder(dividend, dividingBy: 100)
      #expect(quotient == dividend / 100 && remainder == dividend % 100, "\(dividend)")
    }
  }

  @Test(
    "A division by a reciprocal gives the quotient and remainder of the division",
    arguments: [1, 2, 5, 7, 100, 1_000_000, 1 << 40, (1 << 60) - 1, 1 << 60] as [UInt64])
  func dividingByReciprocal(divisor: UInt64) {
    for dividend in Self.dividends.map({ $0 >> 1 }) {
      let (quotient, remainder) = PreparedRate.divided(dividend, divisor, .max / divisor)
      #expect(
        quotient == dividend / divisor && remainder == dividend % divisor,
        "\(dividend) ÷ \(divisor)")
    }
  }

  @Test(
    "Rounding up by a reciprocal gives the next multiple of the increment",
    arguments: [1, 5, 50, 100, 1_000, 1 << 60] as [Int64])
  func roundingUp(increment: Int64) {
    let amounts =
      Self.dividends.map { Int64($0 >> 2) } + [0, increment - 1, increment, increment + 1]
    for amount in amounts {
      let expected = (amount / increment + (amount % increment == 0 ? 0 : 1)) * increment
      let rounded = InPlaceRule.roundedUp(amount, increment, .max / UInt64(increment))
      #expect(rounded == expected, "\(amount) up to \(increment)")
    }
  }

  /// Whether `rule` moves a quotient's magnitude up by one, as the rules are defined.
  static func roundsUp(
    _ rule: RoundingRule, remainder: UInt64, divisor: UInt64, odd: Bool, negative: Bool
  ) -> Bool {
    guard remainder != 0 else { return false }
    let twice = 2 * remainder
    switch rule {
    case .halfUp: return twice >= divisor
    case .halfDown: return twice > divisor
    case .halfEven: return twice > divisor || (twice == divisor && odd)
    case .up: return true
    case .down: return false
    case .ceiling: return !negative
    case .floor: return negative
    }
  }

  @Test("Half-up in one comparison agrees with the general rounding increment")
  func halfUpInOneComparison() {
    for divisor: UInt64 in [1, 2, 3, 7, 20, 100, 10_000, 1 << 62] {
      let remainders = (0..<min(divisor, 300)) + [divisor / 2, divisor - 1]
      for remainder in remainders where remainder < divisor {
        let general = WideArithmetic.roundingIncrement(
          remainder: remainder, divisor: divisor, quotientIsOdd: false, negative: false,
          rule: .halfUp)
        #expect(
          PreparedRate.halfUpIncrement(remainder, of: divisor) == general,
          "\(remainder)/\(divisor)")
      }
    }
  }

  @Test("The rounding increment follows each rule's definition, for either sign and parity")
  func roundingIncrement() {
    for rule in RoundingRule.allCases {
      for divisor: UInt64 in [1, 2, 3, 10, 20, 100, 7] {
        for remainder in 0..<divisor {
          for odd in [false, true] {
            for negative in [false, true] {
              let increment = WideArithmetic.roundingIncrement(
                remainder: remainder, divisor: divisor, quotientIsOdd: odd, negative: negative,
                rule: rule)
              let expected = Self.roundsUp(
                rule, remainder: remainder, divisor: divisor, odd: odd, negative: negative)
              #expect(
                increment == (expected ? 1 : 0),
                "\(rule) \(remainder)/\(divisor) odd \(odd) negative \(negative)")
            }
          }
        }
      }
    }
  }
}
