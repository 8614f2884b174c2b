#!/usr/bin/env bash
# Benchmark of `devtools lint-strings --no-cache` on one large `.strings` file dense with what makes
# parsing slow: escapes (`\"`, `\n`, `\t`, `\\`, `\U00E9`), format specifiers (`%@`, `%ld`, `%1$@`, `%%`)
# and block and line comments, in an `en.lproj` (so the cross-locale pass runs too). The peer parses the
# same file with Foundation's PropertyListSerialization (scripts/peers/plist-parse). Prints the median
# wall time of both and their ratio (target <= 0.05), and our peak memory (no target).
# BENCH_QUICK=1 (scripts/bench --quick): a file of about 500 KB and one run, only to show it still works.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${DEVTOOLS_BIN:-$root/.build/release}/devtools"
bench="${BENCH_DIR:-$root/scripts/.bench}"
data="$bench/escapes"
if [ "${BENCH_QUICK:-}" = 1 ]; then megabytes=0.5; runs=1; peer_runs=1; else megabytes=54; runs="${RUNS:-5}"; peer_runs=3; fi
file="$data/en.lproj/Localizable.strings"

# 1. Data: entries cycling through five shapes until the file reaches the size (regenerated when the
#    size asked for changes).
if [ ! -f "$data/.complete-$megabytes" ]; then
  rm -rf "$data"
  mkdir -p "$data/en.lproj"
  python3 - "$file" "$megabytes" <<'PY'
import sys
path, target = sys.argv[1], int(float(sys.argv[2]) * 1024 * 1024)
shapes = [
    '/* Confirmation shown when deleting "Item {i}".\n   The argument is the item\'s name; keep the \\n line breaks. */\n'
    '"item.{i}.delete" = "Delete \\"%@\\"?\\nThis cannot be undone.\\n\\nIt is item {i} of %ld.";\n',
    '// Title of tab {i}: a quoted word, a tab and two arguments\n'
    '"tab.{i}.title" = "\\"Tab\\" #%ld:\\t%@ \\\\ caf\\U00E9 \\"{i}\\"";\n',
    '/* A sentence with quotes and a line break */\n'
    '"note.{i}" = "She said \\"hello %1$@\\" and left.\\nLine two, 100%% done: %1$@";\n',
    '"greeting.{i}" = "Hello, %@! You have %ld new \\"messages\\".\\nTap to read them.";\n',
    '/* Multi-line\n * block comment {i}\n */\n'
    '"path.{i}" = "C:\\\\Users\\\\%@\\\\Documents \\"{i}\\"\\r\\n";\n',
]
with open(path, "w") as out:
    size = i = 0
    while size < target:
        text = shapes[i % len(shapes)].format(i=i)
        out.write(text)
        size += len(text.encode())
        i += 1
PY
  touch "$data/.complete-$megabytes"
fi
bytes=$(stat -c %s "$file")
echo "data: one file, $bytes bytes, $(grep -c '\\' "$file") lines with a backslash" >&2

# 2. The peer, built once into scripts/.bench (shared with strings.sh).
peer="$bench/plist-parse"
if [ ! -x "$peer" ] || [ "$root/scripts/peers/plist-parse/main.swift" -nt "$peer" ]; then
  swiftc -O "$root/scripts/peers/plist-parse/main.swift" -o "$peer" >&2
fi

# median of the first field of each line on stdin
median() { sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
timing="$bench/escapes-time.txt"
ours_times=() ours_mems=() peer_times=()
cat "$file" > /dev/null  # warm the page cache for both
for _ in $(seq "$runs"); do
  /usr/bin/time -o "$timing" -f '%e %M' "$bin" lint-strings --no-cache --format json "$data" > "$bench/escapes-ours.json" 2>/dev/null || [ $? -le 1 ]
  read -r t m < <(tail -1 "$timing")
  ours_times+=("$t"); ours_mems+=("$m")
done
for _ in $(seq "$peer_runs"); do
  /usr/bin/time -o "$timing" -f '%e %M' "$peer" <<<"$file" >&2
  read -r t _ < <(tail -1 "$timing")
  peer_times+=("$t")
done
ours=$(printf '%s\n' "${ours_times[@]}" | median)
peer_time=$(printf '%s\n' "${peer_times[@]}" | median)
mem=$(printf '%s\n' "${ours_mems[@]}" | median)
echo "ours: ${ours_times[*]} s (median $ours), peak ${mem} KB; peer (PropertyListSerialization): ${peer_times[*]} s (median $peer_time)" >&2
echo "findings: $(grep -c '"ruleID"' "$bench/escapes-ours.json" || true)" >&2
ratio=$(awk -v a="$ours" -v b="$peer_time" 'BEGIN {printf "%.3f", a / (b > 0 ? b : 0.01)}')
met=$(awk -v r="$ratio" 'BEGIN {print (r <= 0.05) ? "yes" : "no"}')
printf 'RESULT\tlint-strings, one %s MB file dense with escapes and comments (wall time)\t%ss\t%ss (PropertyListSerialization)\t%s\t<= 0.05\t%s\n' \
  "$((bytes / 1048576))" "$ours" "$peer_time" "$ratio" "$met"
printf 'RESULT\tlint-strings, one %s MB file dense with escapes: peak memory / file size\t%s MB\t%s MB (file)\t%s\tbounded\t-\n' \
  "$((bytes / 1048576))" "$((mem / 1024))" "$((bytes / 1048576))" "$(awk -v a="$mem" -v b="$bytes" 'BEGIN {printf "%.2f", a * 1024 / b}')"
