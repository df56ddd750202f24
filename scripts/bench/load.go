package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// loadResult is what a closed-loop load run measured.
type loadResult struct {
	Requests int
	Errors   int // transport errors and statuses other than want
	Duration time.Duration
	P50, P99 time.Duration
}

func (r loadResult) RPS() float64 { return float64(r.Requests) / r.Duration.Seconds() }

func (r loadResult) String() string {
	return fmt.Sprintf("%8.0f req/s  p50 %6.2f ms  p99 %6.2f ms  (%d requests, %d errors)",
		r.RPS(), ms(r.P50), ms(r.P99), r.Requests, r.Errors)
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// request builds the i-th request of connection c.
type request func(c, i int) (*http.Request, error)

// runLoad keeps conns connections busy for d, each sending its next request
// as soon as the previous answer is read (closed loop, like wrk), and
// counts an answer with a status other than want as an error.
func runLoad(ctx context.Context, conns int, d time.Duration, want int, next request) loadResult {
	transport := &http.Transport{MaxIdleConnsPerHost: conns, MaxConnsPerHost: conns, DisableCompression: true}
	defer transport.CloseIdleConnections()
	client := &http.Client{Transport: transport, Timeout: 10 * time.Second}

	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	var errors atomic.Int64
	lat := make([][]time.Duration, conns)
	var wg sync.WaitGroup
	start := time.Now()
	for c := range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ctx.Err() == nil; i++ {
				req, err := next(c, i)
				if err != nil {
					errors.Add(1)
					return
				}
				t0 := time.Now()
				resp, err := client.Do(req)
				if err != nil {
					if ctx.Err() == nil {
						errors.Add(1)
					}
					continue
				}
				_, _ = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				lat[c] = append(lat[c], time.Since(t0))
				if resp.StatusCode != want {
					errors.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	all := slices.Concat(lat...)
	slices.Sort(all)
	return loadResult{Requests: len(all), Errors: int(errors.Load()), Duration: elapsed, P50: quantile(all, 0.50), P99: quantile(all, 0.99)}
}

// runRate sends rate requests per second in all for d, from conns clients
// that each keep their own fixed schedule (open loop): a late answer does not
// delay the next send, and each latency is counted from the moment the
// request was due, so a stalled server shows in the percentiles instead of
// slowing the load down (no coordinated omission).
func runRate(ctx context.Context, conns int, rate float64, d time.Duration, want int, next request) loadResult {
	transport := &http.Transport{MaxIdleConnsPerHost: conns, DisableCompression: true}
	defer transport.CloseIdleConnections()
	client := &http.Client{Transport: transport, Timeout: 10 * time.Second}

	interval := time.Duration(float64(conns) / rate * float64(time.Second)) // per client
	var errors atomic.Int64
	var mu sync.Mutex
	var all []time.Duration
	var wg sync.WaitGroup
	start := time.Now()
	for c := range conns {
		// Clients start spread over one interval, so sends are even in time.
		first := start.Add(interval * time.Duration(c) / time.Duration(conns))
		for i := 0; ; i++ {
			due := first.Add(interval * time.Duration(i))
			if due.Sub(start) >= d {
				break
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				select {
				case <-time.After(time.Until(due)):
				case <-ctx.Done():
					return
				}
				req, err := next(c, i)
				if err != nil {
					errors.Add(1)
					return
				}
				resp, err := client.Do(req)
				if err != nil {
					errors.Add(1)
					return
				}
				_, _ = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				lat := time.Since(due)
				if resp.StatusCode != want {
					errors.Add(1)
				}
				mu.Lock()
				all = append(all, lat)
				mu.Unlock()
			}()
		}
	}
	wg.Wait()
	elapsed := time.Since(start)
	slices.Sort(all)
	return loadResult{Requests: len(all), Errors: int(errors.Load()), Duration: elapsed, P50: quantile(all, 0.50), P99: quantile(all, 0.99)}
}

func quantile(sorted []time.Duration, q float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(len(sorted)-1, int(float64(len(sorted))*q))]
}

func get(url string) request {
	return func(int, int) (*http.Request, error) { return http.NewRequest(http.MethodGet, url, nil) }
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
