import Testing
import TipEngine
import TipTestSupport

@testable import TipBatch

/// RFC 4180 parsing: what goes in, what comes out, and what is rejected.
@Suite("Batch CSV (RFC 4180)")
struct CSVParsingTests {
  /// One parsing case: rows after the header `id,subtotal`, priced at 10 %.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var input: String
    var output: [String]
    var rejectedLines: [Int] = []
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "plain", input: "a,10.00\n", output: ["a,10.00,1.00,11.00,11.00"]),
    Case(name: "no final line break", input: "a,10.00", output: ["a,10.00,1.00,11.00,11.00"]),
    Case(
      name: "quoted comma", input: "\"a,b\",10.00\n", output: ["\"a,b\",10.00,1.00,11.00,11.00"]),
    Case(
      name: "escaped quotes", input: "\"say \"\"hi\"\"\",10\n",
      output: ["\"say \"\"hi\"\"\",10,1.00,11.00,11.00"]),
    Case(
      name: "line break in a quoted field", input: "\"two\nlines\",10\nb,20\n",
      output: ["\"two", "lines\",10,1.00,11.00,11.00", "b,20,2.00,22.00,22.00"]),
    Case(
      name: "CRLF inside a quoted field", input: "\"two\r\nlines\",10\n",
      output: ["\"two\r", "lines\",10,1.00,11.00,11.00"]),
    Case(name: "quoted amount", input: "a,\"12.50\"\n", output: ["a,\"12.50\",1.25,13.75,13.75"]),
    Case(name: "empty quoted field", input: "\"\",1\n", output: ["\"\",1,0.10,1.10,1.10"]),
    Case(name: "empty unquoted field", input: ",1\n", output: [",1,0.10,1.10,1.10"]),
    Case(
      name: "quote inside an unquoted field is kept", input: "5\" screen,3\n",
      output: ["5\" screen,3,0.30,3.30,3.30"]),
    Case(
      name: "text after a closing quote", input: "\"ab\"c,3\nb,1\n",
      output: ["b,1,0.10,1.10,1.10"], rejectedLines: [2]),
    Case(
      name: "unterminated quote runs to the end", input: "b,1\n\"open,3\nc,4\n",
      output: ["b,1,0.10,1.10,1.10"], rejectedLines: [3]),
    Case(
      name: "blank lines are skipped, lines still counted", input: "\n\na,1\n\r\nb,x\n\n",
      output: ["a,1,0.10,1.10,1.10"], rejectedLines: [6]),
    Case(
      name: "quoted last field before CRLF", input: "a,\"1\"\r\nb,x\r\n",
      output: ["a,\"1\",0.10,1.10,1.10"], rejectedLines: [3]),
    Case(
      name: "CR at the very end", input: "a,1\r", output: ["a,1,0.10,1.10,1.10"]),
    Case(
      name: "amount with spaces and symbol goes to the library", input: "a, $1,234.50 \n",
      output: [], rejectedLines: [2]),
    Case(
      name: "quoted amount with grouping", input: "a,\"$1,234.50\"\n",
      output: ["a,\"$1,234.50\",123.45,1357.95,1357.95"]),
    Case(
      name: "escaped quote in an amount is rejected", input: "a,\"1\"\"0\"\n", output: [],
      rejectedLines: [2]),
  ]

  @Test("Parses and passes rows through", arguments: cases)
  func parses(_ testCase: Case) {
    for limits in [BatchLimits(), tinyLimits()] {
      let run = runJob(
        policy: "percent-10", input: "id,subtotal\n" + testCase.input, limits: limits)
      #expect(run.outputLines.first == "id,subtotal,tip,total,shares")
      #expect(Array(run.outputLines.dropFirst()) == testCase.output)
      #expect(run.rejectedLines == testCase.rejectedLines)
      #expect(run.summary?.rejected == testCase.rejectedLines.count)
      #expect(run.summary?.rejections.map(\.line) == testCase.rejectedLines)
    }
  }

  @Test("CRLF input gives CRLF output")
  func crlf() {
    let run = runJob(policy: "percent-10", input: "id,subtotal\r\na,1\r\nb,2\r\n")
    #expect(
      run.output == "id,subtotal,tip,total,shares\r\na,1,0.10,1.10,1.10\r\nb,2,0.20,2.20,2.20\r\n")
  }

  @Test("A byte order mark is dropped")
  func byteOrderMark() {
    let run = runJob(
      policy: "percent-10", input: [0xEF, 0xBB, 0xBF] + Array("subtotal\n1\n".utf8))
    #expect(run.output == "subtotal,tip,total,shares\n1,0.10,1.10,1.10\n")
    #expect(run.summary?.rejected == 0)
  }

  @Test("The record parser agrees with the boundary scanner on random bytes")
  func scannerAgreesWithParser() {
    var generator = SeededGenerator(seed: 7)
    let alphabet = Array("a,\"\n\r".utf8)
    for _ in 0..<2000 {
      let length = Int.random(in: 0...40, using: &generator)
      let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
      var scannerEnds: [Int] = []
      var scanner = CSVBoundaryScanner()
      bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        scanner.scan(base, count: buffer.count) { scannerEnds.append($0) }
      }
      var parserEnds: [Int] = []
      let fields = CSVFieldTable(capacity: 64)
      defer { fields.release() }
      bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        var position = 0
        while position < buffer.count {
          let shape = CSVRecordParser.parse(
            base, from: position, count: buffer.count, fields: fields)
          if shape.isTerminated { parserEnds.append(shape.next) }
          position = shape.next
        }
      }
      #expect(
        scannerEnds == parserEnds, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }
  }

  @Test("A round never has more blocks than asked for, quoted or not")
  func roundSizes() throws {
    // 10 bytes in 3 pieces: targets every 3 bytes, and records end at 3, 6, 9 and 10.
    let exact = RecordReader(source: MemorySource("\"\"\n\"\"\n\"\"\n\n"), limits: BatchLimits())
    #expect(try exact.nextRound(pieces: 3).count == 3)
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<300 {
      let quoted = Bool.random(using: &generator)
      let rows = (0..<Int.random(in: 1...60, using: &generator)).map { index in
        quoted ? "\"\(index)\",1" : "\(index),1"
      }
      let text = rows.joined(separator: "\n") + "\n"
      let pieces = Int.random(in: 1...9, using: &generator)
      var limits = BatchLimits()
      limits.bufferSize = Int.random(in: 16...256, using: &generator)
      limits.maximumRecordLength = 8
      let reader = RecordReader(source: MemorySource(text), limits: limits)
      var total = 0
      while true {
        let blocks = try reader.nextRound(pieces: pieces)
        if blocks.isEmpty { break }
        #expect(blocks.count <= pieces, "\(pieces) pieces of \(text.debugDescription)")
        total += blocks.count
      }
      #expect(total > 0)
    }
  }

  @Test("Output does not depend on buffer size, block count or read size")
  func independentOfChunking() {
    var generator = SeededGenerator(seed: 11)
    let pieces = [
      "a", "1.50", "\"q,\"", "\"x\"\"y\"", "\"\n\"", "", "2", "bad", "\"o\"p", "7.25", " ",
    ]
    for _ in 0..<30 {
      var text = "id,subtotal\n"
      for _ in 0..<Int.random(in: 0...25, using: &generator) {
        let fieldCount = Int.random(in: 1...3, using: &generator)
        let fields = (0..<fieldCount).map { _ in pieces.randomElement(using: &generator)! }
        text += fields.joined(separator: ",")
        text += ["\n", "\r\n", "\n\n"].randomElement(using: &generator)!
      }
      let reference = runJob(policy: "percent-15", input: text)
      for limits in [tinyLimits(), tinyLimits(recordLength: 14, buffer: 16, blocks: 5, bills: 1)] {
        for readSize in [3, .max] {
          let run = runJob(
            policy: "percent-15", input: text, limits: limits, readSize: readSize)
          if limits.maximumRecordLength >= 64 {  // the smaller limit rejects long rows
            #expect(run.output == reference.output, "\(text.debugDescription)")
            #expect(run.rejections == reference.rejections, "\(text.debugDescription)")
            #expect(run.summary == reference.summary, "\(text.debugDescription)")
          }
          let counts = run.counts
          #expect(counts != nil && counts!.read == counts!.written + counts!.rejected)
          #expect(counts?.read == reference.counts?.read, "\(text.debugDescription)")
        }
      }
    }
  }
}
