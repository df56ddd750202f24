package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"sync/atomic"
	"time"

	"github.com/dayspa/dayspa/internal/loadgen"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// checkoutRate is the checkout target's load: 100 checkouts a second, far
// more than a spa's desks make, so that the p99 is of a busy database.
const checkoutRate = 100

// benchTRN is a made-up TRN of 15 digits: with it the server issues tax
// invoices, with their VAT lines, as a registered spa does.
const benchTRN = "100000000000003"

// checkout measures POST /api/admin/bookings/{id}/checkout at a fixed
// 100/s (open loop: each request is sent on its schedule whatever the
// answers before it, and timed from that moment, so a slow answer shows
// in the p99), each request checking out a booking of its own: the
// booking completed, the invoice numbered and written with its lines and
// payments, the income recorded, in one transaction.
func (b *bench) checkout(ctx context.Context, databaseURL string) error {
	s, engine, databaseURL, err := b.startFresh(ctx, databaseURL, "DAYSPA_BUSINESS_TRN="+benchTRN)
	if err != nil {
		return err
	}
	defer s.stop()
	serviceID, err := oneHourService(s.URL)
	if err != nil {
		return err
	}
	// Bookings for the warm-up second and the run, with a fifth to spare.
	n := checkoutRate*(int(b.duration.Seconds())+1)*6/5 + 100
	ids, err := seedCheckoutBookings(ctx, databaseURL, s.dir, serviceID, n)
	if err != nil {
		return err
	}
	cookie, err := adminCookie(s.URL)
	if err != nil {
		return err
	}
	body, err := draftCheckout(s.URL, cookie, ids[0])
	if err != nil {
		return err
	}
	var next atomic.Int64
	checkout := func(int, int) (*http.Request, error) {
		k := next.Add(1) - 1
		if k >= int64(len(ids)) {
			return nil, fmt.Errorf("no booking left to check out (%d seeded)", len(ids))
		}
		req, err := http.NewRequest(http.MethodPost, fmt.Sprintf("%s/api/admin/bookings/%d/checkout", s.URL, ids[k]), strings.NewReader(body))
		if err == nil {
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Cookie", cookie)
		}
		return req, err
	}

	fmt.Printf("## checkout (%s)\n", engine)
	// The first second is a warm-up, shown apart: a new server's first
	// second is the booking section's target, this one is the steady rate.
	warm := runRate(ctx, b.conns, checkoutRate, time.Second, http.StatusCreated, checkout)
	fmt.Printf("warm-up, 1 s at %d/s (not counted)  %s\n", checkoutRate, warm)
	res := runRate(ctx, b.conns, checkoutRate, b.duration, http.StatusCreated, checkout)
	fmt.Printf("POST /api/admin/bookings/{id}/checkout at %d/s  %s\n", checkoutRate, res)
	fmt.Printf("    p50 %.2f ms  p95 %.2f ms  p99 %.2f ms  max %.2f ms   (target: p99 < 50 ms: %s)\n",
		ms(res.P50), ms(res.P95), ms(res.P99), ms(res.Max),
		verdict(fmt.Sprintf("checkout (%s): p99 %.2f ms, target < 50 ms", engine, ms(res.P99)), res.P99 < 50*time.Millisecond))
	fmt.Printf("    %s\n", bySecond(res))
	if failed := warm.Errors + res.Errors; failed > 0 {
		return fmt.Errorf("%d checkouts failed (statuses %v %v, first error %v)", failed, warm.Status, res.Status, res.FirstError)
	}
	return nil
}

// seedCheckoutBookings writes n confirmed bookings of the service for
// tomorrow into the server's database and returns their ids.
func seedCheckoutBookings(ctx context.Context, databaseURL, dir string, serviceID int64, n int) ([]int64, error) {
	db, err := sqlstore.Open(ctx, sqlstore.Config{DatabaseURL: databaseURL, DataDir: dir})
	if err != nil {
		return nil, err
	}
	defer db.Close()
	return loadgen.SeedConfirmedBookings(ctx, db.SQL(), serviceID, time.Now().AddDate(0, 0, 1).Format("2006-01-02"), n)
}

// adminCookie signs the owner in and returns the session cookie.
func adminCookie(base string) (string, error) {
	resp, err := http.Post(base+"/api/admin/login", "application/json",
		strings.NewReader(`{"email":"hello@serenitydayspa.ae","password":"bench-password-2026"}`))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	for _, c := range resp.Cookies() {
		if c.Name == "dayspa_session" {
			return c.Name + "=" + c.Value, nil
		}
	}
	return "", fmt.Errorf("login = %d, no session cookie", resp.StatusCode)
}

// draftCheckout reads booking id's checkout draft and returns the
// checkout that sells it as drafted (loadgen.CheckoutOfDraft).
func draftCheckout(base, cookie string, id int64) (string, error) {
	req, err := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/api/admin/bookings/%d/checkout", base, id), nil)
	if err != nil {
		return "", err
	}
	req.Header.Set("Cookie", cookie)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return "", err
	}
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("checkout draft = %d %s", resp.StatusCode, raw)
	}
	return loadgen.CheckoutOfDraft(raw)
}
