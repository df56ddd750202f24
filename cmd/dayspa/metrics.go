package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"regexp"
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
