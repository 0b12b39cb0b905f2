#!/usr/bin/env python3
"""How much `tipcalc batch --jobs N` gains over `--jobs 1`, against what the machine gives.

Runs rounds of three measurements on one CSV file written to disk, each round after the CPUs
have been idle for a second: `batch --jobs 1`, `batch --jobs N`, and N `batch --jobs 1`
processes at once on the same file (what N cores give work that shares nothing, the ceiling
for N threads on this machine). Reports the medians, `--jobs N` against `--jobs 1` both as the
ratio of the medians and as the median of the rounds' own ratios (with its middle half), the
ceiling, and checks that every run wrote the same bytes.

    Benchmarks/jobs-scaling.py [--rows N] [--input FILE] [--tipcalc PATH] [--jobs N]
                               [--rounds N] [--idle FRACTION] [--outputs new|replace|both]
                               [--no-sync] [--json]

Each round measures the outputs two ways (`--outputs` picks one):
- `new`: each run writes a file that does not exist yet, as `batch-compare.sh` does (its
  output goes to a new directory). The previous output is removed before the run, untimed.
  The 1.7x target for two threads is judged on this one, the benchmark's own way.
- `replace`: each run writes over the previous run's output, as a scheduled job replaces
  yesterday's file. The kernel then has more to do inside the run: the rename over the old
  file writes the new one out and frees the old one's blocks.

Needs only python3. `sync` runs before each timed run (untimed), so that the kernel is not
still writing the previous output, unless --no-sync. Exit status: 0 when every run succeeded
and the outputs agree, 1 when they differ or a run failed, 64 for a usage mistake, 66 when the
binary or the input cannot be used.
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
    parser.add_argument("--outputs", choices=("new", "replace", "both"), default="both",
                        help="write each run's output to a new file, over the previous run's, "
                             "or measure both ways in every round (both)")
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


TARGET = 1.7
"""What `--jobs 2` should gain over `--jobs 1`, judged on new outputs."""
TARGET_ROWS = 1_000_000
"""The least input the target is judged on: a smaller one is mostly the start of a run."""

MODE_TITLES = {
    "new": "a new output file each run (as batch-compare.sh writes)",
    "replace": "each run replaces the previous output",
}


def summary(figures, rows):
    """The medians, both ratios and the ceiling of one output mode's rounds."""
    ratios = figures["ratios"]
    single = statistics.median(figures["single"])
    several = statistics.median(figures["several"])
    quartiles = (statistics.quantiles(ratios, n=4, method="inclusive") if len(ratios) > 1
                 else [ratios[0], ratios[0], ratios[0]])
    return {
        "secondsJobs1": round(single, 4),
        "secondsJobsN": round(several, 4),
        "rowsPerSecondJobs1": round(rows / single),
        "rowsPerSecondJobsN": round(rows / several),
        "ratioOfMedians": round(single / several, 3),
        "medianRatio": round(statistics.median(ratios), 3),
        "medianRatioMiddleHalf": [round(quartiles[0], 3), round(quartiles[2], 3)],
        "ceiling": round(statistics.median(figures["ceiling"]), 3),
    }


def print_mode(mode, figures, rows, jobs):
    """One output mode's lines of the text report."""
    low, high = figures["medianRatioMiddleHalf"]
    print(f"{MODE_TITLES[mode]}:")
    print(f"  --jobs 1     {figures['secondsJobs1']:.3f} s  "
          f"{figures['rowsPerSecondJobs1']:,} rows/s")
    print(f"  --jobs {jobs:<4}  {figures['secondsJobsN']:.3f} s  "
          f"{figures['rowsPerSecondJobsN']:,} rows/s")
    print(f"  --jobs {jobs} ÷ --jobs 1: {figures['ratioOfMedians']:.2f}× by the medians, "
          f"{figures['medianRatio']:.2f}× as the median of the rounds' ratios "
          f"(middle half {low:.2f}–{high:.2f}×)")
    print(f"  ceiling: {jobs} --jobs 1 processes at once gave "
          f"{figures['ceiling']:.2f}× the throughput of one")
    if mode == "new" and jobs == 2:
        if rows < TARGET_ROWS:
            verdict = f"not judged on fewer than {TARGET_ROWS:,} rows"
        else:
            verdict = "met" if figures["ratioOfMedians"] >= TARGET else "MISSED"
        print(f"  target: --jobs 2 ≥ {TARGET}× --jobs 1 by the medians: {verdict}")


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

        modes = ("new", "replace") if options.outputs == "both" else (options.outputs,)
        for mode in modes:
            (work / mode).mkdir()

        def batch(jobs, output):
            return [tipcalc, "batch", "--policy", "percent-18", "--input", source,
                    "--output", str(output), "--jobs", str(jobs)]

        def run(mode, runs):
            """Times `runs` (thread count, output name) at once in `mode`'s directory."""
            outputs = [work / mode / name for _, name in runs]
            if mode == "new":
                for output in outputs:
                    output.unlink(missing_ok=True)
            return timed([batch(jobs, output) for (jobs, _), output in zip(runs, outputs)],
                         not options.no_sync)

        jobs = options.jobs
        names = ["jobs-1.csv", f"jobs-{jobs}.csv"] + [f"apart-{i}.csv" for i in range(jobs)]
        times = {mode: {"single": [], "several": [], "ceiling": [], "ratios": []}
                 for mode in modes}
        for _ in range(options.rounds):
            wait_until_idle(options.idle)
            for mode in modes:
                one = run(mode, [(1, names[0])])
                many = run(mode, [(jobs, names[1])])
                apart = run(mode, [(1, name) for name in names[2:]])
                figures = times[mode]
                figures["single"].append(one)
                figures["several"].append(many)
                figures["ceiling"].append(jobs * one / apart)
                figures["ratios"].append(one / many)
        outputs = [work / mode / name for mode in modes for name in names]
        agree = all(same_bytes(outputs[0], other) for other in outputs[1:])

        report = {"rows": rows, "jobs": jobs, "rounds": options.rounds,
                  "target": TARGET, "outputsAgree": agree,
                  "modes": {mode: summary(times[mode], rows) for mode in modes}}
        if options.json:
            print(json.dumps(report, indent=2))
        else:
            print(f"{rows} rows, {options.rounds} rounds (medians)")
            for mode in modes:
                print_mode(mode, report["modes"][mode], rows, jobs)
            print(f"outputs: {'identical' if agree else 'DIFFERENT'} across every run")
        if not agree:
            print("jobs-scaling: the outputs differ between thread counts", file=sys.stderr)
            return 1
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
