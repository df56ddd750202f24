package scaletest

import (
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"
)

var checkoutCount = flag.Int("checkouts", 1000, "the checkouts fired at once at the two instances")

// checkoutConcurrency is how many checkouts are in flight at once: a busy
// day's desks and tills many times over, within the instances' pools.
const checkoutConcurrency = 50

// TestTwoInstancesCheckout fires n checkouts of n bookings at once over
// HTTP, half at each of two instances on one PostgreSQL database, and
// proves with SQL that the invoices are numbered 1 to n with no gap and
// no repeat, that each booking was checked out once, and that each
// invoice recorded its one income record: the number is taken inside the
// issuing transaction, whichever process issues it.
func TestTwoInstancesCheckout(t *testing.T) {
	settings := startS3(t)
	settings["DATABASE_URL"] = postgresURL(t)
	settings["DAYSPA_BUSINESS_TRN"] = "100123456700003"
	a := newInstance(t, "A", settings)
	b := newInstance(t, "B", settings)
	var wg sync.WaitGroup
	wg.Go(func() { a.start() })
	wg.Go(func() { b.start() })
	wg.Wait()
	if t.Failed() {
		t.FailNow()
	}
	db, err := sql.Open("pgx", settings["DATABASE_URL"])
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()

	n := *checkoutCount
	svc := oneHourService(t, a.URL())
	ids := seedConfirmedBookings(t, db, svc.ID, n)
	client := &http.Client{Timeout: 60 * time.Second}
	sites := []*instance{a, b}
	cookies := []string{login(t, client, a.URL()), login(t, client, b.URL())}
	body := checkoutOfDraft(t, client, a.URL(), cookies[0], ids[0])

	statuses := make([]int, n)
	answers := make([][]byte, n)
	slots := make(chan struct{}, checkoutConcurrency)
	began := time.Now()
	for i, id := range ids {
		wg.Go(func() {
			slots <- struct{}{}
			defer func() { <-slots }()
			site := i % 2
			got := call(t, client, "POST", fmt.Sprintf("%s/api/admin/bookings/%d/checkout", sites[site].URL(), id), body, cookies[site])
			statuses[i], answers[i] = got.status, got.body
		})
	}
	wg.Wait()
	took := time.Since(began)
	for i, s := range statuses {
		if s != http.StatusCreated {
			t.Fatalf("checkout of booking %d = %d %s", ids[i], s, answers[i])
		}
	}
	t.Logf("FIGURE two instances, %d checkouts (%d at a time): %s, %.0f/s", n, checkoutConcurrency, took.Round(time.Millisecond), float64(n)/took.Seconds())

	var count, first, last, distinct, bookings, incomes, completed int
	if err := db.QueryRow(`SELECT COUNT(*), MIN(sequence), MAX(sequence), COUNT(DISTINCT sequence), COUNT(DISTINCT booking_id)
		FROM tax_documents WHERE kind = 'invoice'`).Scan(&count, &first, &last, &distinct, &bookings); err != nil {
		t.Fatal(err)
	}
	if count != n || first != 1 || last != n || distinct != n {
		t.Errorf("%d invoices numbered %d to %d, %d distinct; want 1 to %d with no gap and no repeat", count, first, last, distinct, n)
	}
	if bookings != n {
		t.Errorf("%d bookings invoiced, want each of the %d once", bookings, n)
	}
	if err := db.QueryRow(`SELECT COUNT(*) FROM income_transactions i JOIN tax_documents d ON d.id = i.tax_document_id
		WHERE d.kind = 'invoice' AND d.income_id = i.id`).Scan(&incomes); err != nil {
		t.Fatal(err)
	}
	if incomes != n {
		t.Errorf("%d income records linked to their invoice, want %d", incomes, n)
	}
	if err := db.QueryRow(`SELECT COUNT(*) FROM bookings WHERE status = 'completed'`).Scan(&completed); err != nil {
		t.Fatal(err)
	}
	if completed != n {
		t.Errorf("%d bookings completed, want %d", completed, n)
	}
	var next int
	if err := db.QueryRow(`SELECT next_sequence FROM tax_document_sequences WHERE kind = 'invoice'`).Scan(&next); err != nil {
		t.Fatal(err)
	}
	if next != n+1 {
		t.Errorf("the next invoice number is %d, want %d: a number was used and lost", next, n+1)
	}
}

// seedConfirmedBookings writes n confirmed bookings of the service for
// tomorrow straight into the database (the booking path has its own
// tests; these are only what the checkouts need), and returns their ids.
func seedConfirmedBookings(t testing.TB, db *sql.DB, serviceID int64, n int) []int64 {
	t.Helper()
	var customer int64
	if err := db.QueryRow(`INSERT INTO customers (name, email, phone) VALUES ('Checkout Guest', 'checkout-guest@example.ae', '')
		RETURNING id`).Scan(&customer); err != nil {
		t.Fatal(err)
	}
	rows, err := db.Query(`
		INSERT INTO bookings (customer_id, service_id, booking_date, booking_time, start_minute, end_minute, hold_end_minute,
			places, status, total_amount)
		SELECT $1, s.id, $3::date, '10:00', 600, 660, 660, 1, 'confirmed', s.price
		FROM services s, generate_series(1, $4::int) g WHERE s.id = $2
		RETURNING id`, customer, serviceID, spaDay(1), n)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	if err := rows.Err(); err != nil || len(ids) != n {
		t.Fatalf("seeded %d bookings of %d: %v", len(ids), n, err)
	}
	return ids
}

// checkoutOfDraft reads the checkout draft of booking id and returns the
// checkout that sells its lines as drafted, paid in cash, as JSON; every
// seeded booking is of the same service, so the one body fits them all.
func checkoutOfDraft(t testing.TB, client *http.Client, base, cookie string, id int64) string {
	t.Helper()
	got := call(t, client, "GET", fmt.Sprintf("%s/api/admin/bookings/%d/checkout", base, id), "", cookie)
	var draft struct {
		Lines []struct {
			ServiceID   int64  `json:"serviceId"`
			Description string `json:"description"`
			UnitPrice   string `json:"unitPrice"`
			Quantity    int    `json:"quantity"`
		} `json:"lines"`
	}
	if err := json.Unmarshal(got.body, &draft); err != nil || got.status != http.StatusOK || len(draft.Lines) != 1 {
		t.Fatalf("checkout draft = %d %s", got.status, got.body)
	}
	line := draft.Lines[0]
	out, err := json.Marshal(map[string]any{
		"lines":    []any{line},
		"payments": []any{map[string]any{"method": "cash", "amount": line.UnitPrice}},
	})
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}
