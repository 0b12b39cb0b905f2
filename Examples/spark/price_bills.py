#!/usr/bin/env python3
"""Prices a CSV of bills on Spark: each partition streams through `tipcalc batch`.

The job reads the CSV with Spark (header row, RFC 4180 quoting, line breaks inside quoted
fields), keeps the rows in file order in contiguous ranges, one per partition, and pipes each
partition, written back as CSV, through the tipcalc binary shipped with the job
(`SparkContext.addFile`), run as a shard: `tipcalc batch --header COLUMNS --no-header`. The
binary is built with `--static-swift-stdlib`, so executors need no Swift.

It writes three text outputs under OUTPUT (Spark part files):
  OUTPUT/header    the priced output's header row (what `tipcalc batch --header COLUMNS` writes
                   for no rows)
  OUTPUT/priced    the priced rows, partition after partition, in input order
  OUTPUT/rejected  the rejected rows, `line,id,reason,row`, with each partition's own line
                   numbers and the row's id to merge by

`cat OUTPUT/header/part-* OUTPUT/priced/part-*` is what one `tipcalc batch` run writes for the
CSV as Python's csv module writes it (Examples/spark/run.sh checks that byte for byte).

A partition whose rows tipcalc rejected (exit 65 with its --errors file written) is priced;
a run that fails (any other status, or 65 before a row is read, such as an unknown --policy,
which writes no --errors file) fails the task with tipcalc's own message.

Usage: price_bills.py --input BILLS.csv --output DIR --tipcalc PATH [--partitions N]
                      [--master URL] [--policy NAME] [--local-time]
"""

import argparse
import csv
import io
import os
import stat
import subprocess
import sys
import tempfile

# tipcalc batch's exit status when every row was written, and when rows were rejected (they are
# in the --errors file). 65 is also the status of a run that stops before its first row (an
# unknown policy or currency): that run writes no --errors file, which tells the two apart.
PRICED, REJECTED = 0, 65


class TipcalcFailure(RuntimeError):
    """A tipcalc run that did not price its rows: its exit status and its own message."""

    def __init__(self, status: int, stderr: bytes):
        self.status = status
        self.message = stderr.decode("utf-8", "replace").strip()
        super().__init__(f"tipcalc batch exited {status}: {self.message or '(no message)'}")


def header_row(names) -> str:
    """The column names as one CSV row, quoted where needed, for --header."""
    line = io.StringIO()
    csv.writer(line, lineterminator="").writerow(names)
    return line.getvalue()


def has_id_column(names) -> bool:
    """Whether the rejected rows carry an id to merge by: tipcalc's `id` column, matched as it
    matches names (case-insensitively, surrounding spaces left out)."""
    return any(name.strip().lower() == "id" for name in names)


def has_at_column(names) -> bool:
    """Whether the bills have an `at` column, matched as tipcalc matches names. tipcalc then
    decides from a piece's first row whether to add `local_time`, so every partition is given
    `--local-time` and all of them get the column whatever their first row holds."""
    return any(name.strip().lower() == "at" for name in names)


def batch_options(names, policy=None, local_time=False) -> list:
    """The options every `tipcalc batch` run of the job gets: the policy, and `--local-time`
    when asked for or when the bills have an `at` column (see `has_at_column`)."""
    return (["--policy", policy] if policy else []) + (
        ["--local-time"] if local_time or has_at_column(names) else [])


def run_batch(binary: str, columns: str, options: list, rows: bytes, shard: bool = True):
    """Runs `tipcalc batch --header COLUMNS` on `rows` (with --no-header when `shard`).

    Returns the priced rows and the rejected rows (their --errors file), as text. Raises
    TipcalcFailure, with tipcalc's message, for a run that did not price its rows.
    """
    # tipcalc writes --errors beside the target and renames it into place when the run
    # completes: a run that stops before its rows leaves no file.
    with tempfile.TemporaryDirectory() as scratch:
        rejected = os.path.join(scratch, "rejected.csv")
        command = [binary, "batch", "--header", columns] + (["--no-header"] if shard else [])
        result = subprocess.run(
            command + ["--errors", rejected] + options, input=rows, capture_output=True)
        if result.returncode not in (PRICED, REJECTED) or not os.path.exists(rejected):
            raise TipcalcFailure(result.returncode, result.stderr)
        with open(rejected, encoding="utf-8", newline="") as file:
            reports = file.read()
    return result.stdout.decode("utf-8"), reports


def tipcalc_path(name: str) -> str:
    """The shipped binary on this executor, made executable (addFile may drop the mode)."""
    from pyspark import SparkFiles

    path = SparkFiles.get(name)
    mode = os.stat(path).st_mode
    if not mode & stat.S_IXUSR:
        os.chmod(path, mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


def price_partition(rows, binary: str, columns: str, options: list):
    """Streams one partition's rows through tipcalc; yields ("priced", text), ("rejected", text)."""
    source = io.StringIO(newline="")
    writer = csv.writer(source, lineterminator="\n")
    for _, row in rows:
        writer.writerow(["" if value is None else value for value in row])
    if source.tell() == 0:
        return
    priced, reports = run_batch(
        tipcalc_path(binary), columns, options, source.getvalue().encode("utf-8"))
    # saveAsTextFile ends each element with a line feed: keep the rows' own last one out.
    if priced:
        yield ("priced", priced[:-1])
    if reports:
        yield ("rejected", reports[:-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--input", required=True, help="the CSV of bills, with a header row")
    parser.add_argument("--output", required=True, help="the directory to write (must not exist)")
    parser.add_argument("--tipcalc", required=True, help="the tipcalc binary to ship")
    parser.add_argument("--partitions", type=int, default=4)
    parser.add_argument("--master", default=os.environ.get("SPARK_MASTER", "local[2]"))
    parser.add_argument("--policy", help="the catalog policy; tipcalc's automatic choice if absent")
    parser.add_argument("--local-time", action="store_true",
                        help="give every row local_time (tipcalc batch --local-time); "
                        "given anyway when the bills have an 'at' column")
    args = parser.parse_args()

    from pyspark.sql import SparkSession
    from pyspark.sql.types import StringType, StructField, StructType

    spark = (SparkSession.builder.appName("tipcalc-price-bills").master(args.master)
             .config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false")
             .getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    context = spark.sparkContext
    context.addFile(os.path.abspath(args.tipcalc))
    binary = os.path.basename(args.tipcalc)
    # Every column as text, exactly as written: tipcalc reads the amounts itself.
    names = spark.read.option("header", True).csv(args.input).columns
    options = batch_options(names, args.policy, args.local_time)
    schema = StructType([StructField(name, StringType()) for name in names])
    bills = (spark.read.schema(schema)
             .options(header=True, multiLine=True, escape='"', mode="FAILFAST")
             .csv(args.input))
    columns = header_row(names)
    if not has_id_column(names):
        print("price_bills.py: the input has no 'id' column: each partition's rejected rows carry "
              "only its own line numbers, so they cannot be merged with another partition's; "
              "add an id column to merge them", file=sys.stderr)
    tipcalc = os.path.abspath(args.tipcalc)
    # The header row of the priced output, as tipcalc writes it for these columns and options
    # (which decide the columns, local_time included, given --local-time): before the job, so that a run
    # that cannot start (an unknown --policy) stops here with tipcalc's message.
    try:
        header, _ = run_batch(tipcalc, columns, options, b"", shard=False)
    except TipcalcFailure as failure:
        spark.stop()
        sys.exit(f"price_bills.py: {failure}")

    # Contiguous ranges of rows in file order, one per partition, sorted within each.
    numbered = bills.rdd.zipWithIndex().map(lambda pair: (pair[1], tuple(pair[0])))
    count = max(1, numbered.count())
    parts = max(1, args.partitions)
    ranged = numbered.repartitionAndSortWithinPartitions(
        parts, partitionFunc=lambda index: index * parts // count)
    outcome = ranged.mapPartitions(
        lambda rows: price_partition(rows, binary, columns, options)).cache()
    outcome.filter(lambda kind: kind[0] == "priced").values().saveAsTextFile(
        os.path.join(args.output, "priced"))
    outcome.filter(lambda kind: kind[0] == "rejected").values().saveAsTextFile(
        os.path.join(args.output, "rejected"))

    context.parallelize([header[:-1]], 1).saveAsTextFile(os.path.join(args.output, "header"))
    spark.stop()


if __name__ == "__main__":
    main()
