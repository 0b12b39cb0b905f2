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

Usage: price_bills.py --input BILLS.csv --output DIR --tipcalc PATH [--partitions N]
                      [--master URL] [--policy NAME]
"""

import argparse
import csv
import io
import os
import stat
import subprocess
import tempfile

from pyspark import SparkFiles
from pyspark.sql import SparkSession
from pyspark.sql.types import StringType, StructField, StructType

# tipcalc batch's exit statuses that mean the partition was priced: 0, or 65 when rows were
# rejected (they are in the rejections output). Anything else fails the task.
PRICED = (0, 65)


def tipcalc_path(name: str) -> str:
    """The shipped binary on this executor, made executable (addFile may drop the mode)."""
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
    # tipcalc writes --errors beside the target and renames it into place: read it by name.
    with tempfile.TemporaryDirectory() as scratch:
        rejected = os.path.join(scratch, "rejected.csv")
        result = subprocess.run(
            [tipcalc_path(binary), "batch", "--header", columns, "--no-header",
             "--errors", rejected] + options,
            input=source.getvalue().encode("utf-8"), capture_output=True)
        if result.returncode not in PRICED:
            raise RuntimeError(
                f"tipcalc batch exited {result.returncode}: "
                + result.stderr.decode("utf-8", "replace").strip())
        with open(rejected, encoding="utf-8", newline="") as file:
            reports = file.read()
    priced = result.stdout.decode("utf-8")
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
    args = parser.parse_args()

    spark = (SparkSession.builder.appName("tipcalc-price-bills").master(args.master)
             .config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false")
             .getOrCreate())
    spark.sparkContext.setLogLevel("ERROR")
    context = spark.sparkContext
    context.addFile(os.path.abspath(args.tipcalc))
    binary = os.path.basename(args.tipcalc)
    options = ["--policy", args.policy] if args.policy else []

    # Every column as text, exactly as written: tipcalc reads the amounts itself.
    names = spark.read.option("header", True).csv(args.input).columns
    schema = StructType([StructField(name, StringType()) for name in names])
    bills = (spark.read.schema(schema)
             .options(header=True, multiLine=True, escape='"', mode="FAILFAST")
             .csv(args.input))
    columns = ",".join(names)

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

    # The header row of the priced output, as tipcalc writes it for this input's columns.
    header = subprocess.run(
        [os.path.abspath(args.tipcalc), "batch", "--header", columns] + options,
        input=b"", capture_output=True, check=True).stdout.decode("utf-8")
    context.parallelize([header[:-1]], 1).saveAsTextFile(os.path.join(args.output, "header"))
    spark.stop()


if __name__ == "__main__":
    main()
