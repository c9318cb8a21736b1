#!/bin/sh
# The repository stands alone: no file of it names a path outside it. A
# development checkout has a shared folder beside it (the design brief, the
# seed report, the real exports); a fresh clone has nothing beside it, so a
# test, script or document that reads or cites that folder breaks or
# misleads there. What facet needs from it lives in examples/ and docs/.
#
# The files: in a git checkout, the tracked ones and the untracked ones git
# does not ignore (a file about to be committed counts too); outside one (a
# tarball), every file but the build folders.
. "$(dirname "$0")/lib.sh"

# The two spellings, written so that this file does not contain them.
dots='\.\.'
pattern="$dots/shared|/work/share[d]"

# The pattern must catch both spellings (else this test would pass on anything).
for path in "..""/shared/seed/issue.txt" "/work""/shared/inputs"; do
  echo "see $path" | grep -Eq "$pattern" || fail "the pattern misses '$path'"
done

if command -v git >/dev/null 2>&1 && top=$(git rev-parse --show-toplevel 2>/dev/null) &&
  [ "$(cd "$top" && pwd -P)" = "$(pwd -P)" ]; then
  echo "files: git ls-files (tracked, and untracked but not ignored)"
  git ls-files -z --cached --others --exclude-standard >"$T/files"
else
  echo "files: not a git checkout; every file but .git and the build folders"
  find . -path ./.git -prune -o -path './build*' -prune -o -path ./bench/work -prune -o \
    -type f -print0 >"$T/files"
fi
[ -s "$T/files" ] || fail "no files to check"
# grep -I skips binary files; -H names the file even when xargs passes one
xargs -0 grep -nHIE "$pattern" -- <"$T/files" >"$T/hits" 2>/dev/null || true
if [ -s "$T/hits" ]; then
  cat "$T/hits"
  fail "$(wc -l <"$T/hits") line(s) above name a path outside the repository: copy what they need into it"
fi
echo "standalone: ok ($(tr -cd '\0' <"$T/files" | wc -c) files, none names a path outside the repository)"
