package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"sync"
	"sync/atomic"
	"time"
	_ "time/tzdata"

	"github.com/dayspa/dayspa/internal/sqlstore"
)

// booking measures POST /api/bookings with every connection booking its own
// distinct slots (the capacity is raised so that none is refused), and in
// the same run the raw insert rate of the same database with the same
// durability, as the ceiling.
func (b *bench) booking(ctx context.Context, databaseURL string) error {
	engine := "SQLite"
	env := []string{"DAYSPA_SLOT_CAPACITY=1000000"}
	if databaseURL != "" {
		engine = "PostgreSQL"
		env = append(env, "DATABASE_URL="+databaseURL)
	}
	s, err := b.start(ctx, env...)
	if err != nil {
		return err
	}
	defer s.stop()
	serviceID, err := oneHourService(s.URL)
	if err != nil {
		return err
	}
	dubai, err := time.LoadLocation("Asia/Dubai")
	if err != nil {
		return err
	}
	today := time.Now().In(dubai)
	body := func(c, i int) []byte {
		// Connection c walks its own sequence of days and hours.
		n := i*b.conns + c
		day := today.AddDate(0, 0, 1+(n/13)%89)
		hour := 9 + n%13
		req := map[string]any{
			"serviceId":     serviceID,
			"customerName":  fmt.Sprintf("Bench Guest %d", c),
			"customerEmail": fmt.Sprintf("bench-%d@example.com", c),
			"customerPhone": "+971 50 123 4567",
			"bookingDate":   day.Format("2006-01-02"),
			"bookingTime":   fmt.Sprintf("%02d:00", hour),
		}
		out, _ := json.Marshal(req)
		return out
	}
	fmt.Printf("## booking (%s)\n", engine)
	res := runLoad(ctx, b.conns, b.duration, http.StatusCreated, postJSON(s.URL+"/api/bookings", body))
	fmt.Printf("POST /api/bookings      %s   (target >= 500/s, p99 < 50 ms)\n", res)

	ceiling, err := rawInserts(ctx, databaseURL, b.conns, b.duration)
	if err != nil {
		return err
	}
	fmt.Printf("raw INSERT, same DSN    %8.0f rows/s (the database's ceiling with the same durability)\n", ceiling)
	if res.Errors > 0 {
		return fmt.Errorf("%d booking requests failed", res.Errors)
	}
	return nil
}

// oneHourService returns the id of an active 60-minute single-place service.
func oneHourService(base string) (int64, error) {
	resp, err := http.Get(base + "/api/services")
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	var services []struct {
		ID       int64  `json:"id"`
		Category string `json:"category"`
		Duration int    `json:"duration"`
		IsActive bool   `json:"isActive"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&services); err != nil {
		return 0, err
	}
	for _, s := range services {
		if s.IsActive && s.Duration == 60 && s.Category != "Couples Packages" {
			return s.ID, nil
		}
	}
	return 0, fmt.Errorf("no active 60-minute service")
}

// rawInserts opens the database the way the server does (same DSN, same
// pragmas) and inserts single rows, one autocommit statement each, from
// conns goroutines for d.
func rawInserts(ctx context.Context, databaseURL string, conns int, d time.Duration) (float64, error) {
	dir, err := os.MkdirTemp("", "dayspa-bench-raw-")
	if err != nil {
		return 0, err
	}
	defer os.RemoveAll(dir)
	db, err := sqlstore.Open(ctx, sqlstore.Config{DatabaseURL: databaseURL, DataDir: dir})
	if err != nil {
		return 0, err
	}
	defer db.Close()
	sqlDB := db.SQL()
	if _, err := sqlDB.ExecContext(ctx, `DROP TABLE IF EXISTS bench_raw`); err != nil {
		return 0, err
	}
	if _, err := sqlDB.ExecContext(ctx, `CREATE TABLE bench_raw (id BIGINT PRIMARY KEY, payload TEXT NOT NULL)`); err != nil {
		return 0, err
	}
	defer sqlDB.ExecContext(context.Background(), `DROP TABLE bench_raw`)
	var next, rows atomic.Int64
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	var wg sync.WaitGroup
	start := time.Now()
	for range conns {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				id := next.Add(1)
				if _, err := sqlDB.ExecContext(ctx, `INSERT INTO bench_raw (id, payload) VALUES ($1, $2)`, id, "a booking-sized row of text"); err == nil {
					rows.Add(1)
				}
			}
		}()
	}
	wg.Wait()
	return float64(rows.Load()) / time.Since(start).Seconds(), nil
}
