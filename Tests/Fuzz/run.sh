#!/usr/bin/env bash
# Builds each libFuzzer target with address sanitizer and runs it for a bounded time against
# the seed corpus kept in the repository.
#
#   Tests/Fuzz/run.sh [seconds-per-target] [target...]
#
# Targets: decimal (amount parser), catalog (catalog loader), csv (batch CSV reader),
# keypad (BillEntry state machine), documents (receipt and shift readers, settling and sharing). New inputs that libFuzzer finds go to a scratch corpus
# under .build-fuzz/, never into the repository; a crash input is written to .build-fuzz/ and
# the script exits non-zero: turn it into a regression test, then fix the bug.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-20}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(decimal catalog csv keypad documents)

work=.build-fuzz
mkdir -p "$work/modules"
# The gold linker warns about every ASan helper symbol; keep real diagnostics only.
quiet() { grep -v "Cannot export local symbol" || true; }
flags=(-sanitize=fuzzer,address -parse-as-library -enable-testing -g -Onone -package-name TipEngine)

# The C target TipBatch imports (TipWriteback): an archive, and a module map for swiftc where
# SwiftPM would write one.
mkdir -p "$work/modules/TipWriteback"
clang -fsanitize=fuzzer-no-link,address -g -O0 -I Sources/TipWriteback/include \
  -c Sources/TipWriteback/TipWriteback.c -o "$work/modules/TipWriteback.o"
ar rcs "$work/modules/libTipWriteback.a" "$work/modules/TipWriteback.o"
printf 'module TipWriteback {\n  umbrella header "%s"\n  export *\n}\n' \
  "$PWD/Sources/TipWriteback/include/TipWriteback.h" > "$work/modules/TipWriteback/module.modulemap"

# Each module, once, as a static module the targets import with @testable, in dependency order;
# rebuilt when a source it is made from has changed.
modules=(TipJSON TipPricing TipScreens TipReceipts TipPools TipPayroll TipLint TipCatalogTesting TipEngine TipCalculatorModel TipBatch TipArguments TipGraphics TipCLI)
for module in "${modules[@]}"; do
  [ -d "Sources/$module" ] || continue
  archive="$work/modules/lib$module.a"
  if [ -f "$archive" ] && [ -z "$(find Sources -newer "$archive" -name '*.swift' | head -1)" ]; then
    continue
  fi
  echo "building $module with -sanitize=fuzzer,address"
  swiftc "${flags[@]}" -module-name "$module" -emit-library -static -emit-module \
    -I "$work/modules" -I "$work/modules/TipWriteback" -emit-module-path "$work/modules/$module.swiftmodule" \
    -o "$archive" $(find "Sources/$module" -name '*.swift' | sort) 2>&1 | quiet
done
# What each target links, most dependent module first.
engine="-lTipEngine -lTipPayroll -lTipLint -lTipCatalogTesting -lTipPools -lTipReceipts -lTipScreens -lTipPricing -lTipJSON"
libraries() {
  case "$1" in
    csv) echo -lTipCLI -lTipGraphics -lTipArguments -lTipBatch -lTipWriteback -lTipCalculatorModel $engine ;;
    keypad) echo -lTipCalculatorModel $engine ;;
    *) echo $engine ;;
  esac
}

status=0

for target in "${targets[@]}"; do
  source="Tests/Fuzz/targets/Fuzz$(echo "${target:0:1}" | tr a-z A-Z)${target:1}.swift"
  [ -f "$source" ] || { echo "no fuzz target '$target' ($source)" >&2; exit 64; }
  binary="$work/fuzz-$target"
  read -r -a libs <<<"$(libraries "$target")"
  libs=(-L "$work/modules" "${libs[@]}")
  swiftc "${flags[@]}" -I "$work/modules" -I "$work/modules/TipWriteback" "${libs[@]}" "$source" \
    -o "$binary" 2>&1 | quiet
  scratch="$work/corpus-$target"
  mkdir -p "$scratch"
  echo "fuzzing $target for ${seconds}s"
  if ! (cd "$work" && "./fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      -print_final_stats=1 "corpus-$target" "../Tests/Fuzz/corpus/$target") > "$work/$target.log" 2>&1; then
    echo "fuzz target '$target' failed; see $work/$target.log and the crash-* file in $work" >&2
    tail -30 "$work/$target.log" >&2
    status=1
  else
    grep -E 'stat::number_of_executed_units|cov:' "$work/$target.log" | tail -2
  fi
done
exit $status
