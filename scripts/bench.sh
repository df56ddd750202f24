#!/usr/bin/env bash
# make bench: the numbers of docs/benchmarks.md. Runs the database sections
# on PostgreSQL too when BENCH_DATABASE_URL names a scratch database.
set -euo pipefail
cd "$(dirname "$0")/.."
exec go run ./scripts/bench "$@"
