#!/usr/bin/env bash
# clean-support against du -s (sizing) and rm -rf (deletion), in the same run, on two generated trees:
# - DeviceSupport (--root): 200,000 files;
# - DerivedData (--include derived-data under a fake HOME): 500,000 files in 20 project folders whose
#   workspaces no longer exist, so every one is removed; plus peak memory of the dry run on that tree
#   against a tree of a quarter of the files (memory should not grow with the number of files).
# Targets: sizing at most 0.8x du -s, deletion at most 1.1x rm -rf, peak memory at most 1.2x.
# BENCH_QUICK=1 (scripts/bench --quick): tiny trees and one run, only to show the benchmark still works.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${DEVTOOLS_BIN:-$root/.build/release}"
work="${BENCH_DIR:-$root/scripts/.bench}/clean"
# versions x folders x files, and runs of sizing and deletion; DerivedData files in all and project
# folders, and runs of the peak memory measure
if [ "${BENCH_QUICK:-}" = 1 ]; then
  shape=(2 2 5); size_runs=1; delete_runs=1; dd_shape=(100 2); memory_runs=1
else
  shape=(40 50 100); size_runs=5; delete_runs=3; dd_shape=(500000 20); memory_runs=3
fi
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

# DerivedData: a fake HOME whose ~/Library/Developer/Xcode/DerivedData holds <projects> folders
# App<i>-<28 letters> of <files> files in all (each an info.plist naming a workspace that does not exist,
# object files under Build/Intermediates.noindex, index records under Index.noindex), 1-2 KB each.
derived_tree() { # files projects -> the HOME, generated once
  local files="$1" projects="$2" dir="$work/derived-$1x$2"
  if [ ! -f "$dir/.complete" ]; then
    rm -rf "$dir"
    local t0; t0=$(date +%s.%N)
    python3 - "$dir/home" "$files" "$projects" <<'PY'
import datetime, hashlib, os, plistlib, sys
home, files, projects = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
derived = os.path.join(home, "Library", "Developer", "Xcode", "DerivedData")
os.makedirs(derived)
targets = ["AppCore", "Networking", "Persistence", "DesignSystem", "Analytics", "Features", "Widgets", "App"]
kinds = [".o", ".d", ".swiftdeps", ".dia", ".o", ".swiftconstvalues"]
payload = bytes(range(256)) * 8                         # sizes 1,024 to 2,047 bytes
old = (datetime.datetime.now(datetime.timezone.utc) - datetime.timedelta(days=2)).timestamp()
for p in range(projects):
    name = f"App{p}"
    workspace = f"/nonexistent-bench-workspaces/{name}/{name}.xcodeproj"  # gone: the folder is removed
    digest = hashlib.sha256(workspace.encode()).digest()
    project = os.path.join(derived, name + "-" + "".join(chr(97 + b % 26) for b in digest[:28]))
    os.makedirs(project)
    with open(os.path.join(project, "info.plist"), "wb") as out:
        plistlib.dump({"LastAccessedDate": datetime.datetime.fromtimestamp(old, datetime.timezone.utc).replace(tzinfo=None),
                       "WorkspacePath": workspace}, out, fmt=plistlib.FMT_XML)
    count = files // projects + (1 if p < files % projects else 0) - 1   # info.plist is one of them
    objects = count * 11 // 20                          # 55% build intermediates, the rest index records
    made = set()
    for f in range(count):
        if f < objects:
            target = targets[f % len(targets)]
            folder = os.path.join(project, "Build", "Intermediates.noindex", f"{target}.build", "Debug-iphonesimulator",
                                  f"{target}.build", "Objects-normal", "arm64")
            file = f"Source{f // len(targets)}{kinds[f % len(kinds)]}"
        else:
            r = f - objects
            folder = os.path.join(project, "Index.noindex", "DataStore", "records", f"{(r * 7) % 256:02X}")
            file = f"Source{r}.swift-{hashlib.md5(str(r).encode()).hexdigest()[:13].upper()}"
        if folder not in made:
            os.makedirs(folder, exist_ok=True)
            made.add(folder)
        with open(os.path.join(folder, file), "wb") as out:
            out.write(payload[: 1024 + (f * 131) % 1024])
    for folder, subfolders, _ in os.walk(project, topdown=False):    # old, contents first
        os.utime(folder, (old, old))
PY
    echo "derived-data tree generated in $(elapsed "$t0" "$(date +%s.%N)")s" >&2
    touch "$dir/.complete"
  fi
  echo "$dir/home"
}
derived_of() { echo "$1/Library/Developer/Xcode/DerivedData"; }
# Reading a folder (find, du, cp) sets its access time under relatime, and clean-support keeps a project
# folder used within the last hour ("may be in use"): make them old again before each run of ours.
age_projects() { find "$(derived_of "$1")" -mindepth 1 -maxdepth 1 -type d -exec touch -d '2 days ago' {} +; }
dry_run() { HOME="$1" "$bin/clean-support" --include derived-data --dry-run --format json --older-than 0d; }

dd_home=$(derived_tree "${dd_shape[@]}")
dd=$(derived_of "$dd_home")
dd_count=$(find "$dd" -type f | wc -l)
dd_projects=$(find "$dd" -mindepth 1 -maxdepth 1 -type d | wc -l)
echo "derived-data tree: $dd_count files in $dd_projects projects" >&2

# Sizing: warm caches once, then alternate.
du -s "$dd" >/dev/null
ours=(); peer=()
for run in $(seq "$size_runs"); do
  age_projects "$dd_home"
  t0=$(now); dry_run "$dd_home" >/dev/null; t1=$(now)
  du -s "$dd" >/dev/null; t2=$(now)
  ours+=("$(elapsed "$t0" "$t1")"); peer+=("$(elapsed "$t1" "$t2")")
done
echo "derived-data sizing runs: ours ${ours[*]}, du -s ${peer[*]}" >&2
dd_size_ours=$(printf '%s\n' "${ours[@]}" | median); dd_size_peer=$(printf '%s\n' "${peer[@]}" | median)
age_projects "$dd_home"
summary=$(dry_run "$dd_home" | python3 -c '
import json, sys
doc = json.load(sys.stdin)
derived = [c for c in doc["summary"]["categories"] if c["category"] == "derived-data"]
removed = sum(1 for i in doc["items"] if i["category"] == "derived-data" and i["action"] == "remove")
print(doc["summary"]["reclaimableBytes"], derived[0]["removeCount"] if derived else 0, removed)')
read -r dd_ours_bytes dd_remove_count dd_removed_items <<<"$summary"
dd_du_bytes=$(( $(du -s -B1 "$dd" | cut -f1) - $(stat -c %b "$dd") * 512 ))
echo "derived-data sizing: ours ${dd_size_ours}s, du -s ${dd_size_peer}s; bytes ours $dd_ours_bytes, du $dd_du_bytes;" \
  "removeCount $dd_remove_count, items to remove $dd_removed_items of $dd_projects projects" >&2
[ "$dd_ours_bytes" = "$dd_du_bytes" ] || { echo "derived-data: reclaimable bytes $dd_ours_bytes differ from du $dd_du_bytes" >&2; exit 1; }
[ "$dd_remove_count" = "$dd_projects" ] && [ "$dd_removed_items" = "$dd_projects" ] ||
  { echo "derived-data: $dd_remove_count projects to remove, expected $dd_projects" >&2; exit 1; }

# Deletion: identical copies of the HOME, alternating which goes first; rm -rf of the project folders.
ours=(); peer=()
for run in $(seq "$delete_runs"); do
  rm -rf "$work/a" "$work/b"
  cp -a "$dd_home" "$work/a"; cp -a "$dd_home" "$work/b"
  age_projects "$work/a"; age_projects "$work/b"; sync
  if [ $((run % 2)) -eq 1 ]; then
    t0=$(now); HOME="$work/a" "$bin/clean-support" --include derived-data --yes --format json --older-than 0d >/dev/null; t1=$(now)
    rm -rf "$(derived_of "$work/b")"/App*; t2=$(now)
    ours+=("$(elapsed "$t0" "$t1")"); peer+=("$(elapsed "$t1" "$t2")")
  else
    t0=$(now); rm -rf "$(derived_of "$work/b")"/App*; t1=$(now)
    HOME="$work/a" "$bin/clean-support" --include derived-data --yes --format json --older-than 0d >/dev/null; t2=$(now)
    ours+=("$(elapsed "$t1" "$t2")"); peer+=("$(elapsed "$t0" "$t1")")
  fi
  for side in a b; do
    left=$(find "$(derived_of "$work/$side")" -mindepth 1 | wc -l)
    [ "$left" -eq 0 ] || { echo "derived-data deletion ($side) left $left entries" >&2; exit 1; }
  done
done
rm -rf "$work/a" "$work/b"
echo "derived-data deletion runs: ours ${ours[*]}, rm -rf ${peer[*]}" >&2
dd_del_ours=$(printf '%s\n' "${ours[@]}" | median); dd_del_peer=$(printf '%s\n' "${peer[@]}" | median)
echo "derived-data deletion: ours ${dd_del_ours}s, rm -rf ${dd_del_peer}s" >&2

# Peak memory (maximum resident set, KB) of the dry run: the full tree against one of a quarter of the files.
peak_kb() { # HOME -> KB
  if [ -x /usr/bin/time ]; then
    HOME="$1" /usr/bin/time -f %M -o "$work/peak" "$bin/clean-support" --include derived-data --dry-run --format json \
      --older-than 0d >/dev/null
    tail -1 "$work/peak"
  else
    HOME="$1" python3 -c '
import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)' \
      "$bin/clean-support" --include derived-data --dry-run --format json --older-than 0d
  fi
}
quarter_home=$(derived_tree $(( dd_shape[0] / 4 )) "${dd_shape[1]}")
quarter_count=$(find "$(derived_of "$quarter_home")" -type f | wc -l)
ours=(); peer=()
for run in $(seq "$memory_runs"); do
  age_projects "$dd_home"; age_projects "$quarter_home"
  ours+=("$(peak_kb "$dd_home")"); peer+=("$(peak_kb "$quarter_home")")
done
echo "peak memory runs (KB): $dd_count files ${ours[*]}, $quarter_count files ${peer[*]}" >&2
mem_full=$(printf '%s\n' "${ours[@]}" | median); mem_quarter=$(printf '%s\n' "${peer[@]}" | median)

report() { # figure ours peer target peer-name [unit]
  ratio=$(awk -v a="$2" -v b="$3" 'BEGIN {printf "%.2f", a / b}')
  met=$(awk -v r="$ratio" -v t="$4" 'BEGIN {print (r <= t) ? "yes" : "no"}')
  printf 'RESULT\t%s\t%s%s\t%s%s (%s)\t%s\t<= %s\t%s\n' "$1" "$2" "${6:-s}" "$3" "${6:-s}" "$5" "$ratio" "$4" "$met"
}
report "clean-support sizing, $count files" "$size_ours" "$size_peer" 0.8 "du -s"
report "clean-support deletion, $count files" "$del_ours" "$del_peer" 1.1 "rm -rf"
report "clean-support derived-data sizing, $dd_count files" "$dd_size_ours" "$dd_size_peer" 0.8 "du -s"
report "clean-support derived-data deletion, $dd_count files" "$dd_del_ours" "$dd_del_peer" 1.1 "rm -rf"
report "clean-support peak memory, $dd_count vs $quarter_count files" "$mem_full" "$mem_quarter" 1.2 \
  "same, $quarter_count files" " KB"
