#!/usr/bin/env bash
# clean-support against du -s (sizing) and rm -rf (deletion) on a generated DeviceSupport tree of
# 200,000 files, in the same run. Targets: sizing at most 0.8x du -s, deletion at most 1.1x rm -rf.
# BENCH_QUICK=1 (scripts/bench --quick): a tiny tree and one run, only to show the benchmark still works.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${DEVTOOLS_BIN:-$root/.build/release}"
work="${BENCH_DIR:-$root/scripts/.bench}/clean"
# versions x folders x files, and runs of sizing and deletion
if [ "${BENCH_QUICK:-}" = 1 ]; then shape=(2 2 5); size_runs=1; delete_runs=1; else shape=(40 50 100); size_runs=5; delete_runs=3; fi
tree="$work/tree"
mkdir -p "$work"

if [ ! -f "$work/.complete" ]; then
  rm -rf "$tree"
  python3 - "$tree" "${shape[@]}" <<'PY'
import os, sys
tree = sys.argv[1]
versions, folders, files = map(int, sys.argv[2:5])
support = os.path.join(tree, "iOS DeviceSupport")
payload = b"x" * 1500
for v in range(versions):                # 40 version folders x 50 folders x 100 files = 200,000 files
    version = os.path.join(support, f"{10 + v // 10}.{v % 10} (2{v}A{100 + v})")
    for d in range(folders):
        folder = os.path.join(version, "Symbols", "System", "Library", f"Frameworks{d}")
        os.makedirs(folder, exist_ok=True)
        for f in range(files):
            with open(os.path.join(folder, f"file{f}.dylib"), "wb") as out:
                out.write(payload)
PY
  touch "$work/.complete"
fi
count=$(find "$tree" -type f | wc -l)
echo "tree: $count files" >&2

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", b - a}'; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# Sizing: warm caches once, then alternate.
du -s "$tree" >/dev/null
ours=(); peer=()
for run in $(seq "$size_runs"); do
  t0=$(now); "$bin/clean-support" --root "$tree" --dry-run --keep-latest 0 --format json >/dev/null; t1=$(now)
  du -s "$tree" >/dev/null; t2=$(now)
  ours+=("$(elapsed "$t0" "$t1")"); peer+=("$(elapsed "$t1" "$t2")")
done
size_ours=$(printf '%s\n' "${ours[@]}" | median); size_peer=$(printf '%s\n' "${peer[@]}" | median)
ours_bytes=$("$bin/clean-support" --root "$tree" --dry-run --keep-latest 0 --format json | python3 -c 'import json,sys; print(json.load(sys.stdin)["summary"]["reclaimableBytes"])')
du_bytes=$(( $(du -s -B1 "$tree/iOS DeviceSupport" | cut -f1) - $(stat -c %b "$tree/iOS DeviceSupport") * 512 ))
echo "sizing: ours ${size_ours}s, du -s ${size_peer}s; bytes ours $ours_bytes, du $du_bytes" >&2

# Deletion: identical copies, alternating which goes first.
ours=(); peer=()
for run in $(seq "$delete_runs"); do
  rm -rf "$work/a" "$work/b"
  cp -a "$tree" "$work/a"; cp -a "$tree" "$work/b"; sync
  t0=$(now); "$bin/clean-support" --root "$work/a" --keep-latest 0 --yes --format json >/dev/null; t1=$(now)
  rm -rf "$work/b/iOS DeviceSupport/"*; t2=$(now)
  ours+=("$(elapsed "$t0" "$t1")"); peer+=("$(elapsed "$t1" "$t2")")
  left=$(find "$work/a" -type f | wc -l)
  [ "$left" -eq 0 ] || { echo "clean-support left $left files" >&2; exit 1; }
done
rm -rf "$work/a" "$work/b"
del_ours=$(printf '%s\n' "${ours[@]}" | median); del_peer=$(printf '%s\n' "${peer[@]}" | median)
echo "deletion: ours ${del_ours}s, rm -rf ${del_peer}s" >&2

report() {
  ratio=$(awk -v a="$2" -v b="$3" 'BEGIN {printf "%.2f", a / b}')
  met=$(awk -v r="$ratio" -v t="$4" 'BEGIN {print (r <= t) ? "yes" : "no"}')
  printf 'RESULT\t%s\t%ss\t%ss (%s)\t%s\t<= %s\t%s\n' "$1" "$2" "$3" "$5" "$ratio" "$4" "$met"
}
report "clean-support sizing, $count files" "$size_ours" "$size_peer" 0.8 "du -s"
report "clean-support deletion, $count files" "$del_ours" "$del_peer" 1.1 "rm -rf"
