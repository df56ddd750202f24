#!/usr/bin/env bash
# make fuzz: every Go fuzz target of the module, one after the other, each
# for FUZZTIME (default 30s). A failure stops the run; Go saves the input
# that failed under the package's testdata/fuzz/<target>/, where it runs as
# a regular test from then on: turn it into a named test beside the code
# it broke when fixing it.
#
#   FUZZTIME=2m scripts/fuzz.sh            every target, 2 minutes each
#   scripts/fuzz.sh ./internal/markdown    one package's targets
set -euo pipefail
cd "$(dirname "$0")/.."
fuzztime=${FUZZTIME:-30s}
packages=("$@")
if [ ${#packages[@]} -eq 0 ]; then
  mapfile -t packages < <(go list ./... | grep -v /node_modules/)
fi
count=0
for pkg in "${packages[@]}"; do
  for target in $(go test -list '^Fuzz' "$pkg" | grep '^Fuzz' || true); do
    echo "== $pkg $target ($fuzztime)"
    # Go's progress lines every few seconds are dropped but for the last,
    # which tells how many inputs ran.
    go test "$pkg" -run '^$' -fuzz "^${target}\$" -fuzztime "$fuzztime" 2>&1 |
      awk '/^fuzz: elapsed/ { last = $0; next } { print } END { if (last != "") print last }' ||
      { echo "FAIL: $pkg $target"; exit 1; }
    count=$((count + 1))
  done
done
echo "fuzzed $count targets for $fuzztime each: no failure"
