package loadgen

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// A Rate run counts each answer in the second it was due: its schedule is
// fixed, so the counts are known before it runs.
func TestRate_Seconds(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()
	get := func(int, int) (*http.Request, error) { return http.NewRequest(http.MethodGet, srv.URL, nil) }

	// Two clients at 100/s in all: each sends every 20 ms, the second 10 ms
	// after the first, for 2.5 s.
	res := Rate(context.Background(), Options{Conns: 2, Duration: 2500 * time.Millisecond}, 100, get)

	if res.Errors != 0 || res.Requests != 250 {
		t.Fatalf("requests %d, errors %d (first: %v); want 250 without errors", res.Requests, res.Errors, res.FirstError)
	}
	want := []int{100, 100, 50}
	if len(res.Seconds) != len(want) {
		t.Fatalf("%d seconds, want %d: %+v", len(res.Seconds), len(want), res.Seconds)
	}
	for i, n := range want {
		if got := res.Seconds[i]; got.Requests != n || got.P99 <= 0 || got.P99 > got.Max {
			t.Errorf("second %d: %+v, want %d requests with 0 < p99 <= max", i+1, got, n)
		}
	}
}

// The percentiles of 1 ms to 100 ms, one each: the n-th percentile is the
// answer below which n of the hundred fall.
func TestLatencyOf_Percentiles(t *testing.T) {
	var sorted []time.Duration
	for i := 1; i <= 100; i++ {
		sorted = append(sorted, time.Duration(i)*time.Millisecond)
	}
	got := latencyOf(sorted)
	want := Latency{Requests: 100, P50: 51 * time.Millisecond, P90: 91 * time.Millisecond, P95: 96 * time.Millisecond,
		P99: 100 * time.Millisecond, Max: 100 * time.Millisecond}
	if got != want {
		t.Errorf("latencyOf = %+v, want %+v", got, want)
	}
}
