package main

import (
	"bytes"
	"cmp"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
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
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = io.MultiWriter(os.Stdout, &out), os.Stderr
	if err := cmd.Run(); err != nil {
		return err
	}
	return checkChartsP95(out.String())
}

// checkChartsP95 gives a verdict on each benchmark line's p95 (the
// "p95-ms" metric BenchmarkIncomeCharts reports).
func checkChartsP95(out string) error {
	checked := 0
	for line := range strings.Lines(out) {
		fields := strings.Fields(line)
		for i := 1; i < len(fields); i++ {
			if fields[i] != "p95-ms" {
				continue
			}
			p95, err := strconv.ParseFloat(fields[i-1], 64)
			if err != nil {
				return fmt.Errorf("charts: %q: %w", line, err)
			}
			fmt.Printf("%s p95 %.2f ms (target < 100 ms: %s)\n", fields[0], p95,
				verdict(fmt.Sprintf("charts: %s p95 %.2f ms, target < 100 ms", fields[0], p95), p95 < 100))
			checked++
		}
	}
	if checked == 0 {
		return fmt.Errorf("charts: no p95-ms in the benchmark's output")
	}
	return nil
}
