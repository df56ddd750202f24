package main

import (
	"cmp"
	"context"
	"fmt"
	"os"
	"os/exec"
)

// charts runs the store's benchmark of the Income charts' one aggregated
// read (BenchmarkIncomeCharts: a month by day, a year by day, three years
// by month) on SQLite and, with databaseURL, on PostgreSQL too. Target:
// each read's p95 < 100 ms on 1,000,000 invoices. It runs at that size,
// the target's own, unless CHARTS_INVOICES says otherwise (a quick look):
// the read no longer depends on the number of invoices, but the size of
// the figures recorded must be the size the target names.
func (b *bench) charts(ctx context.Context, databaseURL string) error {
	invoices := cmp.Or(os.Getenv("CHARTS_INVOICES"), "1000000")
	fmt.Printf("Income charts on %s invoices and 200,000 bookings (target: p95 < 100 ms)\n", invoices)
	cmd := exec.CommandContext(ctx, "go", "test", "-run", "^$", "-bench", "IncomeCharts", "-benchtime", "20x",
		"-timeout", "60m", "-v", "./internal/sqlstore/")
	// The last of a name in the environment wins: PostgreSQL only when told.
	cmd.Env = append(os.Environ(), "CHARTS_INVOICES="+invoices, "TEST_DATABASE_URL="+databaseURL)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	return cmd.Run()
}
