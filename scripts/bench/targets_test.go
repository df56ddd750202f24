package main

import (
	"bytes"
	"strings"
	"testing"
)

// A missed target is named at the run's end, and makes it fail.
func TestVerdictRemembersMisses(t *testing.T) {
	t.Cleanup(func() { missed = nil })
	missed = nil
	if got := verdict("js: / 90.0 KB, target <= 100 KB", true); got != "met" {
		t.Errorf("a met target = %q", got)
	}
	var out bytes.Buffer
	if reportMissed(&out) || !strings.Contains(out.String(), "every target met") {
		t.Errorf("with every target met: %q", out.String())
	}
	if got := verdict("js: /booking 112.7 KB, target <= 100 KB", false); got != "MISSED" {
		t.Errorf("a missed target = %q", got)
	}
	out.Reset()
	if !reportMissed(&out) || !strings.Contains(out.String(), "1 targets missed:\n  js: /booking 112.7 KB, target <= 100 KB\n") {
		t.Errorf("with one missed: %q", out.String())
	}
}

// The charts' verdicts come from the p95 each benchmark line reports.
func TestCheckChartsP95(t *testing.T) {
	t.Cleanup(func() { missed = nil })
	missed = nil
	out := "goos: linux\n" +
		"BenchmarkIncomeCharts/sqlite/month-2   \t      20\t  41234567 ns/op\t        48.20 p95-ms\n" +
		"BenchmarkIncomeCharts/sqlite/year-2    \t      20\t  91234567 ns/op\t       131.50 p95-ms\n" +
		"PASS\n"
	if err := checkChartsP95(out); err != nil {
		t.Fatal(err)
	}
	if len(missed) != 1 || !strings.Contains(missed[0], "year-2 p95 131.50 ms") {
		t.Errorf("missed = %q, want the year's read alone", missed)
	}
	if err := checkChartsP95("PASS\n"); err == nil {
		t.Error("an output without p95 passed")
	}
}
