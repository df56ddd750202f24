package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"regexp"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/dayspa/dayspa/internal/httpapi"
)

// The metrics listener: /metrics in Prometheus's text format on
// DAYSPA_METRICS_ADDR, a listener of its own so that the public one never
// answers it. Off when the setting is unset.

// newMetrics returns the registry of every series the process exports and
// the HTTP layer's share of them; nil, nil when metrics are off.
func (m *Main) newMetrics() (*prometheus.Registry, *httpapi.Metrics) {
	if m.Config.MetricsAddr == "" {
		return nil, nil
	}
	reg := prometheus.NewRegistry()
	reg.MustRegister(
		// The Go runtime's usual series, and the heap the last collection
		// found live (go_gc_heap_live_bytes): what the process holds, apart
		// from the garbage and free pages the collector keeps by habit, which
		// is how a leak is told from its timing (the soak test's bound).
		collectors.NewGoCollector(collectors.WithGoCollectorRuntimeMetrics(
			collectors.GoRuntimeMetricsRule{Matcher: regexp.MustCompile(`^/gc/heap/live:bytes$`)})),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
	// The database pools' use (open, in use, idle, waits), per pool. The
	// gauges read from the database when scraped belong here too: the
	// e-mail outbox's backlog (prometheus.NewGaugeFunc over the store)
	// joins once the outbox exists.
	for _, p := range m.DB.Pools() {
		reg.MustRegister(collectors.NewDBStatsCollector(p.DB, p.Name))
	}
	return reg, httpapi.NewMetrics(reg)
}

// serveMetrics starts the metrics listener.
func (m *Main) serveMetrics(reg *prometheus.Registry) error {
	if reg == nil {
		return nil
	}
	ln, err := net.Listen("tcp", m.Config.MetricsAddr)
	if err != nil {
		return fmt.Errorf("DAYSPA_METRICS_ADDR: %w", err)
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(reg, promhttp.HandlerOpts{
		ErrorLog: metricsErrorLog{m}, Registry: reg, Timeout: 10 * time.Second}))
	if m.Config.MetricsDebug {
		handleDebug(mux)
	}
	m.metricsHTTP = &http.Server{
		Handler:           mux,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
	}
	m.metricsAddr = ln.Addr()
	go func() {
		if err := m.metricsHTTP.Serve(ln); !errors.Is(err, http.ErrServerClosed) {
			m.serveErr <- fmt.Errorf("metrics: %w", err)
		}
	}()
	m.Logger.Info("metrics listening", "addr", ln.Addr().String(), "url", "http://"+ln.Addr().String()+"/metrics")
	return nil
}

// MetricsAddr returns the address of the metrics listener, nil when
// metrics are off.
func (m *Main) MetricsAddr() net.Addr { return m.metricsAddr }

// closeMetrics stops the metrics listener, last, so that the shutdown
// itself can be watched.
func (m *Main) closeMetrics() error {
	if m.metricsHTTP == nil {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	err := m.metricsHTTP.Shutdown(ctx)
	m.metricsHTTP = nil
	if err != nil {
		return fmt.Errorf("metrics shutdown: %w", err)
	}
	return nil
}

// metricsErrorLog sends promhttp's gathering errors to the log.
type metricsErrorLog struct{ m *Main }

func (l metricsErrorLog) Println(v ...any) { l.m.Logger.Warn("metrics", "err", fmt.Sprint(v...)) }

// handleDebug adds, with DAYSPA_METRICS_DEBUG, what the benchmarks and the
// soak test read on the metrics listener: Go's profiles under
// /debug/pprof/ (go tool pprof http://ADDR/debug/pprof/heap), and
// the memory's figures (debugMemory): GET /debug/memory reads them as they
// are, POST /debug/memory first collects the garbage and hands the free
// memory back to the system (debug.FreeOSMemory). A reading at rest after
// the POST holds what the process keeps and nothing of when its last
// collection fell, which is how a leak is told from the collector's
// habits. Off by default: a collection of the whole heap on demand is not
// for whoever reaches the listener.
func handleDebug(mux *http.ServeMux) {
	mux.HandleFunc("GET /debug/pprof/", pprof.Index)
	mux.HandleFunc("GET /debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("GET /debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("GET /debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("GET /debug/pprof/trace", pprof.Trace)
	answer := func(w http.ResponseWriter) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(readDebugMemory())
	}
	mux.HandleFunc("GET /debug/memory", func(w http.ResponseWriter, r *http.Request) { answer(w) })
	mux.HandleFunc("POST /debug/memory", func(w http.ResponseWriter, r *http.Request) {
		debug.FreeOSMemory()
		answer(w)
	})
}

// debugMemory is the process's memory, in bytes.
type debugMemory struct {
	// RSS is the resident set (Linux's VmRSS; 0 elsewhere), and RSSFile
	// its part that is pages of files (the binary, with the web app it
	// embeds), which the system can drop and read again.
	RSS     int64 `json:"rss"`
	RSSFile int64 `json:"rssFile"`
	// HeapLive is the heap the collection found live: what the process
	// holds in Go objects.
	HeapLive int64 `json:"heapLive"`
	// HeapObjects is the heap's objects, live or not yet swept (equal to
	// HeapLive just after a collection, give or take what was allocated
	// since), and HeapUnused the rest of the heap's spans in use.
	HeapObjects int64 `json:"heapObjects"`
	HeapUnused  int64 `json:"heapUnused"`
	// HeapFree is the heap's free pages the runtime still holds, and
	// HeapReleased those it has handed back to the system.
	HeapFree     int64 `json:"heapFree"`
	HeapReleased int64 `json:"heapReleased"`
	// Stacks is the goroutines' stacks; Metadata the collector's and the
	// allocator's own; GoTotal all the memory the Go runtime has mapped
	// (released pages included).
	Stacks   int64 `json:"stacks"`
	Metadata int64 `json:"metadata"`
	GoTotal  int64 `json:"goTotal"`
	// Goroutines is how many there are.
	Goroutines int `json:"goroutines"`
}

// readDebugMemory reads debugMemory's figures now.
func readDebugMemory() debugMemory {
	names := []string{
		"/gc/heap/live:bytes",
		"/memory/classes/heap/objects:bytes",
		"/memory/classes/heap/unused:bytes",
		"/memory/classes/heap/free:bytes",
		"/memory/classes/heap/released:bytes",
		"/memory/classes/heap/stacks:bytes",
		"/memory/classes/metadata/mcache/free:bytes",
		"/memory/classes/metadata/mcache/inuse:bytes",
		"/memory/classes/metadata/mspan/free:bytes",
		"/memory/classes/metadata/mspan/inuse:bytes",
		"/memory/classes/metadata/other:bytes",
		"/memory/classes/total:bytes",
	}
	samples := make([]metrics.Sample, len(names))
	for i, n := range names {
		samples[i].Name = n
	}
	metrics.Read(samples)
	v := func(i int) int64 {
		if samples[i].Value.Kind() != metrics.KindUint64 {
			return 0
		}
		return int64(samples[i].Value.Uint64())
	}
	rss, file := residentBytes()
	return debugMemory{RSS: rss, RSSFile: file, HeapLive: v(0), HeapObjects: v(1), HeapUnused: v(2), HeapFree: v(3), HeapReleased: v(4),
		Stacks: v(5), Metadata: v(6) + v(7) + v(8) + v(9) + v(10), GoTotal: v(11), Goroutines: runtime.NumGoroutine()}
}

// residentBytes is the process's resident set and its part that is
// pages of files, from /proc/self/status; 0 where there is none.
func residentBytes() (rss, file int64) {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, 0
	}
	kb := func(s string) int64 {
		n, err := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "kB")), 10, 64)
		if err != nil {
			return 0
		}
		return n << 10
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			rss = kb(rest)
		} else if rest, ok := strings.CutPrefix(line, "RssFile:"); ok {
			file = kb(rest)
		}
	}
	return rss, file
}
