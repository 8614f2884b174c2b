#!/usr/bin/env bash
# Benchmark of `devtools lint-strings --no-cache`: the corpus .strings files replicated to at least 50 MB, linted
# (JSON output) against a peer that only parses the same files with Foundation's
# PropertyListSerialization (scripts/peers/plist-parse). Prints wall time of both and their ratio
# (target ≤ 0.1), and our peak memory against twice the largest single file plus a constant (the same
# run over the same file names, all empty). Needs ../shared/corpus/strings and $DEVTOOLS_BIN (set by scripts/bench).
# BENCH_QUICK=1 (scripts/bench --quick): one copy of the corpus and one run, only to show it still works.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
corpus="$root/../shared/corpus/strings"
bench="${BENCH_DIR:-$root/scripts/.bench}"
data="$bench/strings-corpus"
bin="${DEVTOOLS_BIN:-$root/.build/release}"
if [ "${BENCH_QUICK:-}" = 1 ]; then target_bytes=1; runs=1; else target_bytes=$((50 * 1024 * 1024)); runs=3; fi

if [ ! -d "$corpus" ]; then
  echo "strings benchmark: $corpus is absent; skipped" >&2
  exit 0
fi
if ! /usr/bin/time -v true >/dev/null 2>&1; then
  echo "installing GNU time for peak-memory figures" >&2
  (apt-get install -y time >/dev/null 2>&1 || sudo apt-get install -y time >/dev/null 2>&1) || true
fi

# 1. Data: whole copies of the corpus .strings files until the total reaches 50 MB.
mkdir -p "$bench"
if [ ! -f "$data/.complete" ]; then
  rm -rf "$data"
  mkdir -p "$data"
  total=0
  copy=0
  while [ "$total" -lt "$target_bytes" ]; do
    copy=$((copy + 1))
    (cd "$corpus" && find . -name '*.strings' -print0 | while IFS= read -r -d '' f; do
      mkdir -p "$data/copy$copy/$(dirname "$f")"
      cp "$f" "$data/copy$copy/$f"
    done)
    total=$(find "$data" -name '*.strings' -printf '%s\n' | awk '{s+=$1} END {print s+0}')
  done
  touch "$data/.complete"
fi
total=$(find "$data" -name '*.strings' -printf '%s\n' | awk '{s+=$1} END {print s+0}')
count=$(find "$data" -name '*.strings' | wc -l)
largest=$(find "$data" -name '*.strings' -printf '%s\n' | sort -n | tail -1)
echo "data: $count files, $total bytes, largest $largest bytes" >&2

# 2. The peer, built once into scripts/.bench.
peer="$bench/plist-parse"
if [ ! -x "$peer" ] || [ "$root/scripts/peers/plist-parse/main.swift" -nt "$peer" ]; then
  swiftc -O "$root/scripts/peers/plist-parse/main.swift" -o "$peer" >&2
fi

seconds() { python3 -c 'import sys; print(f"{float(sys.argv[1]):.3f}")' "$1"; }
# Wall clock in seconds without starting a process (bash ≥ 5), so the timer adds nothing to a run.
now() { echo "${EPOCHREALTIME/,/.}"; }

# 3. Runs: the median of three for us (--no-cache: every run lints), one run for the (much slower) peer.
files_list="$bench/strings-files.txt"
find "$data" -name '*.strings' | sort > "$files_list"
ours_times=()
for _ in $(seq "$runs"); do
  start=$(now)
  "$bin/devtools" lint-strings --no-cache --format json "$data" > "$bench/strings-ours.json" || [ $? -le 1 ]
  end=$(now)
  ours_times+=("$(python3 -c "print($end - $start)")")
done
ours_best=$(printf '%s\n' "${ours_times[@]}" | sort -g | sed -n "$(( (runs + 1) / 2 ))p")
start=$(now)
"$peer" < "$files_list" >&2
end=$(now)
peer_time=$(python3 -c "print($end - $start)")
ratio=$(python3 -c "print(f'{$ours_best / $peer_time:.3f}')")
met=$(python3 -c "print('yes' if $ours_best / $peer_time <= 0.1 else 'no')")
echo "ours: $(seconds "$ours_best") s, peer (PropertyListSerialization, one core): $(seconds "$peer_time") s" >&2
printf 'RESULT\tlint-strings wall time, %s MB (s)\t%s\t%s\t%s\t<= 0.1\t%s\n' \
  "$((total / 1024 / 1024))" "$(seconds "$ours_best")" "$(seconds "$peer_time")" "$ratio" "$met"

# 4. Peak memory against a constant: the same run over a tree of the same file names, all empty (the
#    process, discovery and per-file overhead, which do not depend on what the files hold), plus twice
#    the largest file. The run over one tiny file is shown too.
if /usr/bin/time -v true >/dev/null 2>&1; then
  peak_kb() {
    local log="$bench/strings-time.log"
    /usr/bin/time -v "$@" >/dev/null 2>"$log" || true
    awk -F': ' '/Maximum resident set size/ {print $2}' "$log"
  }
  empty_tree="$bench/strings-empty-tree"
  if [ ! -f "$empty_tree/.complete" ]; then
    rm -rf "$empty_tree"
    (cd "$data" && find . -name '*.strings' -print0) | while IFS= read -r -d '' f; do
      mkdir -p "$empty_tree/$(dirname "$f")"
      : > "$empty_tree/$f"
    done
    touch "$empty_tree/.complete"
  fi
  tiny="$bench/strings-tiny"
  mkdir -p "$tiny/en.lproj"
  printf '"a" = "A";\n' > "$tiny/en.lproj/Localizable.strings"
  tiny_peak=$(peak_kb "$bin/devtools" lint-strings --no-cache --format json "$tiny")
  base=$(peak_kb "$bin/devtools" lint-strings --no-cache --format json "$empty_tree")
  peak=$(peak_kb "$bin/devtools" lint-strings --no-cache --format json "$data")
  allowed=$((base + 2 * largest / 1024))
  echo "peak memory: $peak KB; one tiny file: $tiny_peak KB; same $count names, all empty: $base KB;" \
    "allowed: $base KB + 2 x $largest bytes = $allowed KB" >&2
  printf 'RESULT\tlint-strings peak memory (KB)\t%s\t%s\t%s\t<= 1.0\t%s\n' \
    "$peak" "$allowed" "$(python3 -c "print(f'{$peak / $allowed:.3f}')")" "$( [ "$peak" -le "$allowed" ] && echo yes || echo no)"
else
  echo "peak memory: /usr/bin/time is not available; skipped" >&2
fi
