#!/usr/bin/env bash
# Incremental runs: `devtools lint` over a generated tree of 20,000 files, first with an empty cache,
# then again over the unchanged tree. Target: the second run takes at most a quarter of the first.
# BENCH_QUICK=1 (scripts/bench --quick): a tiny tree and one run, only to show the benchmark still works.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${DEVTOOLS_BIN:-$root/.build/release}"
work="${BENCH_DIR:-$root/scripts/.bench}/incremental"
if [ "${BENCH_QUICK:-}" = 1 ]; then modules=2; runs=1; else modules=200; runs=3; fi
tree="$work/tree"

if [ ! -f "$tree/.complete" ]; then
  rm -rf "$tree"
  python3 - "$tree" "$modules" <<'PY'
import os, sys
tree = sys.argv[1]
langs = ["en", "de", "fr", "ja", "ru"]
for module in range(int(sys.argv[2])):
    base = os.path.join(tree, f"Module{module}")
    for lang in langs:
        d = os.path.join(base, "Resources", f"{lang}.lproj")
        os.makedirs(d, exist_ok=True)
        for table in range(10):
            with open(os.path.join(d, f"Table{table}.strings"), "w") as f:
                for k in range(20):
                    f.write(f'/* Key {k} */\n"m{module}.t{table}.k{k}" = "Value {k} for %@ in {lang}";\n')
    src = os.path.join(base, "Components")
    os.makedirs(src, exist_ok=True)
    for c in range(50):
        name = f"M{module}C{c}Component"
        with open(os.path.join(src, f"{name}.mm"), "w") as f:
            f.write(f'#import "{name}.h"\n\n@implementation {name}\n\n+ (instancetype)newWithModel:(id)model\n{{\n'
                    f'  CKComponentScope scope(self, model);\n  return [super newWithComponent:[CKComponent new]];\n}}\n\n@end\n')
open(os.path.join(tree, ".complete"), "w").close()
PY
fi
count=$(find "$tree" -type f \( -name '*.strings' -o -name '*.mm' \) | wc -l)
echo "tree: $count files" >&2

cache="$work/cache"
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
now() { date +%s.%N; }
first_times=(); second_times=()
for run in $(seq "$runs"); do
  rm -rf "$cache"
  t0=$(now); "$bin/devtools" lint --cache-path "$cache" --format json "$tree" >/dev/null || [ $? -le 1 ]; t1=$(now)
  "$bin/devtools" lint --cache-path "$cache" --format json "$tree" >/dev/null || [ $? -le 1 ]; t2=$(now)
  first_times+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN {print b - a}')")
  second_times+=("$(awk -v a="$t1" -v b="$t2" 'BEGIN {print b - a}')")
done
first=$(printf '%s\n' "${first_times[@]}" | median)
second=$(printf '%s\n' "${second_times[@]}" | median)
ratio=$(awk -v a="$second" -v b="$first" 'BEGIN {print a / b}')
met=$(awk -v r="$ratio" 'BEGIN {print (r <= 0.25) ? "yes" : "no"}')
printf 'first run %.2fs, unchanged second run %.2fs, ratio %.3f\n' "$first" "$second" "$ratio" >&2
printf 'RESULT\tsecond run over an unchanged tree of %s files (lint)\t%.2fs\t%.2fs (first run)\t%.3f\t<= 0.25\t%s\n' \
  "$count" "$second" "$first" "$ratio" "$met"
