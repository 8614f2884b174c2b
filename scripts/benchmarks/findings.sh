#!/usr/bin/env bash
# A million findings (issue 31), two ways:
# - format-mismatch: a development table of 200,000 keys and five translations whose every value reads
#   `%d` where the base reads `%@`: 1,000,000 `format-mismatch` errors, against the same tables without
#   the mismatches (no findings);
# - missing-key: a development table of 400,000 keys and five translations of every other key (half
#   translated, so not one finding for a barely started locale): 1,000,000 `missing-key` warnings,
#   against a development table of only the keys translated (no findings; its table is half as large,
#   so the memory a finding is, if anything, overstated).
# Each output format is timed with its peak memory, in the same run. Targets: at most 5 s in every
# format, and at most 300 bytes of memory a finding (the peak above the clean run's, divided by the
# findings).
# BENCH_QUICK=1 (scripts/bench --quick): 100 and 200 keys (500 findings each) and the formats once, only
# to show the benchmark still works.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${DEVTOOLS_BIN:-$root/.build/release}"
work="${BENCH_DIR:-$root/scripts/.bench}/findings"
if [ "${BENCH_QUICK:-}" = 1 ]; then keys=100; else keys=200000; fi
locales=(de fr es it ja)
findings=$((keys * ${#locales[@]}))

# make FOLDER SPECIFIER: the tables, translations reading SPECIFIER (%d: every key a finding; %@: none).
make() {
  local folder="$1" specifier="$2"
  [ -f "$folder/.complete" ] && return
  rm -rf "$folder"; mkdir -p "$folder"
  python3 - "$folder" "$keys" "$specifier" "${locales[@]}" <<'PY'
import os, sys
folder, keys, specifier, locales = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
os.makedirs(os.path.join(folder, "en.lproj"))
with open(os.path.join(folder, "en.lproj", "Localizable.strings"), "w") as f:
    for k in range(keys):
        f.write(f'"key.{k}" = "Value %@ {k}";\n')
for locale in locales:
    os.makedirs(os.path.join(folder, f"{locale}.lproj"))
    with open(os.path.join(folder, f"{locale}.lproj", "Localizable.strings"), "w") as f:
        for k in range(keys):
            f.write(f'"key.{k}" = "{locale} {specifier} {k}";\n')
PY
  touch "$folder/.complete"
}
make "$work/findings" "%d"
make "$work/clean" "%@"

# half FOLDER EVERY: a development table of twice `keys` keys (every one, or with EVERY=2 only the even
# ones) and translations of the even keys.
half() {
  local folder="$1" every="$2"
  [ -f "$folder/.complete" ] && return
  rm -rf "$folder"; mkdir -p "$folder"
  python3 - "$folder" "$keys" "$every" "${locales[@]}" <<'PY'
import os, sys
folder, keys, every, locales = sys.argv[1], int(sys.argv[2]) * 2, int(sys.argv[3]), sys.argv[4:]
os.makedirs(os.path.join(folder, "en.lproj"))
with open(os.path.join(folder, "en.lproj", "Localizable.strings"), "w") as f:
    for k in range(0, keys, every):
        f.write(f'"key.{k}" = "Value {k}";\n')
for locale in locales:
    os.makedirs(os.path.join(folder, f"{locale}.lproj"))
    with open(os.path.join(folder, f"{locale}.lproj", "Localizable.strings"), "w") as f:
        for k in range(0, keys, 2):
            f.write(f'"key.{k}" = "{locale} {k}";\n')
PY
  touch "$folder/.complete"
}
half "$work/missing" 1
half "$work/missing-clean" 2

# run FOLDER FORMAT: "seconds peak-KB" of one lint-strings run (exit 1, findings at error level, is fine).
run() {
  local start end status=0
  start=$(date +%s.%N)
  /usr/bin/time -o "$work/peak" -f %M "$bin/devtools" lint-strings --no-cache --format "$2" "$1" >/dev/null 2>"$work/stderr" || status=$?
  end=$(date +%s.%N)
  # 1 is findings at error level; /usr/bin/time reports it on its first line.
  [ "$status" -le 1 ] || { echo "findings: lint-strings --format $2 $1 failed ($status):" >&2; cat "$work/stderr" >&2; exit 1; }
  echo "$(awk -v a="$start" -v b="$end" 'BEGIN {printf "%.2f", b - a}') $(tail -1 "$work/peak")"
}

# rows KIND FINDINGS CLEAN: the two rows of each format for one kind of finding.
rows() {
  local kind="$1" with="$2" without="$3" format ours_time ours_peak peer_time peer_peak ratio met per
  for format in text json sarif html xcode github; do
    read -r ours_time ours_peak < <(run "$with" "$format")
    read -r peer_time peer_peak < <(run "$without" "$format")
    echo "$kind, --format $format: $ours_time s, $ours_peak KB with $findings findings; $peer_time s, $peer_peak KB without" >&2
    ratio=$(awk -v a="$ours_time" -v b="$peer_time" 'BEGIN {printf "%.2f", a / (b > 0 ? b : 0.01)}')
    met=$(awk -v t="$ours_time" 'BEGIN {print (t <= 5) ? "yes" : "no"}')
    printf 'RESULT\tlint-strings, %s %s findings, --format %s (wall time)\t%ss\t%ss (no findings)\t%s\t<= 5 s\t%s\n' \
      "$findings" "$kind" "$format" "$ours_time" "$peer_time" "$ratio" "$met"
    per=$(awk -v a="$ours_peak" -v b="$peer_peak" -v n="$findings" 'BEGIN {printf "%d", (a - b) * 1024 / n}')
    ratio=$(awk -v a="$ours_peak" -v b="$peer_peak" 'BEGIN {printf "%.2f", a / (b > 0 ? b : 1)}')
    met=$(awk -v p="$per" 'BEGIN {print (p <= 300) ? "yes" : "no"}')
    printf 'RESULT\tlint-strings peak memory, %s %s findings, --format %s (%s B a finding above the clean run)\t%s MB\t%s MB (no findings)\t%s\t<= 300 B a finding\t%s\n' \
      "$findings" "$kind" "$format" "$per" "$((ours_peak / 1024))" "$((peer_peak / 1024))" "$ratio" "$met"
  done
}
rows format-mismatch "$work/findings" "$work/clean"
rows missing-key "$work/missing" "$work/missing-clean"
