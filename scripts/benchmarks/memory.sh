#!/usr/bin/env bash
# Peak memory against locheck (issue 31): two localizations with an Xcode-style comment above each
# entry, every translation one key short and with one `%1$d` where the base reads `%1$@` (so every file
# but the base has a finding to show): 40 locales x 5,000 keys (~26 MB) and 100 locales x 20,000 keys
# (~256 MB). lint-strings runs in every output format; each format's median peak memory is compared with
# locheck's (`locheck discoverlproj App --base en`, which reports the same two findings per translation),
# target <= 1.0. The time of the text format against locheck's is kept too (target <= 0.1).
# locheck only when LOCHECK names its binary (README, Speed and memory); without it the rows say "peer
# not built". Runs alternate, RUNS each (default 3; locheck takes over a minute on the large set).
# BENCH_QUICK=1 (scripts/bench --quick): 3 locales x 50 keys and one run, only to show it still works.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${DEVTOOLS_BIN:-$root/.build/release}/devtools"
work="${BENCH_DIR:-$root/scripts/.bench}/memory"
if [ "${BENCH_QUICK:-}" = 1 ]; then sets=("3 50"); runs=1; else sets=("40 5000" "100 20000"); runs="${RUNS:-3}"; fi
formats=(text json sarif html xcode github)
mkdir -p "$work"

# make FOLDER LOCALES KEYS
make() {
  [ -f "$1/.complete" ] && return
  rm -rf "$1"; mkdir -p "$1"
  python3 - "$1" "$2" "$3" "$root/Resources/Data/cldr-plural-categories.json" <<'PY'
import json, os, sys
out, count, keys = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
cldr = json.load(open(sys.argv[4]))["cardinal"]
locales = ["en"] + sorted(k.replace("_", "-") for k in cldr if k != "en")[: count - 1]
for n, locale in enumerate(locales):
    folder = os.path.join(out, "App", f"{locale}.lproj")
    os.makedirs(folder)
    with open(os.path.join(folder, "Localizable.strings"), "w") as f:
        for i in range(keys):
            if n and i == (n * 7) % keys: continue  # one key missing in each translation
            first = "%1$d" if n and i == (n * 13) % keys else "%1$@"  # one specifier of another type
            f.write(f'/* Class = "UILabel"; text = "Title {i}"; ObjectID = "abc-{i:05d}-xyz"; */\n'
                    f'"screen.{i // 50}.label.{i}" = "{locale} text {i}: {first} of %2$ld";\n\n')
PY
  touch "$1/.complete"
}

# measure COMMAND…: "seconds peak-KB" of one run (exit 1, findings at error level, is fine).
measure() {
  local status=0
  /usr/bin/time -o "$work/time.txt" -f '%e %M' "$@" > /dev/null 2> "$work/stderr.txt" || status=$?
  [ "$status" -le 1 ] || { echo "memory: $* failed ($status):" >&2; cat "$work/stderr.txt" >&2; exit 1; }
  tail -1 "$work/time.txt"
}
median() { sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }

for set in "${sets[@]}"; do
  read -r locales keys <<<"$set"
  data="$work/${locales}x${keys}"
  make "$data" "$locales" "$keys"
  label="$locales locales x $keys keys ($(du -sm "$data/App" | cut -f1) MB)"
  declare -A times=() peaks=()
  lc_times=() lc_peaks=()
  for _ in $(seq "$runs"); do
    for format in "${formats[@]}"; do
      read -r t m < <(measure "$bin" lint-strings --no-cache --format "$format" "$data/App")
      times[$format]+="$t "; peaks[$format]+="$m "
    done
    if [ -n "${LOCHECK:-}" ] && [ -x "${LOCHECK:-}" ]; then
      read -r t m < <(measure "$LOCHECK" discoverlproj "$data/App" --base en)
      lc_times+=("$t"); lc_peaks+=("$m")
    fi
  done
  have_peer=0
  if [ ${#lc_peaks[@]} -gt 0 ]; then
    have_peer=1
    lc_time=$(printf '%s\n' "${lc_times[@]}" | median); lc_peak=$(printf '%s\n' "${lc_peaks[@]}" | median)
    echo "$label: locheck ${lc_times[*]} s, ${lc_peaks[*]} KB" >&2
  else
    [ -z "${LOCHECK:-}" ] || echo "LOCHECK=$LOCHECK is not an executable file" >&2
  fi
  for format in "${formats[@]}"; do
    time=$(tr ' ' '\n' <<<"${times[$format]}" | grep . | median); peak=$(tr ' ' '\n' <<<"${peaks[$format]}" | grep . | median)
    echo "$label, --format $format: ${times[$format]}s, ${peaks[$format]}KB" >&2
    figure="lint-strings vs locheck, peak memory, $label, --format $format"
    if [ $have_peer = 1 ]; then
      ratio=$(awk -v a="$peak" -v b="$lc_peak" 'BEGIN {printf "%.2f", a / b}')
      printf 'RESULT\t%s\t%s MB\t%s MB (locheck)\t%s\t<= 1.0\t%s\n' "$figure" "$((peak / 1024))" "$((lc_peak / 1024))" "$ratio" \
        "$([ "$peak" -le "$lc_peak" ] && echo yes || echo no)"
    else
      printf 'RESULT\t%s\t%s MB\tpeer not built\t-\t<= 1.0\t-\n' "$figure" "$((peak / 1024))"
    fi
    if [ "$format" = text ]; then
      figure="lint-strings vs locheck, wall time, $label, --format text"
      if [ $have_peer = 1 ]; then
        ratio=$(awk -v a="$time" -v b="$lc_time" 'BEGIN {printf "%.3f", a / (b > 0 ? b : 0.01)}')
        printf 'RESULT\t%s\t%ss\t%ss (locheck)\t%s\t<= 0.1\t%s\n' "$figure" "$time" "$lc_time" "$ratio" \
          "$(awk -v r="$ratio" 'BEGIN {print (r <= 0.1) ? "yes" : "no"}')"
      else
        printf 'RESULT\t%s\t%ss\tpeer not built\t-\t<= 0.1\t-\n' "$figure" "$time"
      fi
    fi
  done
  unset times peaks
done
