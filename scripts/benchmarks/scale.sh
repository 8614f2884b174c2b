#!/usr/bin/env bash
# Scale: one 200 MB .strings file and one 50 MB source file, each linted at a quarter of its size and in
# full. Time should grow linearly (ratio full/quarter near 4) and peak memory stay bounded by the file
# (lint-components: at most 3x its size, issue 14). Each file is linted alone (--no-project-context).
# BENCH_QUICK=1 (scripts/bench --quick): files of a few hundred KB, only to show the benchmark still works.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${DEVTOOLS_BIN:-$root/.build/release}"
work="${BENCH_DIR:-$root/scripts/.bench}/scale"
if [ "${BENCH_QUICK:-}" = 1 ]; then scale=0.002; else scale=1; fi  # of 200 MB and 50 MB
mkdir -p "$work"

python3 - "$work" "$scale" <<'PY'
import os, sys
work = sys.argv[1]
scale = float(sys.argv[2])
def make(path, unit, size):
    if os.path.exists(path) and os.path.getsize(path) >= size: return
    with open(path, "w") as f:
        written, i = 0, 0
        while written < size:
            chunk = unit(i); f.write(chunk); written += len(chunk.encode()); i += 1
entry = lambda i: f'/* Entry {i} */\n"key.{i}" = "Value number {i} with %@ and \\"quotes\\" — ünïcødé";\n'
source = lambda i: (f"@implementation Item{i}Component\n+ (instancetype)newWithModel:(id)model\n{{\n"
                    f"  CKComponentScope scope(self, model);\n  return [super newWithComponent:nil];\n}}\n@end\n")
make(os.path.join(work, "quarter.strings"), entry, int(scale * 50 * 1024 * 1024))
make(os.path.join(work, "full.strings"), entry, int(scale * 200 * 1024 * 1024))
make(os.path.join(work, "quarter.mm"), source, int(scale * (12 * 1024 * 1024 + 512 * 1024)))
make(os.path.join(work, "full.mm"), source, int(scale * 50 * 1024 * 1024))
PY

# The one file alone: with its project as context (the default for a named file), the other file
# beside it and whatever else the repository holds would be linted too, and measured with it.
measure() {  # prints "seconds peakKB"
  /usr/bin/time -f "%e %M" "$bin/devtools" "$1" --no-cache --no-project-context --format json "$2" 2>&1 >/dev/null | tail -1
}
for kind in strings:lint-strings mm:lint-components; do
  ext="${kind%%:*}"; command="${kind##*:}"
  read -r tq mq < <(measure "$command" "$work/quarter.$ext")
  read -r tf mf < <(measure "$command" "$work/full.$ext")
  size=$(stat -c %s "$work/full.$ext")
  growth=$(awk -v a="$tf" -v b="$tq" 'BEGIN {printf "%.2f", a / (b > 0 ? b : 0.01)}')  # %e counts in 0.01 s
  linear=$(awk -v g="$growth" 'BEGIN {print (g <= 5) ? "yes" : "no"}')
  echo "$command: quarter ${tq}s ${mq} KB, full ${tf}s ${mf} KB, file $((size / 1048576)) MB" >&2
  printf 'RESULT\t%s on one %s MB file: time growth from a quarter of it\t%ss\t%ss (quarter)\t%s\t~4 (linear)\t%s\n' \
    "$command" "$((size / 1048576))" "$tf" "$tq" "$growth" "$linear"
  memory=$(awk -v a="$mf" -v b="$size" 'BEGIN {printf "%.2f", a * 1024 / b}')
  # lint-components' peak has issue 14's target (3x the file); lint-strings' is bounded by the file.
  if [ "$command" = lint-components ]; then
    target="<= 3"; met=$(awk -v r="$memory" 'BEGIN {print (r <= 3) ? "yes" : "no"}')
  else
    target="bounded"; met="-"
  fi
  printf 'RESULT\t%s on one %s MB file: peak memory / file size\t%s MB\t%s MB (file)\t%s\t%s\t%s\n' \
    "$command" "$((size / 1048576))" "$((mf / 1024))" "$((size / 1048576))" "$memory" "$target" "$met"
done
