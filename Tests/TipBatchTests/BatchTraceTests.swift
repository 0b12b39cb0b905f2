import Testing
import TipBatch
import TipEngine
import TipTestSupport

/// `BatchJob.tracesDecisions`: each row's path in a last column, on every core.
@Suite("Batch decision column")
struct BatchTraceTests {
  @Test("Every row of a run over several blocks gets its own path, in input order")
  func manyBlocks() throws {
    let catalog = try TraceCatalog.catalog()
    let job = BatchJob(
      policy: .named("house", in: catalog), limits: tinyLimits(), tracesDecisions: true)
    let rows = (0..<300).map { index in
      index % 3 == 0 ? "\(index),50,CA-QC,cash" : "\(index),50,CA,card"
    }
    let output = MemorySink()
    let summary = try job.run(
      input: .text("id,subtotal,region,payment\n" + rows.joined(separator: "\n") + "\n"),
      output: .sink(output))
    #expect(summary.written == 300)
    let decisions = output.text.split(separator: "\n").dropFirst().map {
      String($0.split(separator: ",").last ?? "")
    }
    #expect(
      decisions
        == (0..<300).map { index in
          index % 3 == 0
            ? "house#3 > small-or-large > round-up-10 > percent-10"
            : "house#otherwise > zone[CA] > percent-15"
        })
  }

  @Test("A policy given without a catalog is the path's one step, under its name")
  func policyWithoutCatalog() throws {
    let job = BatchJob(
      policy: .policy(try PercentPolicy(rate: 10), name: "ten"), tracesDecisions: true)
    let output = MemorySink()
    _ = try job.run(input: .text("subtotal\n41.42\n"), output: .sink(output))
    #expect(output.text == "subtotal,tip,total,shares,decision\n41.42,4.14,45.56,45.56,ten\n")
  }
}
