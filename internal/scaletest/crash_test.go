package scaletest

import (
	"context"
	"database/sql"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	_ "modernc.org/sqlite" // the "sqlite" driver, to check the file the server left
)

// TestCrash kills the instance with SIGKILL in the middle of a booking
// load, on SQLite and on PostgreSQL, and starts it again: no booking it
// acknowledged is lost, the database passes its integrity check, and the
// server is ready again at once (the time is recorded; the test allows
// 10 s so that a loaded machine cannot fail it).
func TestCrash(t *testing.T) {
	t.Run("sqlite", func(t *testing.T) {
		in := newInstance(t, "sqlite", map[string]string{})
		dir := strings.TrimPrefix(envOf(in, "DAYSPA_DATA_DIR"), "DAYSPA_DATA_DIR=")
		crash(t, in, func() (*sql.DB, error) {
			return sql.Open("sqlite", "file:"+filepath.Join(dir, "dayspa.db")+"?_pragma=busy_timeout(10000)")
		}, checkSQLite)
	})
	t.Run("postgres", func(t *testing.T) {
		url := postgresURL(t)
		in := newInstance(t, "postgres", map[string]string{"DATABASE_URL": url})
		crash(t, in, func() (*sql.DB, error) { return sql.Open("pgx", url) }, checkPostgres)
	})
}

func envOf(in *instance, name string) string {
	for _, kv := range in.env {
		if strings.HasPrefix(kv, name+"=") {
			return kv
		}
	}
	return ""
}

// crash runs the booking load on in, kills it, restarts it and checks the
// database opened by open.
func crash(t *testing.T, in *instance, open func() (*sql.DB, error), check func(t *testing.T, db *sql.DB)) {
	in.start()
	svc := oneHourService(t, in.URL()).ID
	giveTeam(t, in.URL(), svc, teamSize, teamSize)
	var acked ackSet
	var sent, failed atomic.Int64
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 32}, Timeout: 10 * time.Second}
	const clients = 16
	var wg sync.WaitGroup
	for c := range clients {
		wg.Go(func() {
			for i := 0; ctx.Err() == nil; i++ {
				day, hour := slotOf(i*clients+c, slotPlaces)
				resp, err := client.Post(in.URL()+"/api/bookings", "application/json",
					strings.NewReader(bookingBody(svc, fmt.Sprintf("crash-%d-%d", c, i), day, hour)))
				sent.Add(1)
				if err != nil {
					failed.Add(1) // the process died under it: never acknowledged
					time.Sleep(5 * time.Millisecond)
					continue
				}
				body, rerr := io.ReadAll(resp.Body)
				resp.Body.Close()
				if resp.StatusCode == http.StatusCreated && rerr == nil {
					if id, err := bookingID(body); err == nil {
						acked.add(id) // the client has its answer: it must survive
					}
				}
			}
		})
	}
	time.Sleep(2 * time.Second)
	before := len(acked.list())
	in.kill()
	time.Sleep(200 * time.Millisecond) // the load runs into a dead port
	cancel()
	wg.Wait()
	if before < 50 {
		t.Fatalf("only %d bookings acknowledged before the kill: the load did not book", before)
	}

	readyIn := in.start()
	t.Logf("FIGURE kill -9 on %s under booking load: %d bookings acknowledged, %d requests without an answer (cut off, or refused while it was down); restarted and ready in %s",
		in.name, len(acked.list()), failed.Load(), readyIn.Round(time.Millisecond))
	if readyIn > 10*time.Second {
		t.Errorf("ready %s after the restart", readyIn)
	}

	db, err := open()
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	check(t, db)
	ids := acked.list()
	var found int
	if in.name == "sqlite" {
		found = countIDsSQLite(t, db, ids)
	} else if err := db.QueryRow(`SELECT count(*) FROM bookings WHERE id = ANY($1)`, ids).Scan(&found); err != nil {
		t.Fatal(err)
	}
	if found != len(ids) {
		t.Errorf("%d bookings acknowledged, %d of them in the database after the crash", len(ids), found)
	}
	// And it goes on taking bookings.
	day, hour := slotOf(int(sent.Load())+clients*slotPlaces, slotPlaces)
	resp, err := client.Post(in.URL()+"/api/bookings", "application/json", strings.NewReader(bookingBody(svc, "after-crash", day, hour)))
	if err != nil || resp.StatusCode != http.StatusCreated {
		t.Errorf("a booking after the restart: %v %v", resp, err)
	}
	if resp != nil {
		resp.Body.Close()
	}
}

// countIDsSQLite counts how many of ids are bookings, in batches (SQLite
// has no arrays).
func countIDsSQLite(t *testing.T, db *sql.DB, ids []int64) int {
	t.Helper()
	found := 0
	for len(ids) > 0 {
		n := min(len(ids), 500)
		marks := strings.TrimSuffix(strings.Repeat("?,", n), ",")
		args := make([]any, n)
		for i, id := range ids[:n] {
			args[i] = id
		}
		var c int
		if err := db.QueryRow(`SELECT count(*) FROM bookings WHERE id IN (`+marks+`)`, args...).Scan(&c); err != nil {
			t.Fatal(err)
		}
		found += c
		ids = ids[n:]
	}
	return found
}

// checkSQLite runs SQLite's own checks on the file: every page and index
// sound (integrity_check) and no dangling reference (foreign_key_check).
func checkSQLite(t *testing.T, db *sql.DB) {
	t.Helper()
	var result string
	if err := db.QueryRow(`PRAGMA integrity_check`).Scan(&result); err != nil || result != "ok" {
		t.Errorf("PRAGMA integrity_check = %q, %v", result, err)
	}
	rows, err := db.Query(`PRAGMA foreign_key_check`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	if rows.Next() {
		t.Error("PRAGMA foreign_key_check reports dangling references")
	}
	checkBookings(t, db)
}

// checkPostgres checks what the application wrote hangs together: no
// booking without its customer or service, no customer a booking
// transaction left half-made (the customer and the booking are written in
// one transaction), no room or therapist held twice at once.
func checkPostgres(t *testing.T, db *sql.DB) {
	t.Helper()
	var orphans int
	if err := db.QueryRow(`SELECT count(*) FROM bookings b
		LEFT JOIN customers c ON c.id = b.customer_id LEFT JOIN services s ON s.id = b.service_id
		WHERE c.id IS NULL OR s.id IS NULL`).Scan(&orphans); err != nil || orphans != 0 {
		t.Errorf("%d bookings without their customer or service (%v)", orphans, err)
	}
	checkBookings(t, db)
}

// checkBookings: every customer has a booking (none was left by a
// transaction cut off), and no room or therapist holds two bookings at
// once.
func checkBookings(t *testing.T, db *sql.DB) {
	t.Helper()
	var lonely, rooms, therapists int
	if err := db.QueryRow(`SELECT count(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.customer_id = c.id)`).Scan(&lonely); err != nil || lonely != 0 {
		t.Errorf("%d customers without a booking (%v)", lonely, err)
	}
	if err := db.QueryRow(`SELECT count(*) FROM bookings a JOIN bookings b
		ON a.room_id = b.room_id AND a.booking_date = b.booking_date AND a.id < b.id
		AND a.start_minute < b.hold_end_minute AND b.start_minute < a.hold_end_minute
		WHERE a.status IN ('pending', 'confirmed', 'completed') AND b.status IN ('pending', 'confirmed', 'completed')`).Scan(&rooms); err != nil || rooms != 0 {
		t.Errorf("%d pairs of bookings in one room at once (%v)", rooms, err)
	}
	if err := db.QueryRow(`SELECT count(*) FROM booking_therapists a JOIN booking_therapists b
		ON a.therapist_id = b.therapist_id AND a.booking_date = b.booking_date AND a.booking_id < b.booking_id
		AND a.start_minute < b.hold_end_minute AND b.start_minute < a.hold_end_minute
		WHERE a.holds AND b.holds`).Scan(&therapists); err != nil || therapists != 0 {
		t.Errorf("%d pairs of bookings with one therapist at once (%v)", therapists, err)
	}
}
