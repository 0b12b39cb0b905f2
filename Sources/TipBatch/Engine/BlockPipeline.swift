import Foundation

/// Runs the blocks of an input through a number of threads and hands each block back in input
/// order: the engine of `batch` and of `compare`.
///
/// Every thread, the caller's included, loops over three steps, and who owns what is fixed:
///
/// 1. **Read.** The ``RecordReader`` belongs to the thread that holds `readLock`. It reads a round
///    into its one buffer and finds where the round can be cut into blocks of whole records (a
///    quote-aware scan for line feeds; nothing is parsed). The thread takes the next block of the
///    round, copies its bytes into a free ``PipelineSlot`` and gives it the next sequence number.
///    The copy frees the reader's buffer at once: reading never waits for a block to be priced.
/// 2. **Work.** The thread runs `process` on its slot: parsing, pricing and formatting the block
///    into the slot's own buffers, with nothing shared but the lookups every processor reads.
/// 3. **Deliver.** The slot is marked done. Delivering is serial and in input order: the thread
///    that finds the next block in order done becomes the deliverer, runs `deliver` on it and on
///    every block after it that is done (writing the output, numbering the rejected rows,
///    counting), calls `delivered`, and frees the slots. The other threads go back to reading.
///
/// A slot belongs to one thread at a time: the reading thread fills it and works on it, and the
/// deliverer takes it over under `state`. There are twice as many slots as threads, so that a
/// thread rarely waits for a slow block ahead of it, and the memory is the reader's buffer and
/// those slots (a block of input and its output each) whatever the input's size. With one
/// thread, the three steps simply run one after the other.
///
/// `deliver` returning `true` (strict mode's first rejected row) or throwing, or a read failure,
/// stops the pipeline: no block is read after it, and blocks after it are dropped undelivered.
///
/// `@unchecked Sendable`: the reader, the round and the sizing are touched under `readLock`, the
/// slot lists and the flags under `state`, and a slot's contents only by the thread that owns it.
final class BlockPipeline<Work>: @unchecked Sendable {
  /// Parses, prices and formats a block on a worker.
  typealias Process = (BatchBlock, Work) -> Void
  /// Takes a processed block in input order; returns whether to stop.
  typealias Deliver = (BatchBlock, Work) throws(BatchError) -> Bool

  private let reader: RecordReader
  private let limits: BatchLimits
  private let threadCount: Int
  private let process: Process
  private let produced: (Work) -> Int
  private let deliver: Deliver
  private let delivered: () throws(BatchError) -> Void

  // The reading side, under `readLock`.
  private let readLock = NSLock()
  /// The blocks of the reader's current round, valid until it reads the next.
  private var round: [BatchBlock] = []
  /// The next block of ``round`` to hand out.
  private var nextInRound = 0
  /// The sequence number of the next block read.
  private var nextSequence = 0
  /// Whether the reader reached the end of the input or failed.
  private var isInputDone = false
  private var readFailure: BatchError?
  /// How many input bytes the next round may take; see ``adaptRoundSize(input:produced:)``.
  private var roundInputLimit = 1 << 16

  // The delivering side, under `state`.
  private let state = NSCondition()
  /// The slots no thread holds.
  private var free: [PipelineSlot<Work>]
  /// The processed slots waiting for delivery, at their sequence number modulo the slot count.
  private var done: [PipelineSlot<Work>?]
  /// The sequence number of the next block to deliver.
  private var nextToDeliver = 0
  /// Whether a thread is delivering.
  private var isDelivering = false
  /// Whether delivery stopped: at strict mode's first rejected row or on a failure.
  private var isStopped = false
  private var deliveryFailure: BatchError?
  /// The threads still running.
  private var running = 0

  /// A pipeline over `reader` on `threadCount` threads, one `Work` per slot.
  ///
  /// - Parameters:
  ///   - makeWork: what a slot works with (its processors), made once per slot.
  ///   - process: the work on a block; runs on any of the threads, on the slot's own `Work`.
  ///   - produced: the bytes a processed block holds for delivery (output and reports), to size
  ///     the rounds.
  ///   - deliver: takes each processed block in input order, one at a time; returns whether to
  ///     stop.
  ///   - delivered: called after each run of deliveries, on the delivering thread.
  init(
    reader: RecordReader, limits: BatchLimits, threadCount: Int, makeWork: () -> Work,
    process: @escaping Process, produced: @escaping (Work) -> Int,
    deliver: @escaping Deliver, delivered: @escaping () throws(BatchError) -> Void
  ) {
    self.reader = reader
    self.limits = limits
    self.threadCount = max(1, threadCount)
    self.process = process
    self.produced = produced
    self.deliver = deliver
    self.delivered = delivered
    let slotCount = 2 * self.threadCount
    free = (0..<slotCount).map { _ in PipelineSlot(work: makeWork()) }
    done = Array(repeating: nil, count: slotCount)
  }

  /// Runs every block through the threads and returns when all are delivered or the pipeline
  /// stopped.
  ///
  /// - Throws: the first delivery failure, else a read failure; blocks before a read failure
  ///   are delivered first.
  func run() throws(BatchError) {
    state.withLock { running = threadCount }
    for _ in 1..<threadCount {
      let thread = Thread { self.work() }
      thread.start()
    }
    work()
    state.withLock {
      while running > 0 { state.wait() }
    }
    let failure = state.withLock { deliveryFailure } ?? readLock.withLock { readFailure }
    if let failure { throw failure }
  }

  /// One thread's loop: read a block, work on it, deliver what is due; until the input ends or
  /// the pipeline stops.
  private func work() {
    while let slot = nextBlock() {
      process(slot.block, slot.work)
      if case .records(let bytes) = slot.block {
        let output = produced(slot.work)
        readLock.withLock { adaptRoundSize(input: bytes.count, produced: output) }
      }
      finish(slot)
    }
    state.withLock {
      running -= 1
      state.broadcast()
    }
  }

  /// Takes a free slot and loads the next block into it; `nil` at the end of the input or once
  /// the pipeline stopped.
  private func nextBlock() -> PipelineSlot<Work>? {
    let slot: PipelineSlot<Work>? = state.withLock {
      while free.isEmpty && !isStopped { state.wait() }
      return isStopped ? nil : free.removeLast()
    }
    guard let slot else { return nil }
    let loaded = readLock.withLock { () -> Bool in
      guard let block = nextReadBlock() else { return false }
      slot.load(block, sequence: nextSequence)
      nextSequence += 1
      return true
    }
    if loaded { return slot }
    state.withLock {
      free.append(slot)
      state.broadcast()
    }
    return nil
  }

  /// The next block of the current round, reading a round when it is used up; under `readLock`.
  private func nextReadBlock() -> BatchBlock? {
    guard !isInputDone else { return nil }
    if nextInRound == round.count {
      do {
        round = try reader.nextRound(pieces: limits.blocksPerRound, byteLimit: roundInputLimit)
      } catch {
        readFailure = error
        round = []
      }
      nextInRound = 0
      if round.isEmpty {
        isInputDone = true
        return nil
      }
    }
    nextInRound += 1
    return round[nextInRound - 1]
  }

  /// Sizes the next round so that its output and reports stay near
  /// ``BatchLimits/roundOutputBudget``, from the bytes out per byte in of a block just processed;
  /// under `readLock`.
  ///
  /// A round of tiny rows that are all rejected writes some 50 bytes of report per byte of input,
  /// JSON Lines about 5, CSV about 1.5: without this, memory would depend on what the rows hold.
  /// The first round is small (64 KiB) for the same reason.
  private func adaptRoundSize(input: Int, produced: Int) {
    guard input > 0 else { return }
    // budget × input ÷ max(input, produced), at full width: no overflow, and no more than the
    // budget since the divisor is at least `input`.
    let product = limits.roundOutputBudget.multipliedFullWidth(by: input)
    let limit = max(input, produced).dividingFullWidth(product).quotient
    roundInputLimit = max(1 << 12, limit)
  }

  /// Marks `slot` done, and delivers it and the blocks after it when it is next in order and no
  /// other thread is delivering.
  private func finish(_ slot: PipelineSlot<Work>) {
    state.lock()
    defer { state.unlock() }
    done[slot.sequence % done.count] = slot
    guard !isDelivering else { return }
    isDelivering = true
    while let next = done[nextToDeliver % done.count], next.sequence == nextToDeliver {
      var due: [PipelineSlot<Work>] = [next]
      done[nextToDeliver % done.count] = nil
      nextToDeliver += 1
      while let more = done[nextToDeliver % done.count], more.sequence == nextToDeliver {
        due.append(more)
        done[nextToDeliver % done.count] = nil
        nextToDeliver += 1
      }
      let wasStopped = isStopped
      state.unlock()
      let outcome = wasStopped ? .goOn : deliverInOrder(due)
      state.lock()
      switch outcome {
      case .goOn: break
      case .stop: isStopped = true
      case .failure(let error):
        isStopped = true
        deliveryFailure = error
      }
      free.append(contentsOf: due)
      state.broadcast()
    }
    isDelivering = false
  }

  /// What a run of deliveries asks of the pipeline.
  private enum Outcome {
    /// Go on reading.
    case goOn
    /// Stop: strict mode's first rejected row was delivered.
    case stop
    /// Stop: a delivery or the progress handler failed.
    case failure(BatchError)
  }

  /// Delivers `slots` in order, outside `state`, then calls `delivered` unless it stopped.
  private func deliverInOrder(_ slots: [PipelineSlot<Work>]) -> Outcome {
    do {
      for slot in slots where try deliver(slot.block, slot.work) { return .stop }
      try delivered()
      return .goOn
    } catch {
      return .failure(error)
    }
  }
}

/// One block on its way through a ``BlockPipeline``: its own copy of the records, what works on
/// them, and its place in the input.
final class PipelineSlot<Work> {
  /// What the block is processed with: a ``BlockProcessor`` for batch, a ``ComparePair`` for
  /// compare.
  let work: Work
  /// The block: records in ``input``, or an over-long record the reader skipped.
  private(set) var block = BatchBlock.records(UnsafeRawBufferPointer(start: nil, count: 0))
  /// The block's place in the input, from 0.
  private(set) var sequence = 0
  /// The block's records, copied out of the reader's buffer.
  private var input = ByteBuffer(capacity: 1 << 12)

  init(work: Work) { self.work = work }

  deinit { input.release() }

  /// Takes `block` as the `sequence`th of the input, copying its records out of the reader's
  /// buffer.
  func load(_ block: BatchBlock, sequence: Int) {
    self.sequence = sequence
    guard case .records(let bytes) = block, let start = bytes.baseAddress else {
      self.block = block
      return
    }
    input.count = 0
    input.reserve(bytes.count)
    input.append(start.assumingMemoryBound(to: UInt8.self), count: bytes.count)
    self.block = .records(input.bytes)
  }
}
