#!/usr/bin/env bash
# lint-components against `grep -rc CKComponentScope` over the same generated tree, in the same run, on
# two trees of 20,000 sources: a project (per component a header, an implementation, a controller and a
# Swift view controller) and 20,000 small `.mm` files, one component each, under 1 KB each. Target: at
# most 2x grep's wall time on each (issue 14), medians of RUNS runs (default 7); peak memory bounded by
# the index. With BENCH_REAL_PROJECT and BENCH_BASELINE_BIN, also a real project against an earlier build
# (first run <= 1.2x, cached re-run <= 1.1x; see the end).
# BENCH_QUICK=1 (scripts/bench --quick): tiny trees and one run, only to show the benchmark still works.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${DEVTOOLS_BIN:-$root/.build/release}"
work="${BENCH_DIR:-$root/scripts/.bench}/components"
# components, components per folder (always 50 folders); small files, files per folder; runs
if [ "${BENCH_QUICK:-}" = 1 ]; then shape=(50 1); small=(50 1); runs=1; else shape=(5000 100); small=(20000 400); runs="${RUNS:-7}"; fi
tree="$work/tree"
small_tree="$work/small"

if [ ! -f "$work/.complete" ]; then
  rm -rf "$tree"; mkdir -p "$tree"
  python3 - "$tree" "${shape[@]}" <<'PY'
import os, sys
tree = sys.argv[1]
components, per_folder = map(int, sys.argv[2:4])
for i in range(components):               # 5,000 components x (.h, .mm, controller .mm, .swift) = 20,000 files
    d = os.path.join(tree, f"Feature{i // per_folder}")
    os.makedirs(d, exist_ok=True)
    name = f"Item{i}Component"
    with open(os.path.join(d, f"{name}.h"), "w") as f:
        f.write(f"#import <ComponentKit/ComponentKit.h>\n\n/// A component.\n@interface {name} : CKCompositeComponent\n"
                f"+ (instancetype)newWithModel:(id)model;\n@end\n")
    with open(os.path.join(d, f"{name}.mm"), "w") as f:
        f.write(f'#import "{name}.h"\n\n@implementation {name}\n\n+ (id)initialState\n{{\n  return @NO;\n}}\n\n'
                f"+ (instancetype)newWithModel:(id)model\n{{\n  CKComponentScope scope(self, model);\n"
                f"  const BOOL expanded = [scope.state() boolValue];\n"
                f"  // Build the children: a label and a button.\n"
                f"  CKComponent *const label = [CKLabelComponent newWithLabelAttributes:{{.string = @\"Item {i}\"}} viewAttributes:{{}} size:{{}}];\n"
                f"  return [super newWithView:{{[UIButton class], {{{{@selector(setBackgroundColor:), [UIColor whiteColor]}}, CKComponentActionAttribute(@selector(didTap:))}}}}\n"
                f"                  component:[CKFlexboxComponent newWithView:{{}} size:{{}} style:{{}} children:{{{{label}}}}]];\n}}\n\n@end\n" * 1)
    with open(os.path.join(d, f"{name}Controller.mm"), "w") as f:
        f.write(f'#import "{name}.h"\n\n@interface {name}Controller : CKComponentController\n@end\n\n'
                f"@implementation {name}Controller\n\n- (void)didMount\n{{\n  [super didMount];\n  [self refresh];\n}}\n\n"
                f"- (void)willUnmount\n{{\n  [super willUnmount];\n}}\n\n@end\n")
    with open(os.path.join(d, f"Item{i}ViewController.swift"), "w") as f:
        f.write(f"import UIKit\n\n/// Shows item {i}.\nfinal class Item{i}ViewController: UIViewController {{\n"
                f"    private let label = \"item {i}\"\n\n    override func viewDidLoad() {{\n        super.viewDidLoad()\n"
                f"        title = label\n    }}\n\n    override func viewWillAppear(_ animated: Bool) {{\n"
                f"        super.viewWillAppear(animated)\n    }}\n}}\n")
PY
  touch "$work/.complete"
fi
if [ ! -f "$work/.complete-small" ]; then
  rm -rf "$small_tree"; mkdir -p "$small_tree"
  python3 - "$small_tree" "${small[@]}" <<'PY'
import os, sys
tree = sys.argv[1]
files, per_folder = map(int, sys.argv[2:4])
for i in range(files):                    # 20,000 .mm files, one component each, each under 1 KB
    d = os.path.join(tree, f"Feature{i // per_folder}")
    os.makedirs(d, exist_ok=True)
    name = f"Small{i}Component"
    text = (f"#import <ComponentKit/ComponentKit.h>\n\n@interface {name} : CKCompositeComponent\n@end\n\n"
            f"@implementation {name}\n\n+ (instancetype)newWithModel:(id)model\n{{\n  CKComponentScope scope(self, model);\n"
            f"  CKComponent *const label = [CKLabelComponent newWithLabelAttributes:{{.string = @\"Item {i}\"}}\n"
            f"                                                      viewAttributes:{{}}\n"
            f"                                                                size:{{}}];\n"
            f"  return [super newWithComponent:label];\n}}\n\n@end\n")
    assert len(text.encode()) < 1024
    with open(os.path.join(d, f"{name}.mm"), "w") as f:
        f.write(text)
PY
  touch "$work/.complete-small"
fi

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", b - a}'; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# compare TREE LABEL: medians of lint-components' and grep's wall time over TREE, run by turns; one RESULT row.
compare() {
  local tree="$1" label="$2" ours=() peer=() t0 t1 t2 o p ratio met
  echo "$label: $(du -sb "$tree" | cut -f1) bytes" >&2
  grep -rc CKComponentScope "$tree" >/dev/null   # warm the page cache
  for _ in $(seq "$runs"); do
    t0=$(now); "$bin/devtools" lint-components --no-cache --format json "$tree" >/dev/null || [ $? -le 1 ]; t1=$(now)
    grep -rc CKComponentScope "$tree" >/dev/null; t2=$(now)
    ours+=("$(elapsed "$t0" "$t1")"); peer+=("$(elapsed "$t1" "$t2")")
  done
  o=$(printf '%s\n' "${ours[@]}" | median); p=$(printf '%s\n' "${peer[@]}" | median)
  ratio=$(awk -v a="$o" -v b="$p" 'BEGIN {printf "%.2f", a / b}')
  met=$(awk -v r="$ratio" 'BEGIN {print (r <= 2.0) ? "yes" : "no"}')
  echo "$label: lint-components ${o}s, grep -rc ${p}s" >&2
  printf 'RESULT\tlint-components, %s (wall time)\t%ss\t%ss (grep -rc)\t%s\t<= 2.0\t%s\n' "$label" "$o" "$p" "$ratio" "$met"
}
count=$(find "$tree" -type f | wc -l)
compare "$tree" "$count sources"
compare "$small_tree" "$(find "$small_tree" -type f | wc -l) small .mm files, one component each"

if [ -x /usr/bin/time ]; then
  peak_full=$(/usr/bin/time -f %M "$bin/devtools" lint-components --no-cache --format json "$tree" 2>&1 >/dev/null | tail -1)
  peak_half=$(/usr/bin/time -f %M "$bin/devtools" lint-components --no-cache --format json "$tree"/Feature[0-9] "$tree"/Feature[1-2][0-9] 2>&1 >/dev/null | tail -1)
  echo "peak memory: ${peak_full} KB for all $count files, ${peak_half} KB for the first 30 of 50 folders" >&2
  printf 'RESULT\tlint-components peak memory, %s sources\t%s MB\t%s MB (60%% of the tree)\t%s\tgrows with the index only\t-\n' \
    "$count" "$((peak_full / 1024))" "$((peak_half / 1024))" "$(awk -v a="$peak_full" -v b="$peak_half" 'BEGIN {printf "%.2f", a / b}')"
fi

# A real project (BENCH_REAL_PROJECT, a folder) against an earlier build of devtools (BENCH_BASELINE_BIN,
# its `devtools`), by turns in the same run: the first run (no cache) at most 1.2x the earlier build's and
# the cached re-run at most 1.1x (issue 30: exact Swift facts must not cost the commit hook). Skipped
# unless both are given (CI has no real project).
if [ -n "${BENCH_REAL_PROJECT:-}" ] && [ -x "${BENCH_BASELINE_BIN:-}" ]; then
  project="$BENCH_REAL_PROJECT"
  label="$(basename "$project"), $(find "$project" -type f \( -name '*.swift' -o -name '*.m' -o -name '*.mm' -o -name '*.h' \) | wc -l) sources"
  cache_new="$work/cache-new"; cache_old="$work/cache-old"
  rm -rf "$cache_new" "$cache_old"
  first_new=(); first_old=(); again_new=(); again_old=()
  for _ in $(seq "$runs"); do
    t0=$(now); "$BENCH_BASELINE_BIN" lint-components --no-cache --format json "$project" >/dev/null || [ $? -le 1 ]; t1=$(now)
    "$bin/devtools" lint-components --no-cache --format json "$project" >/dev/null || [ $? -le 1 ]; t2=$(now)
    first_old+=("$(elapsed "$t0" "$t1")"); first_new+=("$(elapsed "$t1" "$t2")")
  done
  "$BENCH_BASELINE_BIN" lint-components --cache-path "$cache_old" --format json "$project" >/dev/null || [ $? -le 1 ]
  "$bin/devtools" lint-components --cache-path "$cache_new" --format json "$project" >/dev/null || [ $? -le 1 ]
  for _ in $(seq "$runs"); do
    t0=$(now); "$BENCH_BASELINE_BIN" lint-components --cache-path "$cache_old" --format json "$project" >/dev/null || [ $? -le 1 ]; t1=$(now)
    "$bin/devtools" lint-components --cache-path "$cache_new" --format json "$project" >/dev/null || [ $? -le 1 ]; t2=$(now)
    again_old+=("$(elapsed "$t0" "$t1")"); again_new+=("$(elapsed "$t1" "$t2")")
  done
  row() {
    local what="$1" target="$2" o p ratio met
    shift 2
    o=$(printf '%s\n' "${@:1:$runs}" | median); p=$(printf '%s\n' "${@:$((runs + 1))}" | median)
    ratio=$(awk -v a="$o" -v b="$p" 'BEGIN {printf "%.2f", a / b}')
    met=$(awk -v r="$ratio" -v t="$target" 'BEGIN {print (r <= t) ? "yes" : "no"}')
    printf 'RESULT\tlint-components, %s, %s (wall time)\t%ss\t%ss (earlier build)\t%s\t<= %s\t%s\n' "$label" "$what" "$o" "$p" "$ratio" "$target" "$met"
  }
  row "first run" 1.2 "${first_new[@]}" "${first_old[@]}"
  row "cached re-run" 1.1 "${again_new[@]}" "${again_old[@]}"
  rm -rf "$cache_new" "$cache_old"
else
  echo "real project against an earlier build: skipped (set BENCH_REAL_PROJECT and BENCH_BASELINE_BIN)" >&2
fi
