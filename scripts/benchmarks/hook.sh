#!/usr/bin/env bash
# The pre-commit hook at commit time: a git repository of 20,000 sources (5,000 components: header,
# implementation, controller, Swift view controller) and 40 locales x 5 tables; one file is changed and
# staged, and the installed hook (scripts/install-git-hook) runs start to finish with a warm cache.
# Two commits are measured: a staged controller (its component is in an unchanged header) and a staged
# translation (its development language is unchanged). Then a second shape (issue 31: "20,000 files of
# any shape"): 20,000 tiny `.mm` files, one component each, in 5 folders of 4,000, with one staged.
# Targets: <= 0.3 s each, and <= 5x `git status --porcelain` on the same repository in the same run
# (median of 7 runs each).
# BENCH_QUICK=1 (scripts/bench --quick): a tiny repository and one run, only to show it still works.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
bin="${DEVTOOLS_BIN:-$root/.build/release}"
work="${BENCH_DIR:-$root/scripts/.bench}/hook"
# components, keys per table, runs
# tiny files, files per folder
if [ "${BENCH_QUICK:-}" = 1 ]; then shape=(20 20); tiny=(20 5); runs=1; else shape=(5000 500); tiny=(20000 4000); runs=7; fi
repo="$work/repo"

if [ ! -f "$work/.complete" ]; then
  rm -rf "$work"; mkdir -p "$repo"
  python3 - "$repo" "${shape[@]}" <<'PY'
import os, sys
repo = sys.argv[1]
components, keys = int(sys.argv[2]), int(sys.argv[3])
for i in range(components):
    d = os.path.join(repo, "Sources", f"Feature{i // 100}")
    os.makedirs(d, exist_ok=True)
    name = f"Item{i}Component"
    with open(os.path.join(d, f"{name}.h"), "w") as f:
        f.write(f"#import <ComponentKit/ComponentKit.h>\n\n@interface {name} : CKCompositeComponent\n"
                f"+ (instancetype)newWithModel:(id)model;\n@end\n")
    with open(os.path.join(d, f"{name}.mm"), "w") as f:
        f.write(f'#import "{name}.h"\n\n@implementation {name}\n\n+ (id)initialState\n{{\n  return @NO;\n}}\n\n'
                f"+ (instancetype)newWithModel:(id)model\n{{\n  CKComponentScope scope(self, model);\n"
                f"  return [super newWithComponent:[CKLabelComponent newWithLabelAttributes:{{.string = @\"Item {i}\"}} viewAttributes:{{}} size:{{}}]];\n}}\n\n@end\n")
    with open(os.path.join(d, f"{name}Controller.mm"), "w") as f:
        f.write(f'#import "{name}.h"\n\n@interface {name}Controller : CKComponentController\n@end\n\n'
                f"@implementation {name}Controller\n\n- (void)didMount\n{{\n  [super didMount];\n}}\n\n@end\n")
    with open(os.path.join(d, f"Item{i}ViewController.swift"), "w") as f:
        f.write(f"import UIKit\n\nfinal class Item{i}ViewController: UIViewController {{\n"
                f"    override func viewDidLoad() {{\n        super.viewDidLoad()\n    }}\n}}\n")
langs = ["en", "de", "fr", "es", "it", "pt-BR", "pt-PT", "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk", "hu",
         "ro", "ru", "uk", "tr", "el", "he", "ar", "hi", "th", "vi", "id", "ms", "ja", "ko", "zh-Hans", "zh-Hant",
         "ca", "hr", "sl", "bg", "lt", "lv", "et", "is"]
for lang in langs:
    d = os.path.join(repo, "Resources", f"{lang}.lproj")
    os.makedirs(d)
    for table in ["Localizable", "Settings", "Onboarding", "Errors", "Profile"]:
        with open(os.path.join(d, f"{table}.strings"), "w") as f:
            for k in range(keys):
                f.write(f'/* Key {k} of {table} */\n"{table.lower()}.{k}" = "{lang} {table} {k}: %@ of %ld";\n')
PY
  git -C "$repo" init -q
  git -C "$repo" -c user.email=bench@example.com -c user.name=bench add -A
  git -C "$repo" -c user.email=bench@example.com -c user.name=bench commit -qm "The project"
  touch "$work/.complete"
fi
sources=$(git -C "$repo" ls-files | grep -cE '\.(h|m|mm|swift)$')
locales=$(git -C "$repo" ls-files | grep -oE '[^/]+\.lproj/' | sort -u | wc -l)
tables=$(git -C "$repo" ls-files 'Resources/en.lproj/*' | wc -l)
echo "repository: $(git -C "$repo" ls-files | wc -l) files: $sources sources, $locales locales x $tables tables" >&2

hooks="$work/hooks"
rm -rf "$hooks"; mkdir -p "$hooks"
# Installed once, as a user would; both repositories then use it (the hook works from the repository it
# runs in).
git -C "$repo" config core.hooksPath "$hooks"
"$root/scripts/install-git-hook" --devtools "$bin/devtools" "$repo" >&2
export XDG_CACHE_HOME="$work/cache"   # the hook's cache, warm after the first commit below

now() { echo "${EPOCHREALTIME/,/.}"; }
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# One commit's hook run in REPO: change FILE (a line appended), stage it, run the hook; then undo, so
# every run changes the same file the same way.
hook_run() {
  local repo="$1" file="$2"
  cp "$repo/$file" "$work/saved"
  case "$file" in
    *.strings) printf '"settings.added" = "de Neu: %%@";\n' >> "$repo/$file" ;;
    *) printf '\n// changed\n' >> "$repo/$file" ;;
  esac
  git -C "$repo" add "$file"
  local t0 t1 status=0
  t0=$(now); (cd "$repo" && "$hooks/pre-commit" >/dev/null 2>"$work/hook.err") || status=$?; t1=$(now)
  cp "$work/saved" "$repo/$file"; git -C "$repo" add "$file"
  if [ $status -ne 0 ]; then echo "hook refused a clean commit of $file:" >&2; cat "$work/hook.err" >&2; exit 1; fi
  awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.3f\n", b - a}'
}

# measure REPO FILE LABEL: the hook with FILE staged against `git status --porcelain`, by turns; one row.
measure() {
  local repo="$1" file="$2" label="$3" ours=() peer=() t0 t1 o p ratio met
  git -C "$repo" config core.hooksPath "$hooks"
  git -C "$repo" status --porcelain >/dev/null
  hook_run "$repo" "$file" >/dev/null   # warms the cache (and the page cache)
  for _ in $(seq "$runs"); do
    ours+=("$(hook_run "$repo" "$file")")
    t0=$(now); git -C "$repo" status --porcelain >/dev/null; t1=$(now)
    peer+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN {printf "%.3f", b - a}')")
  done
  o=$(printf '%s\n' "${ours[@]}" | median); p=$(printf '%s\n' "${peer[@]}" | median)
  ratio=$(awk -v a="$o" -v b="$p" 'BEGIN {printf "%.2f", a / (b > 0 ? b : 0.001)}')
  met=$(awk -v o="$o" -v r="$ratio" 'BEGIN {print (o <= 0.3 && r <= 5) ? "yes" : "no"}')
  echo "hook with $file staged: ${ours[*]} s; git status --porcelain: ${peer[*]} s" >&2
  printf 'RESULT\tpre-commit hook, 1 staged %s, %s, warm cache\t%ss\t%ss (git status --porcelain)\t%s\t<= 0.3 s and <= 5\t%s\n' \
    "$(basename "$file")" "$label" "$o" "$p" "$ratio" "$met"
}

measure "$repo" "Sources/Feature0/Item7ComponentController.mm" "$sources sources + $locales locales x $tables tables"
measure "$repo" "Resources/de.lproj/Settings.strings" "same repository"

# The second shape: many tiny files in few folders.
tiny_repo="$work/tiny"
if [ ! -f "$work/.complete-tiny" ]; then
  rm -rf "$tiny_repo"; mkdir -p "$tiny_repo"
  python3 - "$tiny_repo" "${tiny[@]}" <<'PY'
import os, sys
repo = sys.argv[1]
files, per_folder = int(sys.argv[2]), int(sys.argv[3])
for i in range(files):                    # tiny .mm files, one component each, under 300 bytes
    d = os.path.join(repo, f"Module{i // per_folder}")
    os.makedirs(d, exist_ok=True)
    name = f"Tiny{i}Component"
    with open(os.path.join(d, f"{name}.mm"), "w") as f:
        f.write(f"@interface {name} : CKCompositeComponent\n@end\n@implementation {name}\n+ (instancetype)new\n{{\n"
                f"  return [super newWithComponent:nil];\n}}\n@end\n")
PY
  git -C "$tiny_repo" init -q
  git -C "$tiny_repo" -c user.email=bench@example.com -c user.name=bench add -A
  git -C "$tiny_repo" -c user.email=bench@example.com -c user.name=bench commit -qm "Tiny files"
  touch "$work/.complete-tiny"
fi
folders=$(git -C "$tiny_repo" ls-files | cut -d/ -f1 | sort -u | wc -l)
measure "$tiny_repo" "Module0/Tiny1Component.mm" "$(git -C "$tiny_repo" ls-files | wc -l) tiny .mm files in $folders folders"
