#!/usr/bin/env bash
# Runs the Spark recipe in Spark's local mode and checks it against one `tipcalc batch` run.
#
# Usage: Examples/spark/run.sh [--rows N] [--partitions N] [--keep]
#   --rows N        bills to generate (default 5000)
#   --partitions N  Spark partitions, each one a tipcalc shard (default 4)
#   --keep          keep the work directory
#
# Needs python3 with pyspark (pip install pyspark==3.5.3) and Java 17. Without pyspark it says so
# and exits 0 ("skipped"). It builds tipcalc with --static-swift-stdlib, generates seeded bills
# (generate_bills.py), prices them once with `tipcalc batch` and once with price_bills.py on
# local[2], and checks:
#   - the priced rows, header then partitions in order, equal the one run's output byte for byte;
#   - the rejected rows of all partitions, merged by id, equal the one run's: the same id, reason
#     and row for every rejected row (lines differ: each partition counts from its own start).
# Exits 1 on a mismatch.
set -euo pipefail
export LC_ALL=C

pinned="pyspark==3.5.3"
rows=5000
partitions=4
keep=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --rows) rows="$2"; shift 2 ;;
    --partitions) partitions="$2"; shift 2 ;;
    --keep) keep=1; shift ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "Unknown option '$1'; see --help." >&2; exit 64 ;;
  esac
done

if ! python3 -c 'import pyspark' 2>/dev/null; then
  echo "Spark recipe: pyspark is not installed; install it with: pip install $pinned"
  echo "Spark recipe: skipped"
  exit 0
fi
if ! command -v java >/dev/null; then
  echo "Spark recipe: java is not on PATH; Spark needs Java 17 (such as openjdk-17-jre-headless)" >&2
  exit 1
fi

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="${TMPDIR:-/tmp}/tipcalc-spark.$$"
mkdir -p "$work"
if [[ $keep -eq 0 ]]; then trap 'rm -rf "$work"' EXIT; else echo "Work directory: $work"; fi

echo "Building tipcalc (release, --static-swift-stdlib) ..."
(cd "$root" && swift build -c release --product tipcalc --static-swift-stdlib >&2)
tipcalc="$(cd "$root" && swift build -c release --product tipcalc --static-swift-stdlib --show-bin-path)/tipcalc"

python3 "$here/generate_bills.py" "$rows" 32 > "$work/bills.csv"

status=0
"$tipcalc" batch --input "$work/bills.csv" --output "$work/one.csv" --errors "$work/one-rejected.csv" \
  2> "$work/one.log" || status=$?
if [[ $status -ne 0 && $status -ne 65 ]]; then
  echo "Spark recipe: tipcalc batch exited $status:" >&2
  cat "$work/one.log" >&2
  exit 1
fi

start=$EPOCHREALTIME
PYSPARK_PYTHON="$(command -v python3)" python3 "$here/price_bills.py" --input "$work/bills.csv" \
  --output "$work/spark" --tipcalc "$tipcalc" --partitions "$partitions" --master 'local[2]' \
  2> "$work/spark.log" || { echo "Spark recipe: the Spark job failed:" >&2; tail -30 "$work/spark.log" >&2; exit 1; }
seconds=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')

cat "$work/spark/header"/part-* "$work/spark/priced"/part-* > "$work/spark.csv"
if ! cmp -s "$work/one.csv" "$work/spark.csv"; then
  echo "Spark recipe: MISMATCH: the Spark job's priced rows differ from one tipcalc batch run:" >&2
  cmp "$work/one.csv" "$work/spark.csv" >&2 || true
  exit 1
fi
cat "$work/spark/rejected"/part-* > "$work/spark-rejected.csv"
python3 - "$work/one-rejected.csv" "$work/spark-rejected.csv" "$rows" "$partitions" "$seconds" <<'PYTHON'
import csv, sys

def records(path):
    with open(path, newline="") as file:
        return list(csv.reader(file))

# One run's rejected rows start with their header row: `line,id,reason,row`, or
# `line,reason,row` when the input has no id column; the partitions' have none.
one = records(sys.argv[1])
names = one.pop(0) if one else ["line", "id", "reason", "row"]
if "id" not in names:
    sys.exit("Spark recipe: the rejected rows carry no id (the bills have no 'id' column), so "
             "the partitions' rejected rows, numbered from each partition's start, cannot be "
             "merged: give the bills an id column")
spark = records(sys.argv[2])
for record in one + spark:
    if len(record) != len(names):
        sys.exit(f"Spark recipe: a rejected row has {len(record)} fields, not {len(names)} "
                 f"({','.join(names)}): {record}")

def merged(reports):
    keys = [names.index(name) for name in ("id", "reason", "row")]
    return sorted(tuple(report[key] for key in keys) for report in reports)

one, spark = merged(one), merged(spark)
if one != spark:
    sys.exit(f"Spark recipe: MISMATCH: {len(spark)} rejected rows merged by id, "
             f"{len(one)} from one run, or their reasons or rows differ")
rows, partitions, seconds = sys.argv[3:6]
print(f"Spark recipe: {rows} bills in {partitions} partitions on local[2] in {seconds} s: "
      f"priced rows byte-identical to one tipcalc batch run; {len(one)} rejected rows merged "
      f"by id match")
PYTHON
