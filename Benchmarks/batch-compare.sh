#!/usr/bin/env bash
# Side by side: `tipcalc batch --policy percent-18` against what a user would otherwise script,
# an awk one-liner with floating point and a Python script with the decimal module; then
# `tipcalc compare --policy percent-18 --with percent-20` on the same input, which prices every
# row twice and must keep at least 40 % of batch's rows per second.
#
# Usage: Benchmarks/batch-compare.sh [--rows N] [--input FILE] [--tipcalc PATH] [--keep]
#   --rows N        rows to generate (default 1000000; use 10000000 for the figure in Benchmarks/README.md)
#   --input FILE    use this CSV (columns id,subtotal,tax) instead of generating one
#   --tipcalc PATH  the tipcalc binary; by default `swift build -c release` builds it
#   --keep          keep the work directory with the inputs and outputs
#
# Needs only bash, awk and python3. Reports wall time and rows per second for each tool, how many
# awk tips and totals differ from tipcalc's exact cents, and checks that Python's output equals
# tipcalc's byte for byte. Measure on a quiet machine: the load average is printed too.
set -euo pipefail
export LC_ALL=C

rows=1000000
input=""
tipcalc=""
keep=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --rows) rows="$2"; shift 2 ;;
    --input) input="$2"; shift 2 ;;
    --tipcalc) tipcalc="$2"; shift 2 ;;
    --keep) keep=1; shift ;;
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "Unknown option '$1'; see --help." >&2; exit 64 ;;
  esac
done

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
if [[ -z "$tipcalc" ]]; then
  (cd "$root" && swift build -c release --product tipcalc >&2)
  tipcalc="$root/.build/release/tipcalc"
fi

work="${TMPDIR:-/tmp}/tipcalc-batch-compare.$$"
mkdir -p "$work"
if [[ $keep -eq 0 ]]; then trap 'rm -rf "$work"' EXIT; fi

# Seconds since an earlier $EPOCHREALTIME, to the millisecond.
elapsed() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.3f", b - a }'; }
rate() { awk -v n="$1" -v s="$2" 'BEGIN { if (s > 0) printf "%.0f", n / s; else print "-" }'; }

if [[ -z "$input" ]]; then
  input="$work/bills.csv"
  echo "Generating $rows rows in $input ..." >&2
  awk -v n="$rows" 'BEGIN {
    srand(42); print "id,subtotal,tax"
    for (i = 1; i <= n; i++) {
      c = int(rand() * 100000) + 1; t = int(c * 0.08)
      printf "%d,%d.%02d,%d.%02d\n", i, int(c / 100), c % 100, int(t / 100), t % 100
    }
  }' > "$input"
fi
count=$(awk 'END { print NR - 1 }' "$input")

echo "Load average before: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
echo "Rows: $count ($(awk -v b="$(wc -c < "$input")" 'BEGIN { printf "%.1f MB", b / 1e6 }'))"
printf '%-34s %9s %14s\n' "tool" "seconds" "rows/s"

start=$EPOCHREALTIME
"$tipcalc" batch --policy percent-18 --input "$input" --output "$work/tipcalc.csv" 2>"$work/tipcalc.log"
seconds=$(elapsed "$start")
batch_seconds=$seconds
printf '%-34s %9s %14s\n' "tipcalc batch (exact, 2 cores)" "$seconds" "$(rate "$count" "$seconds")"

start=$EPOCHREALTIME
"$tipcalc" compare "$input" --policy percent-18 --with percent-20 >"$work/compare.txt"
seconds=$(elapsed "$start")
compare_seconds=$seconds
printf '%-34s %9s %14s\n' "tipcalc compare (two policies)" "$seconds" "$(rate "$count" "$seconds")"

start=$EPOCHREALTIME
awk -F, 'NR == 1 { print $0 ",tip,total,shares"; next }
  { tip = $2 * 0.18; total = $2 + $3 + tip; printf "%s,%.2f,%.2f,%.2f\n", $0, tip, total, total }' \
  "$input" > "$work/awk.csv"
seconds=$(elapsed "$start")
printf '%-34s %9s %14s\n' "awk one-liner (binary floating)" "$seconds" "$(rate "$count" "$seconds")"

start=$EPOCHREALTIME
python3 "$here/batch_compare.py" "$input" "$work/python.csv"
seconds=$(elapsed "$start")
printf '%-34s %9s %14s\n' "python3 csv + decimal" "$seconds" "$(rate "$count" "$seconds")"

# Compare line by line, two files in lockstep (no whole file in memory).
awk -F, -v other="$work/awk.csv" -v pyfile="$work/python.csv" '
  {
    if ((getline line < other) <= 0) { short++; next }
    split(line, a, ",")
    if (FNR > 1) {
      if (a[NF - 2] != $(NF - 2)) tips++
      if (a[NF - 1] != $(NF - 1)) totals++
      if (a[NF - 2] != $(NF - 2) || a[NF - 1] != $(NF - 1)) rows++
    }
    if ((getline pyline < pyfile) <= 0 || pyline != $0) python++
  }
  END {
    n = NR - 1
    printf "awk vs exact: %d of %d tips (%.3f%%) and %d totals (%.3f%%) off by a cent or more; %d rows wrong\n",
      tips, n, n ? 100 * tips / n : 0, totals, n ? 100 * totals / n : 0, rows
    if (python == 0 && short == 0) print "python (decimal) vs tipcalc: identical output"
    else printf "python (decimal) vs tipcalc: %d lines DIFFER\n", python
    exit (python != 0 || short != 0)
  }' "$work/tipcalc.csv"
echo "tipcalc: $(tail -n 1 "$work/tipcalc.log")"
awk -v b="$batch_seconds" -v c="$compare_seconds" 'BEGIN {
  if (c > 0) printf "compare runs at %.0f%% of batch'"'"'s rows per second (at least 40%% expected)\n", 100 * b / c }'
echo "Load average after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
if [[ $keep -eq 1 ]]; then echo "Files kept in $work"; fi
