package sqlstore_test

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// newDepositDB opens a database of engine e on a clock the test sets,
// starting at testNow, with a massage to book.
func newDepositDB(t *testing.T, e engine) (*sqlstore.DB, *settableClock, dayspa.Service) {
	t.Helper()
	clock := &settableClock{t: testNow}
	db := newDB(t, e)
	db.Now = clock.Now
	db.Issuer = testIssuer
	return db, clock, createService(t, db, massage("Swedish Massage"))
}

func (c *settableClock) set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = t
}

// holdEnd is when the holds of these tests end: 15 minutes after testNow.
var holdEnd = testNow.Add(15 * time.Minute)

// awaiting books svc at at on bookDay for email with a deposit of 100 AED
// held until holdEnd, and gives its hold the session "cs_<email>".
func awaiting(t *testing.T, db *sqlstore.DB, svc dayspa.Service, at, email string) *dayspa.Booking {
	t.Helper()
	nb := newBooking(t, svc, bookDay, at, email)
	nb.Deposit = &dayspa.DepositHold{Amount: dayspa.AED(100), ExpiresAt: holdEnd}
	b, err := db.CreateBooking(context.Background(), nb, testRules)
	must(t, err)
	must(t, db.SetHoldSession(context.Background(), b.ID, "stripe", "cs_"+email))
	return b
}

func paidEvent(id, email string, booking int64) dayspa.PaymentEvent {
	return dayspa.PaymentEvent{ID: id, Provider: "stripe", Type: dayspa.PaymentCompleted, SessionID: "cs_" + email,
		PaymentRef: "pi_" + email, BookingID: booking, Amount: dayspa.AED(100), Currency: "aed"}
}

func bookingStatus(t *testing.T, db *sqlstore.DB, id int64) dayspa.BookingStatus {
	t.Helper()
	var s string
	must(t, db.SQL().QueryRow(`SELECT status FROM bookings WHERE id = $1`, id).Scan(&s))
	return dayspa.BookingStatus(s)
}

func outboxKinds(t *testing.T, db *sqlstore.DB, id int64) []string {
	t.Helper()
	rows, err := db.SQL().Query(`SELECT kind FROM outbox WHERE booking_id = $1 ORDER BY id`, id)
	must(t, err)
	defer rows.Close()
	var out []string
	for rows.Next() {
		var k string
		must(t, rows.Scan(&k))
		out = append(out, k)
	}
	return out
}

func TestDepositPolicies(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		svc := createService(t, db, massage("Hot Stone"))
		if ps, err := db.DepositPolicies(ctx); err != nil || len(ps) != 0 {
			t.Fatalf("a new spa's policies: %v, %v; want none", ps, err)
		}
		def := dayspa.DepositPolicy{Kind: dayspa.DepositPercent, Percent: 20, FreeCancelHours: 24, LateCancelFee: dayspa.AED(50), NoShowFee: dayspa.AED(100), ConfirmOnPayment: true}
		own := dayspa.DepositPolicy{ServiceID: svc.ID, Kind: dayspa.DepositFixed, Amount: dayspa.AED(150)}
		for _, p := range []dayspa.DepositPolicy{def, own} {
			if _, err := db.SetDepositPolicy(ctx, p); err != nil {
				t.Fatal(err)
			}
		}
		// A second write replaces the first.
		own.FreeCancelHours = 48
		if _, err := db.SetDepositPolicy(ctx, own); err != nil {
			t.Fatal(err)
		}
		_, err := db.SetDepositPolicy(ctx, dayspa.DepositPolicy{ServiceID: svc.ID + 100, Kind: dayspa.DepositNone})
		assertCode(t, err, dayspa.ENOTFOUND)
		_, err = db.SetDepositPolicy(ctx, dayspa.DepositPolicy{ServiceID: svc.ID, Kind: dayspa.DepositPercent, Percent: 150})
		assertCode(t, err, dayspa.EINVALID)
		ps, err := db.DepositPolicies(ctx)
		must(t, err)
		if len(ps) != 2 || ps[0] != def || ps[1] != own {
			t.Fatalf("policies = %+v, want %+v and %+v", ps, def, own)
		}
	})
}

// A booking awaiting its deposit holds its room and therapists as a
// pending one does, writes no message, and frees them when it expires.
func TestDeposit_HoldsThePlaceUntilItExpires(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		// How many bookings the slot takes, on a spa of its own.
		full := newDB(t, e)
		fsvc := createService(t, full, massage("Swedish Massage"))
		capacity := 0
		for ; capacity < 50; capacity++ {
			_, err := full.CreateBooking(ctx, newBooking(t, fsvc, bookDay, "10:00", fmt.Sprintf("g%d@example.ae", capacity)), testRules)
			if dayspa.ErrorCode(err) == dayspa.ECONFLICT {
				break
			}
			must(t, err)
		}
		if capacity == 0 {
			t.Fatal("the slot takes no booking")
		}

		db, clock, svc := newDepositDB(t, e)
		b := awaiting(t, db, svc, "10:00", "payer@example.ae")
		if b.Status != dayspa.StatusAwaitingPayment || bookingStatus(t, db, b.ID) != dayspa.StatusAwaitingPayment {
			t.Fatalf("status = %s, want awaiting_payment", b.Status)
		}
		if k := outboxKinds(t, db, b.ID); len(k) != 0 {
			t.Fatalf("an unpaid booking wrote messages %v", k)
		}
		for i := 1; i < capacity; i++ {
			_, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", fmt.Sprintf("g%d@example.ae", i)), testRules)
			must(t, err)
		}
		_, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "late@example.ae"), testRules)
		assertCode(t, err, dayspa.ECONFLICT)

		// Not yet: the hold is still running.
		if ex, err := db.ExpireHolds(ctx); err != nil || len(ex) != 0 {
			t.Fatalf("before its end: expired %v, %v", ex, err)
		}
		clock.set(holdEnd.Add(time.Second))
		ex, err := db.ExpireHolds(ctx)
		must(t, err)
		if len(ex) != 1 || ex[0] != (dayspa.ExpiredHold{BookingID: b.ID, Provider: "stripe", SessionID: "cs_payer@example.ae"}) {
			t.Fatalf("expired %+v, want booking %d's hold", ex, b.ID)
		}
		if s := bookingStatus(t, db, b.ID); s != dayspa.StatusExpired {
			t.Fatalf("status after the hold = %s, want expired", s)
		}
		if ex, err := db.ExpireHolds(ctx); err != nil || len(ex) != 0 {
			t.Fatalf("a second sweep expired %v, %v", ex, err)
		}
		if k := outboxKinds(t, db, b.ID); len(k) != 0 {
			t.Fatalf("an expired booking wrote messages %v", k)
		}
		// Its place is free again.
		_, err = db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", "late@example.ae"), testRules)
		must(t, err)
	})
}

// A paid deposit makes the booking a pending request once, with the
// "received" e-mail; the same event again, or events of several bookings
// in any order, record one payment each.
func TestDeposit_PaidOnce(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, svc := newDepositDB(t, e)
		var bs []*dayspa.Booking
		for i, at := range []string{"10:00", "12:00", "14:00"} {
			bs = append(bs, awaiting(t, db, svc, at, fmt.Sprintf("p%d@example.ae", i)))
		}
		clock.set(testNow.Add(5 * time.Minute))
		// Ten times each, the last booking's first.
		for range 10 {
			for i := len(bs) - 1; i >= 0; i-- {
				ev := paidEvent(fmt.Sprintf("evt_%d", i), fmt.Sprintf("p%d@example.ae", i), bs[i].ID)
				_, err := db.RecordPaymentEvent(ctx, ev)
				must(t, err)
			}
		}
		if n := count(t, db, "payment_events"); n != 3 {
			t.Fatalf("%d events kept, want 3", n)
		}
		outcomes, err := db.ProcessPaymentEvents(ctx, 50)
		must(t, err)
		if len(outcomes) != 3 {
			t.Fatalf("outcomes = %v, want 3 paid", outcomes)
		}
		for _, o := range outcomes {
			if o != dayspa.OutcomePaid {
				t.Fatalf("outcomes = %v, want 3 paid", outcomes)
			}
		}
		// Another event of a session already paid changes nothing.
		_, err = db.RecordPaymentEvent(ctx, paidEvent("evt_again", "p0@example.ae", bs[0].ID))
		must(t, err)
		outcomes, err = db.ProcessPaymentEvents(ctx, 50)
		must(t, err)
		if len(outcomes) != 1 || outcomes[0] != dayspa.OutcomeDuplicate {
			t.Fatalf("outcomes = %v, want one duplicate", outcomes)
		}
		if outcomes, err := db.ProcessPaymentEvents(ctx, 50); err != nil || len(outcomes) != 0 {
			t.Fatalf("a second run handled %v, %v", outcomes, err)
		}
		for _, b := range bs {
			if s := bookingStatus(t, db, b.ID); s != dayspa.StatusPending {
				t.Errorf("booking %d: %s, want pending", b.ID, s)
			}
			ps, err := db.BookingPayments(ctx, b.ID)
			must(t, err)
			if len(ps) != 1 || ps[0].Status != dayspa.PaymentPaid || ps[0].Amount != dayspa.AED(100) || ps[0].Kind != "deposit" {
				t.Errorf("booking %d payments = %+v, want one paid deposit of 100 AED", b.ID, ps)
			}
			if k := outboxKinds(t, db, b.ID); len(k) != 1 || k[0] != string(dayspa.KindRequestReceived) {
				t.Errorf("booking %d messages = %v, want the request_received e-mail once", b.ID, k)
			}
		}
		// A paid booking does not expire.
		clock.set(holdEnd.Add(time.Hour))
		if ex, err := db.ExpireHolds(ctx); err != nil || len(ex) != 0 {
			t.Fatalf("paid bookings expired: %v, %v", ex, err)
		}
		// An event of a session that is no booking's is ignored.
		_, err = db.RecordPaymentEvent(ctx, paidEvent("evt_stranger", "nobody@example.ae", 0))
		must(t, err)
		outcomes, err = db.ProcessPaymentEvents(ctx, 50)
		must(t, err)
		if len(outcomes) != 1 || outcomes[0] != dayspa.OutcomeIgnored {
			t.Fatalf("outcomes = %v, want one ignored", outcomes)
		}
		if n := count(t, db, "booking_payments"); n != 3 {
			t.Fatalf("%d payments, want 3", n)
		}
	})
}

// A payment received after the hold ended is refunded, whether the sweep
// expired the booking first or not.
func TestDeposit_LatePaymentIsRefunded(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, svc := newDepositDB(t, e)
		swept := awaiting(t, db, svc, "10:00", "swept@example.ae")
		unswept := awaiting(t, db, svc, "12:00", "unswept@example.ae")
		clock.set(holdEnd.Add(time.Minute))
		// The sweep runs for one before its payment arrives.
		must(t, db.ReleaseHold(ctx, swept.ID))
		for _, ev := range []dayspa.PaymentEvent{paidEvent("evt_s", "swept@example.ae", swept.ID), paidEvent("evt_u", "unswept@example.ae", unswept.ID)} {
			_, err := db.RecordPaymentEvent(ctx, ev)
			must(t, err)
		}
		outcomes, err := db.ProcessPaymentEvents(ctx, 50)
		must(t, err)
		if len(outcomes) != 2 || outcomes[0] != dayspa.OutcomeRefundDue || outcomes[1] != dayspa.OutcomeRefundDue {
			t.Fatalf("outcomes = %v, want two refund_due", outcomes)
		}
		for _, b := range []*dayspa.Booking{swept, unswept} {
			if s := bookingStatus(t, db, b.ID); s != dayspa.StatusExpired {
				t.Errorf("booking %d: %s, want expired", b.ID, s)
			}
			if k := outboxKinds(t, db, b.ID); len(k) != 0 {
				t.Errorf("booking %d wrote %v", b.ID, k)
			}
		}
		due, err := db.RefundsDue(ctx, 10)
		must(t, err)
		if len(due) != 2 || due[0].PaymentRef != "pi_swept@example.ae" || due[0].Amount != dayspa.AED(100) {
			t.Fatalf("refunds due = %+v", due)
		}
		for _, p := range due {
			must(t, db.MarkRefunded(ctx, p.ID, "re_"+p.PaymentRef))
		}
		if due, err := db.RefundsDue(ctx, 10); err != nil || len(due) != 0 {
			t.Fatalf("refunds due after the refunds: %+v, %v", due, err)
		}
		ps, err := db.BookingPayments(ctx, swept.ID)
		must(t, err)
		if len(ps) != 1 || ps[0].Status != dayspa.PaymentRefunded || ps[0].RefundRef != "re_pi_swept@example.ae" {
			t.Fatalf("payments = %+v, want one refunded", ps)
		}
	})
}

// The hold expiring while its payment arrives ends in exactly one of two
// ways: the booking is a pending request with its payment, or it expired
// and its payment is to be refunded; never both, never neither. Two
// handles on one database, each with its own clock (the payment arrives
// at the hold's last instant; the sweep runs a moment after), race for
// each booking.
func TestDeposit_ExpiryRacesPayment(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		cfg := e.Config(t)
		payer, sweeper := open(t, cfg), open(t, cfg)
		setup := &settableClock{t: testNow}
		payer.Now, sweeper.Now = setup.Now, setup.Now
		svc := createService(t, payer, massage("Swedish Massage"))
		const n = 12
		var bs []*dayspa.Booking
		for i := range n {
			day := bookDay.AddDays(i / 4)
			nb := newBooking(t, svc, day, []string{"10:00", "12:00", "14:00", "16:00"}[i%4], fmt.Sprintf("r%d@example.ae", i))
			nb.Deposit = &dayspa.DepositHold{Amount: dayspa.AED(100), ExpiresAt: holdEnd}
			b, err := payer.CreateBooking(ctx, nb, testRules)
			must(t, err)
			must(t, payer.SetHoldSession(ctx, b.ID, "stripe", fmt.Sprintf("cs_r%d@example.ae", i)))
			bs = append(bs, b)
		}
		// Half the payments arrive at the hold's last instant, half just
		// after it.
		payer.Now = func() time.Time { return holdEnd }
		late := &settableClock{t: holdEnd.Add(time.Microsecond)}
		sweeper.Now = (&settableClock{t: holdEnd.Add(time.Second)}).Now
		start := make(chan struct{})
		var wg sync.WaitGroup
		errs := make(chan error, 2*n)
		for i, b := range bs {
			db := payer
			if i%2 == 1 {
				db = open(t, cfg)
				db.Now = late.Now
			}
			wg.Go(func() {
				<-start
				if _, err := db.RecordPaymentEvent(ctx, paidEvent(fmt.Sprintf("evt_r%d", i), fmt.Sprintf("r%d@example.ae", i), b.ID)); err != nil {
					errs <- err
					return
				}
				if _, err := db.ProcessPaymentEvents(ctx, 50); err != nil {
					errs <- err
				}
			})
			wg.Go(func() {
				<-start
				if _, err := sweeper.ExpireHolds(ctx); err != nil {
					errs <- err
				}
			})
		}
		close(start)
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatal(err)
		}
		// Events whose handling lost a race to a concurrent one are
		// handled on the next run.
		setup.set(holdEnd.Add(time.Hour))
		payer.Now = setup.Now
		if _, err := payer.ProcessPaymentEvents(ctx, 50); err != nil {
			t.Fatal(err)
		}
		paid, refunded := 0, 0
		for i, b := range bs {
			s := bookingStatus(t, payer, b.ID)
			ps, err := payer.BookingPayments(ctx, b.ID)
			must(t, err)
			if len(ps) != 1 {
				t.Fatalf("booking %d (%s): %d payments, want 1", b.ID, s, len(ps))
			}
			switch {
			case s == dayspa.StatusPending && ps[0].Status == dayspa.PaymentPaid:
				paid++
			case s == dayspa.StatusExpired && ps[0].Status == dayspa.PaymentRefundDue:
				refunded++
			default:
				t.Fatalf("booking %d: %s with a payment %s", b.ID, s, ps[0].Status)
			}
			if i%2 == 1 && s != dayspa.StatusExpired {
				t.Errorf("booking %d was paid after its hold and is %s", b.ID, s)
			}
		}
		t.Logf("%d paid, %d refunded", paid, refunded)
	})
}

// Bookings awaiting their deposit and plain ones, made at once for one
// slot, never hold more than it has: as many succeed as when every one
// is plain, and the places held at 10:00 are what the slot takes. Each
// database first takes one booking on its own, awaiting its deposit on the
// one and plain on the other: the race alone may let only plain ones win.
func TestDeposit_ConcurrentHoldsNeverOverbook(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		const n = 40
		ctx := context.Background()
		plain := newDB(t, e)
		psvc := createService(t, plain, massage("Swedish Massage"))
		_, err := plain.CreateBooking(ctx, newBooking(t, psvc, bookDay, "10:00", "first@example.ae"), testRules)
		must(t, err)
		want := race(t, []*sqlstore.DB{plain}, []dayspa.Service{psvc}, testRules, n)

		db := newDB(t, e)
		svc := createService(t, db, massage("Swedish Massage"))
		awaiting(t, db, svc, "10:00", "first@example.ae")
		bookings := make([]dayspa.NewBooking, n)
		for i := range bookings {
			bookings[i] = newBooking(t, svc, bookDay, "10:00", fmt.Sprintf("guest%d@example.ae", i%25))
			if i%2 == 0 {
				bookings[i].Deposit = &dayspa.DepositHold{Amount: dayspa.AED(100), ExpiresAt: holdEnd}
			}
		}
		ok := 0
		for _, err := range createAtOnce([]*sqlstore.DB{db}, bookings, testRules) {
			switch dayspa.ErrorCode(err) {
			case "":
				ok++
			case dayspa.ECONFLICT:
			default:
				t.Fatalf("unexpected error: %v", err)
			}
		}
		if ok != want {
			t.Fatalf("%d bookings made with deposits among them, %d without: the holds overbook or underbook", ok, want)
		}
		if got, wantPlaces := placesAt10(t, db), placesAt10(t, plain); got != wantPlaces {
			t.Fatalf("%d places held at 10:00, want %d", got, wantPlaces)
		}
		if want == 0 {
			t.Fatal("the slot had no place left after its first booking: the race tests nothing")
		}
		t.Logf("%d of the race's bookings made, %d awaiting a deposit in all", ok, count(t, db, "payment_holds"))
	})
}

// With payments turned off (no provider), the job still expires the holds
// left from when they were on, and leaves a refund due for the provider.
func TestDeposit_JobWithoutProvider(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, svc := newDepositDB(t, e)
		b := awaiting(t, db, svc, "10:00", "left@example.ae")
		job := &dayspa.Payments{Store: db, Now: clock.Now}
		clock.set(holdEnd.Add(time.Minute))
		_, err := db.RecordPaymentEvent(ctx, paidEvent("evt_left", "left@example.ae", b.ID))
		must(t, err)
		rep, err := job.RunOnce(ctx)
		must(t, err)
		if rep.Expired != 0 || len(rep.Outcomes) != 1 || rep.Outcomes[0] != dayspa.OutcomeRefundDue || rep.Refunded != 0 {
			t.Fatalf("report = %+v, want the late payment due for a refund and none made", rep)
		}
		if s := bookingStatus(t, db, b.ID); s != dayspa.StatusExpired {
			t.Fatalf("status = %s, want expired", s)
		}
		due, err := db.RefundsDue(ctx, 10)
		must(t, err)
		if len(due) != 1 {
			t.Fatalf("refunds due = %+v, want the one waiting for the provider", due)
		}
		// A hold with no payment at all expires by the sweep alone (its
		// end, holdEnd, has passed on this clock).
		unpaid := awaiting(t, db, svc, "12:00", "unpaid@example.ae")
		rep, err = job.RunOnce(ctx)
		must(t, err)
		if rep.Expired != 1 || len(rep.Outcomes) != 0 {
			t.Fatalf("report = %+v, want one hold expired", rep)
		}
		if s := bookingStatus(t, db, unpaid.ID); s != dayspa.StatusExpired {
			t.Fatalf("status = %s, want expired", s)
		}
	})
}

// A payment received by the end of the hold but not handled yet keeps the
// booking from the sweep: its handling confirms it.
func TestDeposit_SweepSparesAPaymentReceivedInTime(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, svc := newDepositDB(t, e)
		b := awaiting(t, db, svc, "10:00", "intime@example.ae")
		clock.set(holdEnd)
		_, err := db.RecordPaymentEvent(ctx, paidEvent("evt_intime", "intime@example.ae", b.ID))
		must(t, err)
		clock.set(holdEnd.Add(time.Minute))
		if ex, err := db.ExpireHolds(ctx); err != nil || len(ex) != 0 {
			t.Fatalf("the sweep expired %+v, %v", ex, err)
		}
		outcomes, err := db.ProcessPaymentEvents(ctx, 10)
		must(t, err)
		if len(outcomes) != 1 || outcomes[0] != dayspa.OutcomePaid {
			t.Fatalf("outcomes = %v, want paid", outcomes)
		}
		if s := bookingStatus(t, db, b.ID); s != dayspa.StatusPending {
			t.Fatalf("status = %s, want pending", s)
		}
	})
}

// TestDeposit_HoldKeepsTheGuestsTerms: the cancellation terms a guest paid
// under stay with the booking when the manager changes the policy after.
func TestDeposit_HoldKeepsTheGuestsTerms(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, _, svc := newDepositDB(t, e)
		agreed := dayspa.DepositPolicy{ServiceID: svc.ID, Kind: dayspa.DepositFixed, Amount: dayspa.AED(100),
			FreeCancelHours: 24, LateCancelFee: dayspa.AED(60), NoShowFee: dayspa.AED(150)}
		_, err := db.SetDepositPolicy(ctx, agreed)
		must(t, err)
		nb := newBooking(t, svc, bookDay, "10:00", "terms@example.ae")
		nb.Deposit = &dayspa.DepositHold{Amount: dayspa.AED(100), ExpiresAt: holdEnd, Policy: agreed}
		b, err := db.CreateBooking(ctx, nb, testRules)
		must(t, err)

		changed := agreed
		changed.FreeCancelHours, changed.LateCancelFee, changed.NoShowFee = 2, dayspa.AED(100), dayspa.AED(300)
		_, err = db.SetDepositPolicy(ctx, changed)
		must(t, err)

		h, err := db.BookingHold(ctx, b.ID)
		must(t, err)
		if h.Amount != dayspa.AED(100) || !h.ExpiresAt.Equal(holdEnd) {
			t.Errorf("hold = %s until %s, want 100.00 until %s", h.Amount, h.ExpiresAt, holdEnd)
		}
		if p := h.Policy; p.FreeCancelHours != 24 || p.LateCancelFee != dayspa.AED(60) || p.NoShowFee != dayspa.AED(150) {
			t.Errorf("terms = %d h, late %s, no-show %s; want the agreed 24 h, 60.00, 150.00",
				p.FreeCancelHours, p.LateCancelFee, p.NoShowFee)
		}

		plain, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "12:00", "plain@example.ae"), testRules)
		must(t, err)
		if _, err := db.BookingHold(ctx, plain.ID); dayspa.ErrorCode(err) != dayspa.ENOTFOUND {
			t.Errorf("a booking without a deposit: err = %v, want ENOTFOUND", err)
		}
	})
}

// A policy that confirms on payment makes the paid booking confirmed, with
// the guest's "confirmed" e-mail instead of "received": the policy the
// guest booked under, kept with the hold, decides, whatever it is now.
func TestDeposit_PaidConfirmsUnderItsPolicy(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, svc := newDepositDB(t, e)
		confirming := dayspa.DepositPolicy{ServiceID: svc.ID, Kind: dayspa.DepositFixed, Amount: dayspa.AED(100), ConfirmOnPayment: true}
		_, err := db.SetDepositPolicy(ctx, confirming)
		must(t, err)
		book := func(at, email string, policy dayspa.DepositPolicy) *dayspa.Booking {
			nb := newBooking(t, svc, bookDay, at, email)
			nb.Deposit = &dayspa.DepositHold{Amount: dayspa.AED(100), ExpiresAt: holdEnd, Policy: policy}
			b, err := db.CreateBooking(ctx, nb, testRules)
			must(t, err)
			must(t, db.SetHoldSession(ctx, b.ID, "stripe", "cs_"+email))
			return b
		}
		confirmed := book("10:00", "c@example.ae", confirming)
		// The manager turns it off: the booking made before keeps its terms.
		asked := confirming
		asked.ConfirmOnPayment = false
		_, err = db.SetDepositPolicy(ctx, asked)
		must(t, err)
		request := book("12:00", "r@example.ae", asked)
		if h, err := db.BookingHold(ctx, confirmed.ID); err != nil || !h.Policy.ConfirmOnPayment {
			t.Fatalf("the first hold's terms = %+v, %v; want it to confirm on payment", h, err)
		}

		clock.set(testNow.Add(5 * time.Minute))
		for _, ev := range []dayspa.PaymentEvent{paidEvent("evt_c", "c@example.ae", confirmed.ID), paidEvent("evt_r", "r@example.ae", request.ID)} {
			_, err := db.RecordPaymentEvent(ctx, ev)
			must(t, err)
		}
		outcomes, err := db.ProcessPaymentEvents(ctx, 50)
		must(t, err)
		if len(outcomes) != 2 || outcomes[0] != dayspa.OutcomePaid || outcomes[1] != dayspa.OutcomePaid {
			t.Fatalf("outcomes = %v, want two paid", outcomes)
		}
		if s := bookingStatus(t, db, confirmed.ID); s != dayspa.StatusConfirmed {
			t.Errorf("booked under a confirming policy: %s, want confirmed", s)
		}
		if k := outboxKinds(t, db, confirmed.ID); len(k) == 0 || k[0] != string(dayspa.KindConfirmed) || slices.Contains(k, string(dayspa.KindRequestReceived)) {
			t.Errorf("its messages = %v, want the confirmed e-mail first and no received one", k)
		}
		if s := bookingStatus(t, db, request.ID); s != dayspa.StatusPending {
			t.Errorf("booked after the setting was turned off: %s, want pending", s)
		}
		if k := outboxKinds(t, db, request.ID); len(k) != 1 || k[0] != string(dayspa.KindRequestReceived) {
			t.Errorf("its messages = %v, want the request_received e-mail", k)
		}
	})
}
