// Package scaletest proves the built binary under faults and at scale, as
// an operator runs it: two `dayspa serve` processes on one PostgreSQL and
// one S3-compatible bucket, rolling restarts behind a balancer, kill -9
// under booking load, a soak of mixed traffic, and nginx in front.
//
// Its tests start bin/dayspa, so they run only when DAYSPA_BIN names it
// (make test-scale, and its short form in make test); without it they
// skip. The shared bucket is an in-process S3-compatible server (gofakes3)
// that the processes reach over HTTP; PostgreSQL is TEST_DATABASE_URL's.
//
//	DAYSPA_BIN=$PWD/bin/dayspa go test ./internal/scaletest -v -args -soak=60s -soak-conns=500
package scaletest
