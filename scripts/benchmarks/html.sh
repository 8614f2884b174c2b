#!/usr/bin/env bash
# Cost of the HTML report: `devtools lint-strings --no-cache --format html` over a generated project of
# 60 locales x 20 tables x 50 keys (each locale lacking a few keys per table, a .stringsdict of plurals
# per locale, some lacking a category), against the same run with `--format json` as the peer: the
# report adds the coverage matrix, the plural table and every finding with its source line. Runs
# alternate; medians. Target: ratio <= 1.5, and the HTML run under a second (both in the row).
# BENCH_QUICK=1 (scripts/bench --quick): 4 locales x 3 tables x 10 keys and one run, only to show the
# benchmark still works.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${DEVTOOLS_BIN:-$root/.build/release}/devtools"
bench="${BENCH_DIR:-$root/scripts/.bench}"
if [ "${BENCH_QUICK:-}" = 1 ]; then shape=(4 3 10); runs="${RUNS:-1}"; else shape=(60 20 50); runs="${RUNS:-7}"; fi
data="$bench/html-${shape[0]}x${shape[1]}x${shape[2]}"

if [ ! -f "$data/.complete" ]; then
  echo "generating $data ..." >&2
  rm -rf "$data"; mkdir -p "$data"
  python3 - "$data" "$root/Resources/Data/cldr-plural-categories.json" "${shape[@]}" <<'PY'
import json, os, sys
root = sys.argv[1]
cldr = json.load(open(sys.argv[2]))["cardinal"]
locales, tables, keys = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
names = ["en"] + [name for name in sorted(cldr) if name != "en" and "_" not in name][: locales - 1]
assert len(names) == locales
for index, lang in enumerate(names):
    folder = os.path.join(root, "App", f"{lang}.lproj")
    os.makedirs(folder)
    dropped = 0 if lang == "en" else index % 7          # keys this locale lacks in every table
    for table in range(tables):
        with open(os.path.join(folder, f"Table{table}.strings"), "w") as out:
            for key in range(dropped, keys):
                out.write(f'/* Shown on screen {table} */\n"screen.{table}.label.{key}" = "{lang} text {key}: %1$@ of %2$ld";\n')
    categories = cldr.get(lang, ["one", "other"])
    if index % 5 == 4 and len(categories) > 1:
        categories = categories[1:]                     # a plural lacking a category the language needs
    with open(os.path.join(folder, "Plurals.stringsdict"), "w") as out:
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n')
        for plural in range(10):
            forms = "".join(f"\t\t\t<key>{c}</key>\n\t\t\t<string>%d {lang} item {plural} {c}</string>\n" for c in categories)
            out.write(f"\t<key>plural.{plural}</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@count@</string>\n"
                      f"\t\t<key>count</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
                      f"\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>d</string>\n{forms}\t\t</dict>\n\t</dict>\n")
        out.write("</dict>\n</plist>\n")
PY
  touch "$data/.complete"
fi
echo "data: $(du -sh "$data" | cut -f1), $(find "$data" -type f -name '*.strings*' | wc -l) files" >&2

# wall time (s, 3 decimals) of one run of: devtools lint-strings --no-cache --format FORMAT
run_once() {
  local format="$1" start end
  start="$(date +%s.%N)"
  "$bin" lint-strings --no-cache --format "$format" "$data/App" > "$bench/html-out.$format" 2>/dev/null || [ $? -le 1 ]
  end="$(date +%s.%N)"
  awk "BEGIN{printf \"%.3f\", $end - $start}"
}
html_times=() json_times=()
for _ in $(seq "$runs"); do
  html_times+=("$(run_once html)")
  json_times+=("$(run_once json)")
done
median() { sort -g | awk '{a[NR] = $1} END {print a[int((NR + 1) / 2)]}'; }
html_t="$(printf '%s\n' "${html_times[@]}" | median)"
json_t="$(printf '%s\n' "${json_times[@]}" | median)"
echo "html: ${html_times[*]} s ($(wc -c < "$bench/html-out.html") bytes); json: ${json_times[*]} s" >&2
grep -q '<section id="coverage">' "$bench/html-out.html" || { echo "html benchmark: the page has no coverage matrix" >&2; exit 1; }

ratio="$(awk "BEGIN{printf \"%.2f\", $html_t / ($json_t > 0 ? $json_t : 0.001)}")"
met="$(awk "BEGIN{print ($ratio <= 1.5 && $html_t < 1) ? \"yes\" : \"no\"}")"
printf 'RESULT\tlint-strings --format html, %s locales x %s tables x %s keys, `--no-cache` (under 1 s)\t%ss\t%ss (--format json)\t%s\t<= 1.5 and < 1 s\t%s\n' \
  "${shape[0]}" "${shape[1]}" "${shape[2]}" "$html_t" "$json_t" "$ratio" "$met"
