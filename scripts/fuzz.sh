#!/usr/bin/env bash
# make fuzz: every Go fuzz target of the module, one after the other, each
# for FUZZTIME (default 30s). A failure stops the run; Go saves the input
# that failed under the package's testdata/fuzz/<target>/, where it runs as
# a regular test from then on: turn it into a named test beside the code
# it broke when fixing it.
#
#   FUZZTIME=2m scripts/fuzz.sh            every target, 2 minutes each
#   scripts/fuzz.sh ./internal/markdown    one package's targets
#
# Each package's test binary is built once, instrumented for fuzzing
# (`go test -c -fuzz`), and run for each of its targets from the package's
# folder, as `go test -fuzz` does: that spares a link per target, which on
# a short run (make test's 1 s) costs more than the fuzzing. The fuzzer's
# own corpus goes where `go test -fuzz` keeps it, under GOCACHE.
set -euo pipefail
cd "$(dirname "$0")/.."
fuzztime=${FUZZTIME:-30s}
packages=("$@")
if [ ${#packages[@]} -eq 0 ]; then
  # The packages with a fuzz target: building the others' tests would be
  # for nothing.
  mapfile -t packages < <(grep -rl --include='*_test.go' --exclude-dir=node_modules '^func Fuzz' . |
    xargs -n1 dirname | sort -u)
fi
bindir=$(mktemp -d)
trap 'rm -rf "$bindir"' EXIT
cache=$(go env GOCACHE)/fuzz
count=0
log="$bindir/fuzz.log"
# fuzz_target fuzzes $target of the package's test binary $bin for
# $fuzztime, keeping its output in $log. Go's progress lines every few
# seconds are dropped but for the last, which tells how many inputs ran.
fuzz_target() {
  local status=0
  (cd "$dir" && "$bin" -test.run '^$' -test.fuzz "^${target}\$" -test.fuzztime "$fuzztime" \
    -test.fuzzcachedir "$cache/$importpath") >"$log" 2>&1 || status=$?
  awk '/^fuzz: elapsed/ { last = $0; next } { print } END { if (last != "") print last }' "$log"
  return "$status"
}
for pkg in "${packages[@]}"; do
  dir=$(go list -f '{{.Dir}}' "$pkg")
  importpath=$(go list -f '{{.ImportPath}}' "$pkg")
  bin="$bindir/$count.test"
  go test -c -fuzz=. -o "$bin" "$pkg"
  for target in $("$bin" -test.list '^Fuzz' | grep '^Fuzz' || true); do
    echo "== $importpath $target ($fuzztime)"
    if ! fuzz_target; then
      # Go's fuzzing coordinator can fail a target when -fuzztime ends
      # while a worker is mid-input, with a bare "context deadline exceeded"
      # and no input written (golang/go#75804). A real finding writes its
      # input, or prints the panic or the test's error: only a bare
      # deadline is run once more.
      if grep -q 'context deadline exceeded' "$log" && ! grep -qE 'Failing input written|panic:|_test\.go:[0-9]+:' "$log"; then
        echo "   the fuzzing engine's deadline race, no input found: once more"
        fuzz_target || { echo "FAIL: $importpath $target"; exit 1; }
      else
        echo "FAIL: $importpath $target"
        exit 1
      fi
    fi
    count=$((count + 1))
  done
done
echo "fuzzed $count targets for $fuzztime each: no failure"
