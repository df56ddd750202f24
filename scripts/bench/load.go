package main

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/dayspa/dayspa/internal/loadgen"
)

// The load generator is internal/loadgen, shared with the soak and fault
// tests; these are the shapes the benchmarks use.

type loadResult = loadgen.Result

func ms(d time.Duration) float64 { return loadgen.Millis(d) }

// request builds the i-th request of connection c.
type request = loadgen.Request

// wantStatus counts an answer with a status other than want as an error.
func wantStatus(want int) func(*http.Request, int) bool {
	return func(_ *http.Request, status int) bool { return status == want }
}

// runLoad keeps conns connections busy for d (closed loop, like wrk).
func runLoad(ctx context.Context, conns int, d time.Duration, want int, next request) loadResult {
	return loadgen.Closed(ctx, loadgen.Options{Conns: conns, Duration: d, OK: wantStatus(want)}, next)
}

// runRate sends rate requests per second in all for d, from conns clients
// on fixed schedules (open loop, no coordinated omission).
func runRate(ctx context.Context, conns int, rate float64, d time.Duration, want int, next request) loadResult {
	return loadgen.Rate(ctx, loadgen.Options{Conns: conns, Duration: d, OK: wantStatus(want)}, rate, next)
}

func get(url string) request {
	return func(int, int) (*http.Request, error) { return http.NewRequest(http.MethodGet, url, nil) }
}

// getGzip asks for url as a browser does, compressed; the generator keeps
// the answer compressed, as the server sent it.
func getGzip(url string) request {
	return func(int, int) (*http.Request, error) {
		req, err := http.NewRequest(http.MethodGet, url, nil)
		if err == nil {
			req.Header.Set("Accept-Encoding", "gzip")
		}
		return req, err
	}
}

func postJSON(url string, body func(c, i int) []byte) request {
	return func(c, i int) (*http.Request, error) {
		req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(body(c, i)))
		if err == nil {
			req.Header.Set("Content-Type", "application/json")
		}
		return req, err
	}
}

// bySecond is a rate run's p99 in each second of its schedule, to tell a
// tail from the run's start apart from one spread over the run.
func bySecond(r loadResult) string {
	parts := make([]string, len(r.Seconds))
	for i, s := range r.Seconds {
		parts[i] = fmt.Sprintf("%.1f", ms(s.P99))
	}
	return "p99 by second (ms): " + strings.Join(parts, ", ")
}
