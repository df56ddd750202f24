package httpapi

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
	"github.com/dayspa/dayspa/internal/mailer/mailertest"
	"github.com/dayspa/dayspa/internal/payment"
	"github.com/dayspa/dayspa/internal/payment/stripemock"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// digitRun is a run of digits, single spaces or dashes allowed between
// them, as a card number is written ("4242 4242 4242 4242").
var digitRun = regexp.MustCompile(`\d(?:[ -]?\d)*`)

// cardNumbers returns every run in s shaped like a card number: 13 to 19
// digits (spaces and dashes aside) that pass the Luhn check, and are not
// one digit repeated (a row of zeros passes Luhn and is no card), nor
// glued to a letter: a random hexadecimal request ID or hash holds a long
// run of digits by chance, one in ten of them passing Luhn.
func cardNumbers(s string) []string {
	var out []string
	for _, at := range digitRun.FindAllStringIndex(s, -1) {
		run := s[at[0]:at[1]]
		digits := strings.NewReplacer(" ", "", "-", "").Replace(run)
		if len(digits) < 13 || len(digits) > 19 || strings.Count(digits, digits[:1]) == len(digits) {
			continue
		}
		if (at[0] > 0 && isLetter(s[at[0]-1])) || (at[1] < len(s) && isLetter(s[at[1]])) {
			continue
		}
		sum := 0
		for i := range len(digits) {
			d := int(digits[len(digits)-1-i] - '0')
			if i%2 == 1 {
				if d *= 2; d > 9 {
					d -= 9
				}
			}
			sum += d
		}
		if sum%10 == 0 {
			out = append(out, run)
		}
	}
	return out
}

func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// The scanner finds a card number however it is written, and leaves
// alone what only looks long: a phone number, a date, a wrong check digit.
func TestCardNumberScanner(t *testing.T) {
	for _, s := range []string{"4242 4242 4242 4242", "card=4242-4242-4242-4242;", "pan 4242424242424242.", "5555555555554444", "378282246310005", `{"number":"4242424242424242"}`} {
		if len(cardNumbers(s)) != 1 {
			t.Errorf("%q: no card number found", s)
		}
	}
	for _, s := range []string{"4242 4242 4242 4241", "+971 50 123 4567", "2026-11-29 10:00", "0000 0000 0000 0000", "amount 9000 fils", "424242424242",
		`"request_id":"ef05430604785398e7a393cec8dc39c1"`} {
		if got := cardNumbers(s); len(got) != 0 {
			t.Errorf("%q: found %v", s, got)
		}
	}
}

// No card number anywhere: the guest's way with a deposit (the policy set,
// the booking page, the booking, the signed webhook, the job, a payment
// after its hold refunded, the e-mails sent, the manage page, the return
// from the hosted page) runs through the real router against stripe-mock,
// with the server's and the job's logs captured and every request the
// product sends Stripe recorded. Every log line, every answer, every
// request to Stripe, every e-mail as stored and as sent is scanned for a
// run of 13 to 19 digits that passes the Luhn check; the test fails on
// one. (The card is typed on Stripe's page: nothing of it should ever
// reach the spa.)
func TestNoCardNumberAnywhere(t *testing.T) {
	apiURL := stripemock.Start(t)
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ctx := context.Background()
		var logs lockedBuffer
		logger := slog.New(slog.NewJSONHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
		var seen []string // every answer, request to Stripe and e-mail
		var seenMu sync.Mutex
		keep := func(what string) { seenMu.Lock(); seen = append(seen, what); seenMu.Unlock() }

		// The product's requests to Stripe pass through a recorder.
		target, err := url.Parse(apiURL)
		if err != nil {
			t.Fatal(err)
		}
		proxy := httputil.NewSingleHostReverseProxy(target)
		stripe := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			body, _ := io.ReadAll(r.Body)
			keep(r.Method + " " + r.URL.String() + "\n" + string(body))
			r.Body = io.NopCloser(bytes.NewReader(body))
			proxy.ServeHTTP(w, r)
		}))
		t.Cleanup(stripe.Close)

		clock := newFakeClock(spaNow)
		db := openSpaStore(t, e)
		db.Now = clock.Now
		ss := addSpaServices(t, db)
		p := &dayspa.Payments{
			Provider: payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_dayspa", WebhookSecret: testWebhookSecret, APIURL: stripe.URL, Now: clock.Now}),
			Store:    db, Hold: 15 * time.Minute, BaseURL: testBaseURL, Now: clock.Now, Logger: logger,
		}
		site := serveSpa(t, db, func(c *Config) { c.Payments = p; c.Now = clock.Now; c.Logger = logger })
		setTestPassword(t, db)
		ps := &paymentSpa{testSite: site, ss: ss, clock: clock, payments: p, cookie: login(t, site)}
		get := func(path string) {
			t.Helper()
			_, body := ps.do(t, "GET", path, "", nil)
			keep(path + "\n" + string(body))
		}

		ps.setPolicy(t, map[string]any{"serviceId": ss.massage.ID, "kind": "percent", "percent": 20,
			"freeCancelHours": 24, "lateCancelFee": "60.00", "noShowFee": "100.00"})
		get("/api/services")
		get("/booking")
		id, answer, token := ps.payDeposit(t, "10:00", "payer@example.ae")
		keep(fmt.Sprint(answer))
		get("/api/manage/" + token)
		get("/booking/manage/" + token)
		get(fmt.Sprintf("/booking?payment=paid&booking=%d", id))
		get(fmt.Sprintf("/booking?payment=cancelled&booking=%d", id))

		// A payment after its hold: refunded, and its guest told.
		code, late := ps.book(t, ss.massage, "16:00", "late@example.ae")
		if code != 201 {
			t.Fatalf("late booking: %d %v", code, late)
		}
		keep(fmt.Sprint(late))
		lateID := answerID(t, late)
		ps.clock.Advance(16 * time.Minute)
		if _, err := p.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		ev := stripemock.CompletedEvent("evt_late", sessionOf(t, db, lateID), "paid", 9000, fmt.Sprint(lateID))
		if got := ps.sendWebhook(t, ev, testWebhookSecret); got != 200 {
			t.Fatalf("late webhook: %d", got)
		}
		// A notice with a bad signature is logged and refused.
		if got := ps.sendWebhook(t, ev, "whsec_not_ours"); got != 400 {
			t.Fatalf("a forged notice: %d", got)
		}
		if rep, err := p.RunOnce(ctx); err != nil || rep.Refunded != 1 {
			t.Fatalf("late refund: %+v, %v", rep, err)
		}

		// Every e-mail, sent through a relay.
		smtp, err := mailertest.Start()
		if err != nil {
			t.Fatal(err)
		}
		defer smtp.Close()
		relay, err := mailer.ParseRelay("smtp://" + smtp.Addr)
		if err != nil {
			t.Fatal(err)
		}
		sender := &mailer.Sender{Store: db, Relay: relay, From: "spa@spa.example", Logger: logger,
			Spa: mailer.Spa{Name: "Test Spa", BaseURL: testBaseURL, Location: dubai}}
		if _, err := sender.SendDue(ctx); err != nil {
			t.Fatal(err)
		}
		sent := smtp.Messages()
		if len(sent) < 2 {
			t.Fatalf("%d e-mails sent, want the received one and the late refund's", len(sent))
		}
		for _, m := range sent {
			keep(string(m.Data))
		}
		rows, err := db.SQL().Query(`SELECT kind, subject, body_text, body_html FROM outbox`)
		if err != nil {
			t.Fatal(err)
		}
		kinds := map[string]bool{}
		for rows.Next() {
			var kind, subject, text, html string
			if err := rows.Scan(&kind, &subject, &text, &html); err != nil {
				t.Fatal(err)
			}
			kinds[kind] = true
			keep(subject + "\n" + text + "\n" + html)
		}
		rows.Close()
		if !kinds[string(dayspa.KindRequestReceived)] || !kinds[string(dayspa.KindLatePaymentRefunded)] {
			t.Fatalf("outbox kinds %v, want the received and the late refund's e-mails", kinds)
		}

		lines := strings.Split(logs.String(), "\n")
		if len(lines) < 10 {
			t.Fatalf("%d log lines captured: the logs are not where the test looks", len(lines))
		}
		for i, line := range lines {
			if found := cardNumbers(line); len(found) > 0 {
				t.Errorf("log line %d has %v: %s", i+1, found, line)
			}
		}
		for _, s := range seen {
			if found := cardNumbers(s); len(found) > 0 {
				t.Errorf("%v in:\n%.600s", found, s)
			}
		}
		// The scan would see one: the same log, with a card number written.
		logger.Info("a line a careless change might write", "card", "4242 4242 4242 4242")
		if found := cardNumbers(logs.String()); len(found) != 1 {
			t.Fatalf("the scan of the logs found %v, want the one planted", found)
		}
	})
}
