package main

import (
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// The calendar's reads and writes on a spa with a past: 20 therapists, 10
// rooms and 200,000 bookings, each holding its room and therapist. Targets:
// a day's availability p95 < 5 ms, a month's < 30 ms, the calendar's day
// view < 20 ms, and booking creation at 500 a second with p99 < 50 ms.
const (
	calTherapists = 20
	calRooms      = 10
	calBookings   = 200_000
	// calFutureDays are the days ahead that are bookable and half booked:
	// the first five rooms have their day's bookings, the other five are free.
	calFutureDays = 89
	// calSamples is how many times each read is timed, one after the other.
	calSamples = 300
)

// calStarts are the start times each room takes in a booked day: a
// 60-minute treatment and its 15 minutes of preparation hold the room
// until a quarter past the next hour, so every other hour.
var calStarts = []int{9, 11, 13, 15, 17, 19}

// calendar measures the calendar's reads over HTTP on the seeded database,
// then booking creation at the target's rate into its free rooms.
func (b *bench) calendar(ctx context.Context, databaseURL string) error {
	s, engine, databaseURL, err := b.startFresh(ctx, databaseURL)
	if err != nil {
		return err
	}
	defer s.stop()
	serviceID, err := oneHourService(s.URL)
	if err != nil {
		return err
	}
	zone, err := time.LoadLocation(cmp.Or(os.Getenv("DAYSPA_TIMEZONE"), "Asia/Dubai"))
	if err != nil {
		return err
	}
	now := time.Now().In(zone)
	today := dayspa.Date{Year: now.Year(), Month: now.Month(), Day: now.Day()}
	t0 := time.Now()
	if err := seedCalendar(ctx, databaseURL, s.dir, serviceID, today); err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	seeded := time.Since(t0).Round(time.Second)
	// A new server on the seeded database, as after a deploy (the one
	// above made the schema; the bookings were written by another
	// instance, which it would first have to read).
	ready, err := s.restart(ctx)
	if err != nil {
		return err
	}
	fmt.Printf("## calendar (%s): %d therapists, %d rooms, %d bookings (seeded in %v; a new server, ready %d ms after its start)\n",
		engine, calTherapists, calRooms, calBookings, seeded, ready.Milliseconds())

	jar, _ := cookiejar.New(nil)
	client := &http.Client{Jar: jar, Timeout: 30 * time.Second}
	login, err := client.Post(s.URL+"/api/admin/login", "application/json", strings.NewReader(`{"email":"hello@serenitydayspa.ae","password":"bench-password-2026"}`))
	if err != nil {
		return err
	}
	login.Body.Close()
	if login.StatusCode != http.StatusOK {
		return fmt.Errorf("admin login: %d", login.StatusCode)
	}
	day := today.AddDays(7)
	next := now.AddDate(0, 1, 0)
	for _, r := range []struct {
		name, path string
		target     time.Duration
	}{
		{"GET /api/availability (a day)", fmt.Sprintf("/api/availability?date=%s&serviceId=%d", day, serviceID), 5 * time.Millisecond},
		{"GET /api/availability (a day, female)", fmt.Sprintf("/api/availability?date=%s&serviceId=%d&preference=female", day, serviceID), 5 * time.Millisecond},
		{"GET /api/availability/month", fmt.Sprintf("/api/availability/month?month=%s&serviceId=%d", next.Format("2006-01"), serviceID), 30 * time.Millisecond},
		{"GET /api/admin/calendar (a day)", fmt.Sprintf("/api/admin/calendar?date=%s&days=1", day), 20 * time.Millisecond},
		{"GET /api/admin/calendar (a week)", fmt.Sprintf("/api/admin/calendar?date=%s&days=7", day), 0},
	} {
		p50, p95, err := timeReads(client, s.URL+r.path, calSamples)
		if err != nil {
			return fmt.Errorf("%s: %w", r.name, err)
		}
		target := "(no target)"
		if r.target > 0 {
			target = fmt.Sprintf("(target: p95 < %v: %s)", r.target,
				verdict(fmt.Sprintf("calendar (%s): %s p95 %.2f ms, target < %v", engine, r.name, ms(p95), r.target), p95 < r.target))
		}
		fmt.Printf("%-40s p50 %6.2f ms  p95 %6.2f ms   %s\n", r.name, ms(p50), ms(p95), target)
	}

	// The k-th booking of a future day takes the k-th place among the
	// free rooms' starts (five rooms each start), so that none is refused.
	offset := 0
	body := func(c, i int) []byte {
		n := (i+offset)*b.conns + c
		d := today.AddDays(1 + n%calFutureDays)
		k := n / calFutureDays
		hour := calStarts[(k/(calRooms/2))%len(calStarts)]
		return fmt.Appendf(nil, `{"serviceId":%d,"customerName":"Calendar Guest %d","customerEmail":"cal-%d@example.com",`+
			`"customerPhone":"+971 50 123 4567","bookingDate":%q,"bookingTime":"%02d:00"}`, serviceID, c, c, d, hour)
	}
	// A first second at the rate is shown apart and not counted: the
	// booking section's target is a new server's first second, this one
	// the rate on a calendar of 200,000 bookings. The free places hold 89 × 5 × 6 bookings: the runs
	// are cut to fit.
	warm := runRate(ctx, b.conns, bookingRate, time.Second, http.StatusCreated, postJSON(s.URL+"/api/bookings", body))
	fmt.Printf("warm-up, 1 s at %d/s (not counted)  %s\n", bookingRate, warm)
	offset = warm.Requests/b.conns + 1
	d := min(b.duration, 4*time.Second)
	atRate := runRate(ctx, b.conns, bookingRate, d, http.StatusCreated, postJSON(s.URL+"/api/bookings", body))
	fmt.Printf("POST /api/bookings at %d/s  %s   (target: p99 < 50 ms: %s)\n", bookingRate, atRate,
		verdict(fmt.Sprintf("calendar (%s): bookings p99 at %d/s %.2f ms, target < 50 ms", engine, bookingRate, ms(atRate.P99)), atRate.P99 < 50*time.Millisecond))
	fmt.Printf("    %s\n", bySecond(atRate))
	if failed := warm.Errors + atRate.Errors; failed > 0 {
		return fmt.Errorf("%d booking requests failed: %v %v", failed, warm.Status, atRate.Status)
	}
	return nil
}

// timeReads GETs url n times, one after the other, and returns the
// median and 95th percentile of the answers' times.
func timeReads(client *http.Client, url string, n int) (p50, p95 time.Duration, err error) {
	times := make([]time.Duration, 0, n)
	for range n {
		t0 := time.Now()
		resp, err := client.Get(url)
		if err != nil {
			return 0, 0, err
		}
		_, err = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if err != nil {
			return 0, 0, err
		}
		if resp.StatusCode != http.StatusOK {
			return 0, 0, fmt.Errorf("status %d", resp.StatusCode)
		}
		times = append(times, time.Since(t0))
	}
	slices.Sort(times)
	return times[n/2], times[n*95/100], nil
}

// seedCalendar gives the database of the running server (its folder dir,
// or databaseURL) the team and the bookings: the demo team retired, 10
// rooms and 20 therapists qualified for the service at work from 09:00 to
// 22:00 every day, then 200,000 bookings over the days up to today +
// calFutureDays: room r's bookings at calStarts with therapists 2r and
// 2r+1 in turn, every room on past days and the first five on future ones;
// past bookings completed (a tenth cancelled, a twentieth no-shows), future
// ones pending or confirmed.
func seedCalendar(ctx context.Context, databaseURL, dir string, serviceID int64, today dayspa.Date) error {
	db, err := sqlstore.Open(ctx, sqlstore.Config{DatabaseURL: databaseURL, DataDir: dir})
	if err != nil {
		return err
	}
	defer db.Close()
	raw := db.SQL()
	// Retired by hand: the rooms and therapists created next change the
	// team's version, so the server reads the team again.
	for _, q := range []string{`UPDATE therapists SET active = FALSE`, `UPDATE rooms SET active = FALSE`} {
		if _, err := raw.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	var week dayspa.WeekSchedule
	for i := range week {
		week[i] = []dayspa.Interval{{Start: dayspa.DefaultOpenMinute, End: dayspa.DefaultCloseMinute}}
	}
	var rooms, therapists []int64
	for i := range calRooms {
		r := dayspa.Room{Name: fmt.Sprintf("Room %d", i+1), Kind: dayspa.RoomSingle, Active: true}
		if err := db.CreateRoom(ctx, &r); err != nil {
			return err
		}
		rooms = append(rooms, r.ID)
	}
	for i := range calTherapists {
		gender := dayspa.GenderFemale
		if i%4 == 3 {
			gender = dayspa.GenderMale
		}
		t := dayspa.Therapist{Name: fmt.Sprintf("Therapist %d", i+1), Gender: gender, ServiceIDs: []int64{serviceID},
			Schedule: week, TimeOff: []dayspa.TimeOff{}, Active: true, CommissionPercentage: 40}
		if err := db.CreateTherapist(ctx, &t); err != nil {
			return err
		}
		therapists = append(therapists, t.ID)
	}

	const customers = 20_000
	var firstCustomer, firstBooking int64
	if err := raw.QueryRowContext(ctx, `SELECT COALESCE(MAX(id), 0) + 1 FROM customers`).Scan(&firstCustomer); err != nil {
		return err
	}
	if err := raw.QueryRowContext(ctx, `SELECT COALESCE(MAX(id), 0) + 1 FROM bookings`).Scan(&firstBooking); err != nil {
		return err
	}
	created := time.Date(2017, 1, 1, 6, 0, 0, 0, time.UTC)
	if err := insertRows(ctx, raw, "customers", "id, name, email, phone, created_at", customers, 5, func(i int) []any {
		return []any{firstCustomer + int64(i), fmt.Sprintf("Calendar Customer %d", i+1), fmt.Sprintf("calendar-%d@example.ae", i+1),
			"+971 50 123 4567", created.Add(time.Duration(i) * time.Hour)}
	}); err != nil {
		return err
	}

	// The bookings, newest day first: the future days half full, then the
	// past days full until there are calBookings.
	type slot struct {
		day        dayspa.Date
		room, hour int
	}
	perDay := calRooms * len(calStarts)
	future := calFutureDays * perDay / 2
	pastDays := (calBookings - future + perDay - 1) / perDay
	slots := make([]slot, 0, calBookings)
	for d := calFutureDays; d >= -pastDays && len(slots) < calBookings; d-- {
		roomsOfDay := calRooms
		if d > 0 {
			roomsOfDay = calRooms / 2
		}
		for r := range roomsOfDay {
			for _, h := range calStarts {
				if len(slots) < calBookings {
					slots = append(slots, slot{today.AddDays(d), r, h})
				}
			}
		}
	}
	const price = 45000 // fils
	status := func(i int, s slot) string {
		switch {
		case s.day.After(today):
			return []string{"pending", "confirmed"}[i%2]
		case i%10 == 0:
			return "cancelled"
		case i%20 == 1:
			return "no_show"
		}
		return "completed"
	}
	therapistOf := func(s slot) int64 { return therapists[2*s.room+slices.Index(calStarts, s.hour)%2] }
	if err := insertRows(ctx, raw, "bookings",
		"id, customer_id, service_id, booking_date, booking_time, start_minute, end_minute, places, status, total_amount, created_at, room_id, hold_end_minute",
		len(slots), 13, func(i int) []any {
			s := slots[i]
			return []any{firstBooking + int64(i), firstCustomer + int64(i*7919%customers), serviceID, s.day, fmt.Sprintf("%02d:00", s.hour),
				s.hour * 60, s.hour*60 + 60, 1, status(i, s), price, created.Add(time.Duration(i) * time.Minute), rooms[s.room], s.hour*60 + 75}
		}); err != nil {
		return err
	}
	if err := insertRows(ctx, raw, "booking_therapists", "booking_id, therapist_id, booking_date, start_minute, hold_end_minute, holds",
		len(slots), 6, func(i int) []any {
			s := slots[i]
			st := status(i, s)
			return []any{firstBooking + int64(i), therapistOf(s), s.day, s.hour * 60, s.hour*60 + 75, st != "cancelled" && st != "no_show"}
		}); err != nil {
		return err
	}
	after := []string{`ANALYZE`}
	if db.Engine() == sqlstore.EnginePostgres {
		// The identities continue after the explicit ids, and the tables
		// are as autovacuum keeps a running database.
		after = []string{
			`SELECT setval(pg_get_serial_sequence('customers', 'id'), (SELECT MAX(id) FROM customers))`,
			`SELECT setval(pg_get_serial_sequence('bookings', 'id'), (SELECT MAX(id) FROM bookings))`,
			`VACUUM ANALYZE`,
		}
	}
	for _, q := range after {
		if _, err := raw.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	return nil
}

// insertRows inserts n rows of width columns, 500 to a statement, in one
// transaction.
func insertRows(ctx context.Context, db *sql.DB, table, cols string, n, width int, row func(i int) []any) error {
	const batch = 500
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for from := 0; from < n; from += batch {
		to := min(from+batch, n)
		values := make([]string, 0, to-from)
		args := make([]any, 0, (to-from)*width)
		for i := from; i < to; i++ {
			ps := make([]string, width)
			for k := range ps {
				ps[k] = fmt.Sprintf("$%d", len(args)+k+1)
			}
			values = append(values, "("+strings.Join(ps, ", ")+")")
			args = append(args, row(i)...)
		}
		if _, err := tx.ExecContext(ctx, "INSERT INTO "+table+" ("+cols+") VALUES "+strings.Join(values, ", "), args...); err != nil {
			return fmt.Errorf("%s: %w", table, err)
		}
	}
	return tx.Commit()
}
