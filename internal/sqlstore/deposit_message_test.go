package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

// Every message of a deposit booking is read with the deposit paid and the
// terms kept with its hold, for the e-mail to state them; a booking that
// asked none has none.
func TestDeposit_MessagesReadThePaymentAndTerms(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, svc := newDepositDB(t, e)
		agreed := dayspa.DepositPolicy{Kind: dayspa.DepositFixed, Amount: dayspa.AED(100),
			FreeCancelHours: 24, LateCancelFee: dayspa.AED(60), NoShowFee: dayspa.AED(150)}
		nb := newBooking(t, svc, bookDay, "10:00", "told@example.ae")
		nb.Deposit = &dayspa.DepositHold{Amount: dayspa.AED(100), ExpiresAt: holdEnd, Policy: agreed}
		b, err := db.CreateBooking(ctx, nb, testRules)
		must(t, err)
		must(t, db.SetHoldSession(ctx, b.ID, "stripe", "cs_told@example.ae"))
		plain, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "14:00", "plain@example.ae"), testRules)
		must(t, err)

		clock.set(testNow.Add(time.Minute))
		_, err = db.RecordPaymentEvent(ctx, paidEvent("evt_told", "told@example.ae", b.ID))
		must(t, err)
		_, err = db.ProcessPaymentEvents(ctx, 10)
		must(t, err)

		qs, err := db.ClaimMessages(ctx, 50, time.Minute)
		must(t, err)
		seen := map[int64]bool{}
		for _, q := range qs {
			if !q.Message.Kind.ToGuest() {
				continue
			}
			seen[q.Message.BookingID] = true
			switch q.Message.BookingID {
			case b.ID:
				d := q.Booking.Deposit
				if d == nil {
					t.Fatalf("the deposit booking's %s message reads no deposit", q.Message.Kind)
				}
				if d.Asked != dayspa.AED(100) || d.Paid != dayspa.AED(100) || d.Terms.FreeCancelHours != 24 ||
					d.Terms.LateCancelFee != dayspa.AED(60) || d.Terms.NoShowFee != dayspa.AED(150) {
					t.Errorf("deposit = %+v, want 100.00 asked and paid, 24 h free, fees 60.00 and 150.00", *d)
				}
			case plain.ID:
				if q.Booking.Deposit != nil {
					t.Errorf("a booking without a deposit reads %+v", *q.Booking.Deposit)
				}
			}
		}
		if !seen[b.ID] || !seen[plain.ID] {
			t.Fatalf("messages of %v, want both bookings' received e-mails", seen)
		}
	})
}

// A payment that came after its hold is refunded, and recording the
// refund writes its guest's e-mail saying why, once, with the amount given
// back; a second record of the same refund writes nothing more.
func TestDeposit_LateRefundTellsTheGuest(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, svc := newDepositDB(t, e)
		late := awaiting(t, db, svc, "10:00", "late@example.ae")
		clock.set(holdEnd.Add(time.Minute))
		_, err := db.RecordPaymentEvent(ctx, paidEvent("evt_late", "late@example.ae", late.ID))
		must(t, err)
		_, err = db.ProcessPaymentEvents(ctx, 10)
		must(t, err)
		if k := outboxKinds(t, db, late.ID); len(k) != 0 {
			t.Fatalf("before the refund: %v", k)
		}
		due, err := db.RefundsDue(ctx, 10)
		must(t, err)
		if len(due) != 1 {
			t.Fatalf("refunds due = %+v", due)
		}
		must(t, db.MarkRefunded(ctx, due[0].ID, "re_1"))
		must(t, db.MarkRefunded(ctx, due[0].ID, "re_1"))
		if k := outboxKinds(t, db, late.ID); len(k) != 1 || k[0] != string(dayspa.KindLatePaymentRefunded) {
			t.Fatalf("after the refund: %v, want the late refund's e-mail once", k)
		}
		qs, err := db.ClaimMessages(ctx, 10, time.Minute)
		must(t, err)
		if len(qs) != 1 || qs[0].Message.Recipient != "late@example.ae" || qs[0].Booking.Deposit == nil ||
			qs[0].Booking.Deposit.Refunded != dayspa.AED(100) || qs[0].Message.ManageToken != "" || qs[0].Stale() {
			t.Fatalf("claimed %+v, want the guest's e-mail of a 100.00 refund, no manage link, not stale", qs)
		}
	})
}
