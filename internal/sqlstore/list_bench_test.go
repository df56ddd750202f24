package sqlstore_test

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// The dashboard's reads on a big spa: 200,000 bookings of 50,000 customers
// (issue 5's target: each under 50 ms at the 95th percentile), on SQLite
// and, with TEST_DATABASE_URL, PostgreSQL:
//
//	go test -run '^$' -bench Dashboard -benchtime 200x ./internal/sqlstore/
//
// It seeds the data itself (seedDashboard: multi-row inserts, then
// ANALYZE). Each read reports its p95 wall-clock time and its CPU time
// (this process's, plus the PostgreSQL server process's when the server
// runs on this machine), which on a busy machine estimates the idle time.
// DASHBOARD_BOOKINGS and DASHBOARD_CUSTOMERS change the sizes.
func BenchmarkDashboard(b *testing.B) {
	bookings, customers := envInt("DASHBOARD_BOOKINGS", 200_000), envInt("DASHBOARD_CUSTOMERS", 50_000)
	for _, e := range engines() {
		b.Run(e.Name, func(b *testing.B) {
			if e.Skip != "" {
				b.Skip(e.Skip)
			}
			db := newDB(b, e)
			start := time.Now()
			seedDashboard(b, db, bookings, customers)
			b.Logf("%s: %d bookings of %d customers seeded in %v", e.Name, bookings, customers, time.Since(start).Round(time.Millisecond))
			ctx := context.Background()
			// On PostgreSQL, one connection whose server process's CPU time
			// can be read (when the server runs on this machine).
			serverCPU := func() time.Duration { return 0 }
			if db.Engine() == sqlstore.EnginePostgres {
				db.SQL().SetMaxOpenConns(1)
				var pid int
				must(b, db.SQL().QueryRow(`SELECT pg_backend_pid()`).Scan(&pid))
				serverCPU = func() time.Duration { return procCPU(pid) }
			}
			confirmed := dayspa.StatusConfirmed
			day := bookDay.AddDays(30)
			for _, r := range []struct {
				name string
				read func() error
			}{
				{"Stats", func() error { _, err := db.BookingStats(ctx); return err }},
				{"BookingsPage1", func() error { _, _, err := db.ListBookings(ctx, dayspa.BookingFilter{}); return err }},
				{"BookingsPage500", func() error {
					_, _, err := db.ListBookings(ctx, dayspa.BookingFilter{Page: dayspa.Page{Offset: 4990, Limit: 10}})
					return err
				}},
				{"BookingsByStatus", func() error { _, _, err := db.ListBookings(ctx, dayspa.BookingFilter{Status: &confirmed}); return err }},
				{"BookingsByDate", func() error { _, _, err := db.ListBookings(ctx, dayspa.BookingFilter{Date: &day}); return err }},
				{"BookingsSearch", func() error {
					_, _, err := db.ListBookings(ctx, dayspa.BookingFilter{Search: "guest 4242"})
					return err
				}},
				{"CustomersPage1", func() error { _, _, err := db.ListCustomers(ctx, dayspa.CustomerFilter{}); return err }},
				{"CustomersPage500", func() error {
					_, _, err := db.ListCustomers(ctx, dayspa.CustomerFilter{Page: dayspa.Page{Offset: 4990, Limit: 10}})
					return err
				}},
				{"CustomersSearch", func() error {
					_, _, err := db.ListCustomers(ctx, dayspa.CustomerFilter{Search: "guest 4242"})
					return err
				}},
			} {
				b.Run(r.name, func(b *testing.B) {
					times := make([]time.Duration, 0, b.N)
					cpu0, server0 := cpuTime(), serverCPU()
					for b.Loop() {
						t0 := time.Now()
						if err := r.read(); err != nil {
							b.Fatal(err)
						}
						times = append(times, time.Since(t0))
					}
					cpu := cpuTime() - cpu0 + serverCPU() - server0
					slices.Sort(times)
					b.ReportMetric(float64(times[len(times)*95/100].Microseconds())/1000, "p95-ms")
					// The CPU time of a read: this process's (all the work on
					// SQLite), plus the PostgreSQL server process's. On a busy
					// machine it says what the wall-clock time would be on
					// an idle one.
					b.ReportMetric(float64(cpu.Microseconds())/1000/float64(len(times)), "cpu-ms/op")
				})
			}
		})
	}
}

// cpuTime is the CPU time this process has used, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// procCPU is the CPU time of process pid from /proc (Linux), 0 when it
// cannot be read: the PostgreSQL server is elsewhere.
func procCPU(pid int) time.Duration {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// Fields after the command name (which may hold spaces): state is
	// the 3rd field, utime and stime the 14th and 15th, in clock ticks.
	s := string(raw)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(f) < 13 {
		return 0
	}
	var utime, stime int64
	fmt.Sscan(f[11], &utime)
	fmt.Sscan(f[12], &stime)
	const ticks = 100 // USER_HZ on Linux
	return time.Duration(utime+stime) * time.Second / ticks
}

func envInt(name string, def int) int {
	var n int
	if _, err := fmt.Sscan(os.Getenv(name), &n); err != nil || n <= 0 {
		return def
	}
	return n
}

// seedDashboard stores the customers, then the bookings spread over them,
// over 4 services, 365 days and the four statuses, made one a minute, in
// multi-row inserts.
func seedDashboard(b testing.TB, db *sqlstore.DB, bookings, customers int) {
	b.Helper()
	ctx := context.Background()
	var svcs []dayspa.Service
	for i := range 4 {
		svcs = append(svcs, createService(b, db, massage(fmt.Sprintf("Massage %d", i))))
	}
	t0 := time.Date(2024, 1, 1, 6, 0, 0, 0, time.UTC)
	insert := func(table, cols string, n, width int, row func(i int) []any) {
		const batch = 500
		tx, err := db.SQL().BeginTx(ctx, nil)
		must(b, err)
		defer tx.Rollback()
		for from := 0; from < n; from += batch {
			to := min(from+batch, n)
			var values []string
			var args []any
			for i := from; i < to; i++ {
				ps := make([]string, width)
				for k := range ps {
					ps[k] = fmt.Sprintf("$%d", len(args)+k+1)
				}
				values = append(values, "("+strings.Join(ps, ", ")+")")
				args = append(args, row(i)...)
			}
			_, err := tx.ExecContext(ctx, "INSERT INTO "+table+" ("+cols+") VALUES "+strings.Join(values, ", "), args...)
			must(b, err)
		}
		must(b, tx.Commit())
	}
	insert("customers", "id, name, email, phone, created_at", customers, 5, func(i int) []any {
		return []any{int64(i + 1), fmt.Sprintf("Guest %d", i+1), fmt.Sprintf("guest%d@example.ae", i+1), "+971 50 123 4567",
			t0.Add(time.Duration(i) * 4 * time.Minute)}
	})
	statuses := []string{"pending", "confirmed", "completed", "completed", "cancelled"}
	insert("bookings", "customer_id, service_id, booking_date, booking_time, start_minute, end_minute, places, status, total_amount, created_at",
		bookings, 10, func(i int) []any {
			s := svcs[i%len(svcs)]
			hour := 9 + i%13
			return []any{int64(i*7919%customers + 1), s.ID, bookDay.AddDays(i % 365), fmt.Sprintf("%02d:00", hour),
				hour * 60, hour*60 + 60, 1, statuses[i%len(statuses)], int64(s.Price), t0.Add(time.Duration(i) * time.Minute)}
		})
	if db.Engine() == sqlstore.EnginePostgres {
		// The identity continues after the explicit ids.
		_, err := db.SQL().Exec(`SELECT setval(pg_get_serial_sequence('customers', 'id'), (SELECT max(id) FROM customers))`)
		must(b, err)
	}
	// What autovacuum does to a database that has been running: planner
	// statistics and, on PostgreSQL, the visibility map that lets counts
	// read indexes only.
	vacuum := "ANALYZE"
	if db.Engine() == sqlstore.EnginePostgres {
		vacuum = "VACUUM ANALYZE"
	}
	_, err := db.SQL().Exec(vacuum)
	must(b, err)
}
