#!/usr/bin/env bash
# Cross-locale lint cost: a generated localization of 40 languages x 5,000 keys (.strings with two
# numbered placeholders per value plus a .stringsdict of 250 plural keys per language), linted fully
# (per-file pass + cross-locale checks) and with only the per-file pass (`strings: {cross-locale:
# false}`), same files, same run. Prints RESULT lines (time ratio and peak-memory ratio, target <= 1.5x
# each). Then `devtools lint-strings --no-cache App` (no config: the development language is en by
# default) against locheck (Asana/locheck, the closest peer) when LOCHECK names its binary (`locheck
# discoverlproj App --base en`, which finds nothing wrong in these files either), runs alternating:
# median time <= 0.1x and median peak memory <= 1.0x locheck's. Without LOCHECK those rows say "peer
# not built".
# Every run is --no-cache. BENCH_QUICK=1 (scripts/bench --quick): a tiny tree and one run, only to show
# the benchmark still works.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${DEVTOOLS_BIN:-$root/.build/release}/devtools"
bench="${BENCH_DIR:-$root/scripts/.bench}"
data="$bench/locales"
# keys and plural keys per language, runs
if [ "${BENCH_QUICK:-}" = 1 ]; then shape=(50 5); keys=50; runs="${RUNS:-1}"; else shape=(5000 250); keys=5,000; runs="${RUNS:-7}"; fi

if [ ! -f "$data/.complete-v2" ]; then
  echo "generating $data ..." >&2
  rm -rf "$data"; mkdir -p "$data"
  python3 - "$data" "$root/Resources/Data/cldr-plural-categories.json" "${shape[@]}" <<'PY'
import json, os, sys
root = sys.argv[1]
cldr = json.load(open(sys.argv[2]))["cardinal"]
keys, plurals = int(sys.argv[3]), int(sys.argv[4])
langs = ["en", "de", "fr", "es", "it", "pt-BR", "pt-PT", "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "hu",
         "ro", "ru", "uk", "tr", "el", "he", "ar", "hi", "th", "vi", "id", "ms", "ja", "ko", "zh-Hans", "zh-Hant",
         "ca", "hr", "sl", "bg", "lt", "lv", "et", "is"]
assert len(langs) == 40
for lang in langs:
    folder = os.path.join(root, "App", f"{lang}.lproj")
    os.makedirs(folder)
    with open(os.path.join(folder, "Localizable.strings"), "w") as out:
        for i in range(keys):
            out.write(f'/* Comment for key {i} */\n"screen.{i // 50}.label.{i}" = "{lang} text {i}: %1$@ of %2$ld";\n')
    cats = cldr.get(lang.replace("-", "_")) or cldr[lang.split("-")[0]]
    with open(os.path.join(folder, "Localizable.stringsdict"), "w") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n')
        for i in range(plurals):
            body = "".join(f"\t\t\t<key>{c}</key>\n\t\t\t<string>%d {lang} item {i} {c}</string>\n" for c in cats)
            out.write(f"\t<key>plural.{i}</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@count@</string>\n"
                      f"\t\t<key>count</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
                      f"\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n{body}\t\t</dict>\n\t</dict>\n")
        out.write("</dict>\n</plist>\n")
PY
  touch "$data/.complete-v2"
fi
printf 'strings:\n  cross-locale: false\n' > "$bench/locales-per-file.yml"
printf 'strings:\n  base: en\n' > "$bench/locales-full.yml"
echo "data: $(du -sh "$data" | cut -f1), $(find "$data" -type f -name '*.strings*' | wc -l) files" >&2

# median wall time (s) and median peak RSS (KB) over $runs runs of: devtools lint-strings --config CONFIG
measure() {
  local config="$1" timing="$bench/locales-time.txt" times=() mems=()
  for _ in $(seq "$runs"); do
    /usr/bin/time -o "$timing" -f '%e %M' "$bin" lint-strings --no-cache --config "$config" --format json "$data" > /dev/null 2>&1 || [ $? -le 1 ]
    read -r t m < <(tail -1 "$timing")
    times+=("$t"); mems+=("$m")
  done
  local mid=$(( (runs + 1) / 2 ))
  echo "$(printf '%s\n' "${times[@]}" | sort -g | sed -n "${mid}p") $(printf '%s\n' "${mems[@]}" | sort -g | sed -n "${mid}p")"
}

read -r full_t full_m <<<"$(measure "$bench/locales-full.yml")"
read -r file_t file_m <<<"$(measure "$bench/locales-per-file.yml")"
echo "full cross-locale: ${full_t}s, ${full_m} KB; per-file only: ${file_t}s, ${file_m} KB" >&2
"$bin" lint-strings --no-cache --config "$bench/locales-full.yml" "$data" 2>/dev/null | tail -1 >&2 || true

ratio_t="$(awk "BEGIN{printf \"%.2f\", $full_t / ($file_t > 0 ? $file_t : 0.01)}")"
ratio_m="$(awk "BEGIN{printf \"%.2f\", $full_m / $file_m}")"
met_t="$(awk "BEGIN{print ($ratio_t <= 1.5) ? \"yes\" : \"no\"}")"
met_m="$(awk "BEGIN{print ($ratio_m <= 1.5) ? \"yes\" : \"no\"}")"
printf 'RESULT\tlocales: lint time, 40 langs x %s keys (full vs per-file pass)\t%ss\t%ss\t%s\t<= 1.5\t%s\n' "$keys" "$full_t" "$file_t" "$ratio_t" "$met_t"
printf 'RESULT\tlocales: peak memory (full vs per-file pass)\t%s MB\t%s MB\t%s\t<= 1.5\t%s\n' \
  "$((full_m / 1024))" "$((file_m / 1024))" "$ratio_m" "$met_m"

# Against locheck: both on the same folder of .lproj folders, runs alternating, medians.
time_row="locales vs locheck: lint time, 40 langs x $keys keys"
memory_row="locales vs locheck: peak memory"
median() { sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
if [ -n "${LOCHECK:-}" ] && [ -x "${LOCHECK:-}" ]; then
  if [ "${BENCH_QUICK:-}" = 1 ]; then pair_runs=1; else pair_runs=3; fi
  ours_t=() ours_m=() lc_t=() lc_m=()
  for _ in $(seq "$pair_runs"); do
    /usr/bin/time -o "$bench/locales-time.txt" -f '%e %M' "$bin" lint-strings --no-cache "$data/App" > /dev/null 2>&1 || [ $? -le 1 ]
    read -r t m < <(tail -1 "$bench/locales-time.txt"); ours_t+=("$t"); ours_m+=("$m")
    /usr/bin/time -o "$bench/locales-time.txt" -f '%e %M' "$LOCHECK" discoverlproj "$data/App" --base en > /dev/null 2>&1 || true
    read -r t m < <(tail -1 "$bench/locales-time.txt"); lc_t+=("$t"); lc_m+=("$m")
  done
  read -r our_time our_mem lc_time lc_mem <<<"$(printf '%s\n' "${ours_t[@]}" | median) $(printf '%s\n' "${ours_m[@]}" | median) $(printf '%s\n' "${lc_t[@]}" | median) $(printf '%s\n' "${lc_m[@]}" | median)"
  echo "lint-strings: ${ours_t[*]} s, ${ours_m[*]} KB; locheck: ${lc_t[*]} s, ${lc_m[*]} KB" >&2
  ratio_t="$(awk "BEGIN{printf \"%.3f\", $our_time / ($lc_time > 0 ? $lc_time : 0.01)}")"
  ratio_m="$(awk "BEGIN{printf \"%.2f\", $our_mem / $lc_mem}")"
  printf 'RESULT\t%s\t%ss\t%ss (locheck)\t%s\t<= 0.1\t%s\n' "$time_row" "$our_time" "$lc_time" "$ratio_t" \
    "$(awk "BEGIN{print ($ratio_t <= 0.1) ? \"yes\" : \"no\"}")"
  printf 'RESULT\t%s\t%s MB\t%s MB (locheck)\t%s\t<= 1.0\t%s\n' "$memory_row" "$((our_mem / 1024))" "$((lc_mem / 1024))" "$ratio_m" \
    "$( [ "$our_mem" -le "$lc_mem" ] && echo yes || echo no)"
else
  [ -z "${LOCHECK:-}" ] || echo "LOCHECK=$LOCHECK is not an executable file" >&2
  echo "locheck: set LOCHECK=/path/to/locheck to compare (see README, Speed and memory)" >&2
  printf 'RESULT\t%s\t-\tpeer not built\t-\t<= 0.1\t-\n' "$time_row"
  printf 'RESULT\t%s\t-\tpeer not built\t-\t<= 1.0\t-\n' "$memory_row"
fi
