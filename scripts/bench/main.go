// Command bench measures dayspa as docs/benchmarks.md records it: it starts
// the built binary (bin/dayspa) on a fresh database, loads it over loopback
// HTTP with a closed-loop generator (no wrk needed), and prints the numbers
// with the targets beside them, each "met" or "MISSED". It exits non-zero
// when a target was missed or a section could not run.
//
//	go run ./scripts/bench [-conns 50] [-duration 10s] [-database-url postgres://…] [only…]
//
// Sections: api (services vs a trivial response), memory (a new
// server's resident memory after start, after every public page, at
// rest), pages (every public page in both languages from its kept copy,
// each against the trivial ceiling measured just before it), js (each
// public page's initial JavaScript, gzip), booking (a new server's first
// second of bookings, booking creation vs the raw insert ceiling),
// calendar (availability, the calendar and booking creation on 200,000
// bookings of 20 therapists and 10 rooms), checkout (checkouts of
// bookings at 100/s, each issuing a tax invoice), sender (10,000 queued e-mails
// into an in-process SMTP server), reminders (1,000 reminders due in the
// same minute, sent by the sender's own loop), charts (the Income charts'
// read on 1,000,000 invoices, the store's BenchmarkIncomeCharts).
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"slices"
	"time"
)

func main() {
	conns := flag.Int("conns", 50, "concurrent connections")
	duration := flag.Duration("duration", 10*time.Second, "length of each load run")
	bin := flag.String("bin", "bin/dayspa", "the built binary")
	dist := flag.String("dist", "web/dist", "the built web app")
	dbURL := flag.String("database-url", os.Getenv("BENCH_DATABASE_URL"), "PostgreSQL URL to run the database sections on too (a scratch database: it is written to)")
	flag.Parse()
	only := flag.Args()
	want := func(section string) bool { return len(only) == 0 || slices.Contains(only, section) }

	ctx := context.Background()
	b := &bench{bin: *bin, conns: *conns, duration: *duration}
	fmt.Printf("dayspa benchmarks, %s, %d connections, %s per run\n\n", time.Now().Format("2006-01-02 15:04 MST"), *conns, *duration)

	type step struct {
		name string
		run  func() error
	}
	steps := []step{
		{"api", func() error { return b.api(ctx) }},
		{"memory", func() error { return b.memory(ctx) }},
		{"pages", func() error { return b.pages(ctx) }},
		{"js", func() error { return jsSize(*dist) }},
		{"booking", func() error { return b.booking(ctx, "") }},
		{"calendar", func() error { return b.calendar(ctx, "") }},
		{"checkout", func() error { return b.checkout(ctx, "") }},
		{"sender", func() error { return b.sender(ctx, "") }},
		{"reminders", func() error { return b.reminders(ctx, "") }},
		// The store's own benchmark, on SQLite and, when given, PostgreSQL.
		{"charts", func() error { return b.charts(ctx, *dbURL) }},
	}
	if *dbURL != "" {
		steps = append(steps,
			step{"booking", func() error { return b.booking(ctx, *dbURL) }},
			step{"calendar", func() error { return b.calendar(ctx, *dbURL) }},
			step{"checkout", func() error { return b.checkout(ctx, *dbURL) }},
			step{"sender", func() error { return b.sender(ctx, *dbURL) }},
			step{"reminders", func() error { return b.reminders(ctx, *dbURL) }})
	}
	failed := false
	for _, s := range steps {
		if !want(s.name) {
			continue
		}
		if err := s.run(); err != nil {
			fmt.Fprintf(os.Stderr, "bench %s: %v\n", s.name, err)
			failed = true
		}
		fmt.Println()
	}
	if reportMissed(os.Stdout) || failed {
		os.Exit(1)
	}
}
