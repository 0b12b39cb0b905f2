import Foundation
import Testing
import TipTestSupport

@testable import TipBatch

/// An output that replaces a file starts the kernel's writeback as it grows, so that the rename
/// at the end does not wait for all of it; that changes when bytes reach storage, never which.
struct WritebackTests {
  /// `count` bytes of a repeating pattern that shows any byte lost, doubled or moved.
  static func pattern(_ count: Int, seed: Int) -> [UInt8] {
    (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ seed) }
  }

  @Test("A stream that starts writeback every few bytes writes every byte, in order")
  func everyByteArrives() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    let path = scratch.file("out.bin")
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    try #require(descriptor >= 0)
    let stream = FileDescriptorStream(
      descriptor: descriptor, name: "'out.bin'", ownsDescriptor: true)
    stream.startWriteback(every: 7)
    var expected: [UInt8] = []
    var generator = SeededGenerator(seed: 11)
    for chunk in 0..<300 {
      let bytes = WritebackTests.pattern(Int.random(in: 0...40, using: &generator), seed: chunk)
      try bytes.withUnsafeBytes { try stream.write($0) }
      expected += bytes
    }
    stream.close()
    #expect(expected.count > 5_000)
    #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == expected)
  }

  @Test("Writeback asked of a pipe fails quietly and the bytes still arrive")
  func pipeIgnoresWriteback() throws {
    let pipe = Pipe()
    let stream = FileDescriptorStream(
      descriptor: pipe.fileHandleForWriting.fileDescriptor, name: "the pipe")
    stream.startWriteback(every: 1)
    let bytes = WritebackTests.pattern(1_000, seed: 3)
    try bytes.withUnsafeBytes { try stream.write($0) }
    try pipe.fileHandleForWriting.close()
    #expect(try [UInt8](pipe.fileHandleForReading.readToEnd() ?? Data()) == bytes)
  }

  @Test("Only an output that replaces an existing file starts writeback")
  func onlyReplacingOutputsStartWriteback() throws {
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    try scratch.write("old.csv", "an older result\n")
    let replacing = try OutputFile(path: scratch.file("old.csv"), name: "old.csv")
    let new = try OutputFile(path: scratch.file("new.csv"), name: "new.csv")
    let device = try OutputFile(path: "/dev/null", name: "/dev/null")
    #expect(replacing.stream.writebackInterval == OutputFile.writebackInterval)
    #expect(OutputFile.writebackInterval == 8 << 20)
    #expect(new.stream.writebackInterval == 0)
    #expect(device.stream.writebackInterval == 0)
    try Array("id,tip\n1,2.00\n".utf8).withUnsafeBytes { try replacing.stream.write($0) }
    try replacing.commit()
    new.discard()
    device.discard()
    #expect(scratch.read("old.csv") == "id,tip\n1,2.00\n")
    #expect(scratch.names() == ["old.csv"])
  }
}
