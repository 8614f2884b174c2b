#!/usr/bin/env bash
# Keys against the code (issue 17): `devtools lint` over a project of 20,000 sources (10,000 of them look
# strings up, every key of 10 locales x 5 tables is used, so the run reports nothing) and its Xcode
# project of 10 targets (issue 28: the app with the tables and 5 feature folders, 9 frameworks with 5
# each, as Xcode 16 synchronized folders, so each lookup is judged by its target's bundle), with
# `--sources` against the same run without it (the peer).
# Target: at most 1.3x. The code scan shares lint-components' pass: each source is read and tokenized
# once, its facts and lookups found from the same tokens, and the scan takes its files from the run's walk.
# The run alongside: lint-components goes on with the scan's facts while lint-strings checks the keys.
# BENCH_QUICK=1 (scripts/bench --quick): a tiny project and one run, only to show the benchmark still works.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${DEVTOOLS_BIN:-$root/.build/release}"
work="${BENCH_DIR:-$root/scripts/.bench}/sources"
if [ "${BENCH_QUICK:-}" = 1 ]; then shape=(20 20); runs=1; else shape=(5000 500); runs="${RUNS:-9}"; fi
project="$work/project"

if [ ! -f "$work/.complete-project-${shape[0]}" ]; then
  rm -rf "$work"; mkdir -p "$project"
  python3 - "$project" "${shape[@]}" <<'PY'
import os, sys
project = sys.argv[1]
items, keys = int(sys.argv[2]), int(sys.argv[3])
tables = ["Localizable", "Settings", "Onboarding", "Errors", "Profile"]
for i in range(items):                      # 4 sources per item: header, component, controller, Swift view
    d = os.path.join(project, "Sources", f"Feature{i // 100}")
    os.makedirs(d, exist_ok=True)
    name = f"Item{i}Component"
    with open(os.path.join(d, f"{name}.h"), "w") as f:
        f.write(f"#import <ComponentKit/ComponentKit.h>\n\n@interface {name} : CKCompositeComponent\n@end\n")
    with open(os.path.join(d, f"{name}.mm"), "w") as f:
        f.write(f'#import "{name}.h"\n\n@implementation {name}\n+ (instancetype)newWithModel:(id)model\n{{\n'
                f"  CKComponentScope scope(self, model);\n  NSString *title = NSLocalizedStringFromTable(@\"{tables[i % 5].lower()}.{i // 5 % keys}\", @\"{tables[i % 5]}\", nil);\n"
                f"  return [super newWithComponent:[CKLabelComponent newWithLabelAttributes:{{.string = title}} viewAttributes:{{}} size:{{}}]];\n}}\n@end\n")
    with open(os.path.join(d, f"{name}Controller.mm"), "w") as f:
        f.write(f'#import "{name}.h"\n\n@interface {name}Controller : CKComponentController\n@end\n\n'
                f"@implementation {name}Controller\n- (void)didMount\n{{\n  [super didMount];\n}}\n@end\n")
    with open(os.path.join(d, f"Item{i}View.swift"), "w") as f:
        f.write(f"import SwiftUI\n\nstruct Item{i}View: View {{\n    var body: some View {{ Text(\"localizable.{i % keys}\") }}\n}}\n")
features = sorted({i // 100 for i in range(items)})
groups, targets = [], []
for t in range(10):
    folders = [f"Sources/Feature{n}" for n in features if n % 10 == t] + (["Resources"] if t == 0 else [])
    ids = []
    for folder in folders:
        ids.append(f"G{len(groups)}")
        groups.append(f'G{len(groups)} = {{isa = PBXFileSystemSynchronizedRootGroup; path = "{folder}"; sourceTree = "<group>"; }};')
    kind = "application" if t == 0 else "framework"
    targets.append(f'T{t} = {{isa = PBXNativeTarget; name = "Target{t}"; productType = "com.apple.product-type.{kind}"; '
                   f'fileSystemSynchronizedGroups = ({", ".join(ids)}); buildPhases = (); }};')
os.makedirs(os.path.join(project, "Bench.xcodeproj"))
with open(os.path.join(project, "Bench.xcodeproj", "project.pbxproj"), "w") as f:
    objects = [f'MAIN = {{isa = PBXGroup; children = ({", ".join(g.split(" ")[0] for g in groups)}); sourceTree = "<group>"; }};']
    objects += groups + targets
    objects.append(f'PROJECT = {{isa = PBXProject; mainGroup = MAIN; targets = ({", ".join(f"T{t}" for t in range(10))}); '
                   'developmentRegion = en; knownRegions = (en, de, fr, es, it, ja, ko, nl, pt, sv, Base); };')
    f.write("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n"
            + "".join(f"\t\t{o}\n" for o in objects) + "\t};\n\trootObject = PROJECT;\n}\n")
for lang in ["en", "de", "fr", "es", "it", "ja", "ko", "nl", "pt", "sv"]:
    d = os.path.join(project, "Resources", f"{lang}.lproj")
    os.makedirs(d)
    for table in tables:
        with open(os.path.join(d, f"{table}.strings"), "w") as f:
            for k in range(keys):
                f.write(f'"{table.lower()}.{k}" = "{lang} {table} {k}";\n')
PY
  touch "$work/.complete-project-${shape[0]}"
fi
echo "project: $(find "$project" -name '*.swift' -o -name '*.m*' -o -name '*.h' | wc -l) sources, $(find "$project" -name '*.strings' | wc -l) tables" >&2

now() { date +%s.%N; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ours=(); peer=()
for _ in $(seq "$runs"); do
  t0=$(now); (cd "$project" && "$bin/devtools" lint --no-cache . >/dev/null) || [ $? -le 1 ]; t1=$(now)
  (cd "$project" && "$bin/devtools" lint --no-cache --sources Sources . >/dev/null) || [ $? -le 1 ]; t2=$(now)
  peer+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.3f", b - a}')")
  ours+=("$(awk -v a="$t1" -v b="$t2" 'BEGIN {printf "%.3f", b - a}')")
done
o=$(printf '%s\n' "${ours[@]}" | median); p=$(printf '%s\n' "${peer[@]}" | median)
# The ratio is the median of each pair's (the two runs side by side): on two cores a run's wall time
# drifts by a fifth from one moment to the next, and pairs cancel the drift that medians apart keep.
ratio=$(for i in "${!ours[@]}"; do awk -v a="${ours[$i]}" -v b="${peer[$i]}" 'BEGIN {printf "%.4f\n", a / (b > 0 ? b : 0.001)}'; done \
  | median | awk '{printf "%.2f", $1}')
met=$(awk -v r="$ratio" 'BEGIN {print (r <= 1.3) ? "yes" : "no"}')
echo "with --sources: ${ours[*]} s; without: ${peer[*]} s" >&2
printf 'RESULT\tdevtools lint with --sources, 20000 sources in an .xcodeproj of 10 targets + 10 locales x 5 tables (wall time)\t%ss\t%ss (without --sources)\t%s\t<= 1.3\t%s\n' \
  "$o" "$p" "$ratio" "$met"
