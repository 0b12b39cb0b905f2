import Testing
import TipEngine

// UTF8Validation is `package`: shared with TipBatch, visible to this package's tests without
// @testable.

@Suite("UTF-8 validation shared by the catalog and batch readers")
struct UTF8ValidationTests {
  @Test(
    "Strict RFC 3629: overlong forms, surrogates, values above U+10FFFF and stray bytes",
    arguments: [
      ([0x61, 0x62], UTF8Validation.Outcome.valid),
      ([0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80], .valid),
      ([0x61, 0x80], .invalid(offset: 1)),
      ([0xC0, 0xAF], .invalid(offset: 0)),
      ([0xE0, 0x80, 0xAF], .invalid(offset: 0)),
      ([0xED, 0xA0, 0x80], .invalid(offset: 0)),
      ([0xF4, 0x90, 0x80, 0x80], .invalid(offset: 0)),
      ([0xF5, 0x80, 0x80, 0x80], .invalid(offset: 0)),
      ([0x61, 0xE2, 0x82, 0x61], .invalid(offset: 1)),
      ([0x61, 0xE2, 0x82], .truncated(offset: 1)),
      ([0x61, 0xF0], .truncated(offset: 1)),
      ([0x61, 0xF0, 0x80], .invalid(offset: 1)),
    ] as [([UInt8], UTF8Validation.Outcome)])
  func outcomes(bytes: [UInt8], outcome: UTF8Validation.Outcome) {
    #expect(UTF8Validation.check(bytes) == outcome)
    #expect(UTF8Validation.check(bytes[...]) == outcome)
    let expected: Int?
    switch outcome {
    case .valid: expected = nil
    case .invalid(let offset), .truncated(let offset): expected = offset
    }
    #expect(UTF8Validation.firstInvalidOffset(in: bytes) == expected)
    #expect((String(validating: bytes, as: UTF8.self) == nil) == (expected != nil))
  }

  @Test("Positions count lines at LF, CR LF and CR, and columns in scalars after a BOM")
  func positions() {
    let text: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("é€\r\nab\rc\nd".utf8)
    #expect(UTF8Validation.startsWithByteOrderMark(text))
    #expect(UTF8Validation.position(of: 3, in: text) == (1, 1))
    #expect(UTF8Validation.position(of: 8, in: text) == (1, 3))
    #expect(UTF8Validation.position(of: 10, in: text) == (2, 1))
    #expect(UTF8Validation.position(of: 13, in: text) == (3, 1))
    #expect(UTF8Validation.position(of: 15, in: text) == (4, 1))
    #expect(UTF8Validation.looksLikeUTF16([0xFF, 0xFE, 0x61, 0x00]))
    #expect(!UTF8Validation.looksLikeUTF16(text))
  }
}
