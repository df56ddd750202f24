package scaletest

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa/internal/loadgen"
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
	ids, err := loadgen.SeedConfirmedBookings(context.Background(), db, svc.ID, spaDay(1), n)
	if err != nil {
		t.Fatal(err)
	}
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

// checkoutOfDraft reads the checkout draft of booking id and returns the
// checkout that sells it as drafted (loadgen.CheckoutOfDraft).
func checkoutOfDraft(t testing.TB, client *http.Client, base, cookie string, id int64) string {
	t.Helper()
	got := call(t, client, "GET", fmt.Sprintf("%s/api/admin/bookings/%d/checkout", base, id), "", cookie)
	if got.status != http.StatusOK {
		t.Fatalf("checkout draft = %d %s", got.status, got.body)
	}
	body, err := loadgen.CheckoutOfDraft(got.body)
	if err != nil {
		t.Fatal(err)
	}
	return body
}
