#!/usr/bin/env python3
"""How much `tipcalc batch --jobs N` gains over `--jobs 1`, against what the machine gives.

Runs rounds of three measurements on one CSV file written to disk, each round after the CPUs
have been idle for a second: `batch --jobs 1`, `batch --jobs N`, and N `batch --jobs 1`
processes at once on the same file (what N cores give work that shares nothing, the ceiling
for N threads on this machine). Reports the medians, `--jobs N` against `--jobs 1` both as the
ratio of the medians and as the median of the rounds' own ratios (with its middle half), the
ceiling, and checks that every run wrote the same bytes.

    Benchmarks/jobs-scaling.py [--rows N] [--input FILE] [--tipcalc PATH] [--jobs N]
                               [--rounds N] [--idle FRACTION] [--no-sync] [--json]

Needs only python3. Each run replaces the output of the run before, as a scheduled job replaces
yesterday's file; `sync` runs before each timed run (not timed) so that the kernel is not still
writing the previous output, unless --no-sync. Exit status: 0 when every run succeeded and the
outputs agree, 1 when they differ or a run failed, 64 for a usage mistake, 66 when the binary
or the input cannot be used.
"""

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def arguments():
    parser = argparse.ArgumentParser(
        description="Measure tipcalc batch --jobs N against --jobs 1 and the machine's ceiling.")
    parser.add_argument("--rows", type=int, default=2_000_000,
                        help="rows to generate when no --input is given (default 2,000,000)")
    parser.add_argument("--input", help="a CSV file (id,subtotal,tax) to use instead")
    parser.add_argument("--tipcalc", help="the tipcalc binary; by default a release build")
    parser.add_argument("--jobs", type=int, default=2, help="the thread count to measure (2)")
    parser.add_argument("--rounds", type=int, default=15, help="rounds of measurement (15)")
    parser.add_argument("--idle", type=float, default=0.9,
                        help="wait before each round until this fraction of the CPUs was idle "
                             "for a second (0.9; 0 to not wait)")
    parser.add_argument("--no-sync", action="store_true",
                        help="do not run sync before each timed run")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    try:
        options = parser.parse_args()
    except SystemExit as exit:
        sys.exit(64 if exit.code else 0)
    for name in ("rows", "jobs", "rounds"):
        if getattr(options, name) < 1:
            parser.print_usage(sys.stderr)
            print(f"jobs-scaling: --{name} is {getattr(options, name)}; give 1 or more",
                  file=sys.stderr)
            sys.exit(64)
    if not 0 <= options.idle < 1:
        print(f"jobs-scaling: --idle is {options.idle}; give a fraction from 0 up to 1",
              file=sys.stderr)
        sys.exit(64)
    return options


def generate(path, rows):
    """`rows` bills with a seeded generator: id, a subtotal up to 1,000.00, 8 % tax."""
    generator = random.Random(42)
    with open(path, "w") as file:
        file.write("id,subtotal,tax\n")
        for index in range(1, rows + 1):
            cents = generator.randint(1, 100_000)
            tax = cents * 8 // 100
            file.write(f"{index},{cents // 100}.{cents % 100:02d},{tax // 100}.{tax % 100:02d}\n")


def wait_until_idle(fraction):
    """Returns once the CPUs were at least `fraction` idle over one second (Linux); at once
    where /proc/stat is not there."""
    if fraction <= 0 or not os.path.exists("/proc/stat"):
        return
    def times():
        with open("/proc/stat") as stat:
            return [int(field) for field in stat.readline().split()[1:]]
    while True:
        before = times()
        time.sleep(1)
        spent = [after - earlier for earlier, after in zip(before, times())]
        if (spent[3] + spent[4]) / max(1, sum(spent)) >= fraction:
            return


def timed(commands, sync):
    """Runs `commands` at once and returns the seconds until the last one ends."""
    if sync:
        subprocess.run(["sync"], check=False)
    start = time.perf_counter()
    processes = [subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
                 for command in commands]
    failures = []
    for command, process in zip(commands, processes):
        _, error = process.communicate()
        if process.returncode != 0:
            failures.append(f"{' '.join(command)} exited with {process.returncode}: "
                            f"{error.decode(errors='replace').strip()}")
    seconds = time.perf_counter() - start
    if failures:
        sys.exit("jobs-scaling: " + "; ".join(failures))
    return seconds


def same_bytes(first, second):
    with open(first, "rb") as a, open(second, "rb") as b:
        while True:
            left, right = a.read(1 << 20), b.read(1 << 20)
            if left != right:
                return False
            if not left:
                return True


def main():
    options = arguments()
    tipcalc = options.tipcalc
    if tipcalc is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "tipcalc"], cwd=ROOT,
                       check=True, stdout=sys.stderr)
        tipcalc = str(ROOT / ".build" / "release" / "tipcalc")
    if not os.access(tipcalc, os.X_OK):
        print(f"jobs-scaling: cannot run '{tipcalc}'; give a tipcalc binary with --tipcalc",
              file=sys.stderr)
        return 66
    if options.input is not None and not os.access(options.input, os.R_OK):
        print(f"jobs-scaling: cannot read the input file '{options.input}'", file=sys.stderr)
        return 66
    work = Path(tempfile.mkdtemp(prefix="tipcalc-jobs-scaling."))
    try:
        source = options.input
        if source is None:
            source = str(work / "bills.csv")
            generate(source, options.rows)
        rows = sum(1 for _ in open(source, "rb")) - 1

        def batch(jobs, output):
            return [tipcalc, "batch", "--policy", "percent-18", "--input", source,
                    "--output", str(work / output), "--jobs", str(jobs)]

        single, several, ceiling, ratios = [], [], [], []
        for _ in range(options.rounds):
            wait_until_idle(options.idle)
            one = timed([batch(1, "jobs-1.csv")], not options.no_sync)
            many = timed([batch(options.jobs, f"jobs-{options.jobs}.csv")], not options.no_sync)
            apart = timed([batch(1, f"apart-{index}.csv") for index in range(options.jobs)],
                          not options.no_sync)
            single.append(one)
            several.append(many)
            ceiling.append(options.jobs * one / apart)
            ratios.append(one / many)
        outputs = [work / "jobs-1.csv", work / f"jobs-{options.jobs}.csv"]
        outputs += [work / f"apart-{index}.csv" for index in range(options.jobs)]
        agree = all(same_bytes(outputs[0], other) for other in outputs[1:])

        median_single, median_several = statistics.median(single), statistics.median(several)
        quartiles = (statistics.quantiles(ratios, n=4, method="inclusive") if len(ratios) > 1
                     else [ratios[0], ratios[0], ratios[0]])
        report = {
            "rows": rows, "jobs": options.jobs, "rounds": options.rounds,
            "secondsJobs1": round(median_single, 4),
            "secondsJobsN": round(median_several, 4),
            "rowsPerSecondJobs1": round(rows / median_single),
            "rowsPerSecondJobsN": round(rows / median_several),
            "ratioOfMedians": round(median_single / median_several, 3),
            "medianRatio": round(statistics.median(ratios), 3),
            "medianRatioMiddleHalf": [round(quartiles[0], 3), round(quartiles[2], 3)],
            "ceiling": round(statistics.median(ceiling), 3),
            "outputsAgree": agree,
        }
        if options.json:
            print(json.dumps(report, indent=2))
        else:
            jobs = options.jobs
            print(f"{rows} rows, {options.rounds} rounds (medians)")
            print(f"  --jobs 1     {median_single:.3f} s  {rows / median_single:,.0f} rows/s")
            print(f"  --jobs {jobs:<4}  {median_several:.3f} s  {rows / median_several:,.0f} rows/s")
            print(f"  --jobs {jobs} ÷ --jobs 1: {report['ratioOfMedians']:.2f}× by the medians, "
                  f"{report['medianRatio']:.2f}× as the median of the rounds' ratios "
                  f"(middle half {quartiles[0]:.2f}–{quartiles[2]:.2f}×)")
            print(f"  ceiling: {jobs} --jobs 1 processes at once gave "
                  f"{report['ceiling']:.2f}× the throughput of one")
            print(f"  outputs: {'identical' if agree else 'DIFFERENT'} across every run")
        if not agree:
            print("jobs-scaling: the outputs differ between thread counts", file=sys.stderr)
            return 1
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
