package main

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"sync"
	"sync/atomic"
	"time"
	_ "time/tzdata"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// bookingRate is the booking target's load: 500 bookings a second.
const bookingRate = 500

// firstSecondTarget bounds the p99 of a new server's first second of
// bookings at bookingRate, from the moment /readyz says it is ready
// (issue 37): the same bound as the warm runs'.
const firstSecondTarget = 50 * time.Millisecond

// booking measures POST /api/bookings with every connection booking its own
// distinct slots (the spa is given 100 rooms and 100 therapists qualified
// for the service, so that none is refused: 89 days of 13 slots hold
// 115,700 bookings), and in
// the same run the raw insert rate of the same database with the same
// durability, as the ceiling.
func (b *bench) booking(ctx context.Context, databaseURL string) error {
	s, engine, databaseURL, err := b.startFresh(ctx, databaseURL)
	if err != nil {
		return err
	}
	defer s.stop()
	serviceID, err := oneHourService(s.URL)
	if err != nil {
		return err
	}
	if err := benchTeam(ctx, databaseURL, s.dir, serviceID, 100); err != nil {
		return err
	}
	// The server's clock: DAYSPA_TIMEZONE, which it inherits, or its default.
	zone, err := time.LoadLocation(cmp.Or(os.Getenv("DAYSPA_TIMEZONE"), "Asia/Dubai"))
	if err != nil {
		return err
	}
	today := time.Now().In(zone)
	body := func(c, i int) []byte {
		// Connection c walks its own sequence of days and hours. Requests
		// sent at about the same time are on different days: bookings of
		// one day are serialised by design (the capacity check), and a spa
		// is not booked 50 times for one day in the same second.
		n := i*b.conns + c
		day := today.AddDate(0, 0, 1+n%89)
		hour := 9 + (n/89)%13
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
	// The server measured is a new one: started on the database as the
	// spa's would be after a deploy, its team in place (the one above
	// started it on an empty schema, and benchTeam wrote the team through
	// another instance, which the server would first have to read).
	ready, err := s.restart(ctx)
	if err != nil {
		return err
	}
	fmt.Printf("## booking (%s), a new server (ready %d ms after its start)\n", engine, ready.Milliseconds())
	// The target's load: 500 bookings a second from the clients, on a
	// schedule, from the first second after /readyz said ready: what a
	// new server must warm is warmed before it says so (sqlstore.WarmUp),
	// and that second is a target of its own. Then the same rate
	// measured on, and then as fast as the clients can go, for the
	// capacity. Each run books slots of its own (each starts after the
	// one before).
	offset := 0
	numbered := func(c, i int) []byte { return body(c, i+offset) }
	first := runRate(ctx, b.conns, bookingRate, time.Second, http.StatusCreated, postJSON(s.URL+"/api/bookings", numbered))
	fmt.Printf("first second after ready, at %d/s  %s   (target: p99 < %d ms: %s)\n", bookingRate, first, firstSecondTarget.Milliseconds(),
		verdict(fmt.Sprintf("booking (%s): first second after ready p99 %.2f ms, target < %d ms", engine, ms(first.P99), firstSecondTarget.Milliseconds()), first.P99 < firstSecondTarget))
	offset = first.Requests/b.conns + 100
	atRate := runRate(ctx, b.conns, bookingRate, b.duration, http.StatusCreated, postJSON(s.URL+"/api/bookings", numbered))
	fmt.Printf("POST /api/bookings at %d/s  %s   (target: p99 < 50 ms: %s)\n", bookingRate, atRate,
		verdict(fmt.Sprintf("booking (%s): p99 at %d/s %.2f ms, target < 50 ms", engine, bookingRate, ms(atRate.P99)), atRate.P99 < 50*time.Millisecond))
	fmt.Printf("    %s\n", bySecond(atRate))
	offset += atRate.Requests/b.conns + 100
	res := runLoad(ctx, b.conns, b.duration, http.StatusCreated, postJSON(s.URL+"/api/bookings", numbered))
	fmt.Printf("POST /api/bookings, closed loop  %s   (target >= 500/s: %s)\n", res,
		verdict(fmt.Sprintf("booking (%s): closed loop %.0f/s, target >= 500/s", engine, res.RPS()), res.RPS() >= 500))

	ceiling, err := rawInserts(ctx, databaseURL, b.conns, b.duration)
	if err != nil {
		return err
	}
	fmt.Printf("raw INSERT, same DSN    %8.0f rows/s (the database's ceiling with the same durability)\n", ceiling)
	if failed := first.Errors + atRate.Errors + res.Errors; failed > 0 {
		return fmt.Errorf("%d booking requests failed", failed)
	}
	return nil
}

// benchTeam gives the server's database n single rooms and n therapists
// qualified for the service, at work from 09:00 to 22:00 every day.
func benchTeam(ctx context.Context, databaseURL, dir string, serviceID int64, n int) error {
	db, err := sqlstore.Open(ctx, sqlstore.Config{DatabaseURL: databaseURL, DataDir: dir})
	if err != nil {
		return err
	}
	defer db.Close()
	var ws dayspa.WeekSchedule
	for i := range ws {
		ws[i] = []dayspa.Interval{{Start: dayspa.DefaultOpenMinute, End: dayspa.DefaultCloseMinute}}
	}
	for i := range n {
		r := dayspa.Room{Name: fmt.Sprintf("Bench room %d", i+1), Kind: dayspa.RoomSingle, Active: true}
		if err := db.CreateRoom(ctx, &r); err != nil {
			return err
		}
		t := dayspa.Therapist{Name: fmt.Sprintf("Bench therapist %d", i+1), Gender: dayspa.GenderFemale,
			ServiceIDs: []int64{serviceID}, Schedule: ws, TimeOff: []dayspa.TimeOff{}, Active: true, CommissionPercentage: 40}
		if err := db.CreateTherapist(ctx, &t); err != nil {
			return err
		}
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
