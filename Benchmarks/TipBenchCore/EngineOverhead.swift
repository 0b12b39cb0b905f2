import Dispatch
import Foundation
import TipEngine

/// The engine-overhead and scaling measurements for one catalog policy.
struct PolicyUnderTest<P: TipPolicy>: Sendable {
  /// The catalog name.
  let name: String
  /// The policy as the catalog hands it out.
  let byName: any TipPolicy
  /// The same policy as its concrete type.
  let concrete: P

  /// Times the three call paths, interleaving their repetitions so that a change of machine
  /// load affects all three alike.
  ///
  /// - Throws: ``BenchmarkError`` when the paths disagree on the tips.
  func measureOverhead(bills: [[Bill]], count: Int, repetitions: Int) throws -> OverheadResult {
    let clock = ContinuousClock()
    var direct: [Double] = []
    var byName: [Double] = []
    var batch: [Double] = []
    var checksums: Set<Int64> = []
    for _ in 0..<max(1, repetitions) {
      var start = clock.now
      checksums.insert(try OverheadKernels.direct(concrete, bills: bills))
      direct.append(start.duration(to: clock.now).seconds)
      start = clock.now
      checksums.insert(try OverheadKernels.byName(self.byName, bills: bills))
      byName.append(start.duration(to: clock.now).seconds)
      start = clock.now
      checksums.insert(try OverheadKernels.batch(self.byName, bills: bills))
      batch.append(start.duration(to: clock.now).seconds)
    }
    guard checksums.count == 1 else {
      throw BenchmarkError("the call paths of '\(name)' disagree on the tips")
    }
    let perBill = { (seconds: [Double]) in Timing(seconds: seconds).median * 1e9 / Double(count) }
    let result = (direct: perBill(direct), byName: perBill(byName), batch: perBill(batch))
    return OverheadResult(
      policy: name, count: count, direct: result.direct.rounded(toPlaces: 3),
      byName: result.byName.rounded(toPlaces: 3), batch: result.batch.rounded(toPlaces: 3),
      byNameRatio: (result.byName / result.direct).rounded(toPlaces: 3),
      batchRatio: (result.batch / result.direct).rounded(toPlaces: 3))
  }

  /// Times the batch path on one thread and on `threads` threads, interleaved.
  ///
  /// - Throws: ``BenchmarkError`` when the runs disagree on the tips.
  func measureScaling(bills: [[Bill]], count: Int, threads: Int, repetitions: Int) throws
    -> ScalingResult
  {
    let clock = ContinuousClock()
    var single: [Double] = []
    var parallel: [Double] = []
    var checksums: Set<Int64> = []
    for _ in 0..<max(1, repetitions) {
      var start = clock.now
      checksums.insert(try batchOnThreads(bills: bills, threads: 1))
      single.append(start.duration(to: clock.now).seconds)
      start = clock.now
      checksums.insert(try batchOnThreads(bills: bills, threads: threads))
      parallel.append(start.duration(to: clock.now).seconds)
    }
    guard checksums.count == 1 else {
      throw BenchmarkError("the scaling runs of '\(name)' disagree on the tips")
    }
    let one = Timing(seconds: single).median * 1e9 / Double(count)
    let many = Timing(seconds: parallel).median * 1e9 / Double(count)
    return ScalingResult(
      policy: name, count: count, threads: threads, oneThreadNsPerBill: one.rounded(toPlaces: 3),
      threadsNsPerBill: many.rounded(toPlaces: 3), speedup: (one / many).rounded(toPlaces: 3))
  }

  /// The batch path over all batches on `threads` threads; returns the checksum.
  ///
  /// Each thread takes the next batch from a shared counter until none is left, so a thread
  /// that Dispatch wakes late still gets work (`concurrentPerform` runs an iteration on the
  /// calling thread when no worker has picked it up yet, which with one iteration per thread
  /// would serialize the run).
  func batchOnThreads(bills: [[Bill]], threads: Int) throws -> Int64 {
    if threads == 1 { return try OverheadKernels.batch(byName, bills: bills) }
    let work = SharedBatches(count: bills.count)
    let policy = byName
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      while let index = work.next() {
        do {
          work.store(try OverheadKernels.batchChecksum(policy, batch: bills[index]), at: index)
        } catch {
          work.fail()
        }
      }
    }
    return try work.combined()
  }
}

/// The batches of a parallel run: a counter that hands each batch to one thread, and one
/// checksum slot per batch. A slot is written by the one thread that took its batch, through a
/// raw pointer, and read after `concurrentPerform` returns, which orders the writes before the
/// reads.
private final class SharedBatches: @unchecked Sendable {
  private let lock = NSLock()
  private var nextIndex = 0
  private var failed = false
  private let checksums: UnsafeMutableBufferPointer<Int64>

  init(count: Int) {
    checksums = .allocate(capacity: count)
    checksums.initialize(repeating: 0)
  }

  deinit {
    checksums.deallocate()
  }

  /// The next batch to run, or `nil` when all are taken.
  func next() -> Int? {
    lock.lock()
    defer { lock.unlock() }
    guard nextIndex < checksums.count, !failed else { return nil }
    nextIndex += 1
    return nextIndex - 1
  }

  func store(_ checksum: Int64, at index: Int) { checksums[index] = checksum }

  func fail() {
    lock.lock()
    failed = true
    lock.unlock()
  }

  func combined() throws(BenchmarkError) -> Int64 {
    lock.lock()
    defer { lock.unlock() }
    guard !failed else { throw BenchmarkError("a batch failed on a thread") }
    return checksums.reduce(0, &+)
  }
}

extension Double {
  /// The value rounded to `places` decimal places, for readable JSON.
  func rounded(toPlaces places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (self * scale).rounded() / scale
  }
}
