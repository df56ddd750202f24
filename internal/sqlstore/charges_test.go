package sqlstore_test

import (
	"context"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// feeTerms are the terms the deposits of these tests were paid under:
// a day's free window, 50 AED for a late cancellation, 100 for a no-show.
var feeTerms = dayspa.DepositPolicy{FreeCancelHours: 24, LateCancelFee: dayspa.AED(50), NoShowFee: dayspa.AED(100)}

// paidWithCard books svc at at for email with a deposit paid under
// feeTerms by the customer cus, the job having read its saved card pm.
func paidWithCard(t *testing.T, db *sqlstore.DB, svc dayspa.Service, at, email, cus, pm string) *dayspa.Booking {
	t.Helper()
	ctx := context.Background()
	nb := newBooking(t, svc, bookDay, at, email)
	nb.Deposit = &dayspa.DepositHold{Amount: dayspa.AED(100), ExpiresAt: holdEnd, Policy: feeTerms}
	b, err := db.CreateBooking(ctx, nb, testRules)
	must(t, err)
	must(t, db.SetHoldSession(ctx, b.ID, "stripe", "cs_"+email))
	ev := paidEvent("evt_"+email, email, b.ID)
	ev.Customer = cus
	_, err = db.RecordPaymentEvent(ctx, ev)
	must(t, err)
	_, err = db.ProcessPaymentEvents(ctx, 10)
	must(t, err)
	due, err := db.CardsToRead(ctx, 10)
	must(t, err)
	for _, p := range due {
		if p.BookingID == b.ID {
			must(t, db.SetPaymentCard(ctx, p.ID, "", pm))
		}
	}
	return b
}

func changeStatus(t *testing.T, db *sqlstore.DB, id int64, s dayspa.BookingStatus) {
	t.Helper()
	c := dayspa.StatusChange{Status: s}
	if s == dayspa.StatusCancelled || s == dayspa.StatusNoShow {
		c.Reason = "Noted at the desk"
	}
	_, err := db.SetBookingStatus(context.Background(), id, c)
	must(t, err)
}

// The customer of a completed deposit's session is kept with its payment
// and its payment method read once by the job; a later deposit of the same
// guest uses that customer. A no-show owes the kept no-show fee, charged
// once: a decline leaves nothing, the charge is a fee payment and money
// received by card in the day's income, and a second charge is refused.
func TestFees_SavedCardAndNoShowFee(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, svc := newDepositDB(t, e)
		b := paidWithCard(t, db, svc, "10:00", "noor@example.ae", "cus_noor", "pm_noor")
		if left, err := db.CardsToRead(ctx, 10); err != nil || len(left) != 0 {
			t.Fatalf("cards still to read: %v %v", left, err)
		}
		other := awaiting(t, db, svc, "14:00", "noor@example.ae")
		if c, err := db.GuestCustomer(ctx, other.ID, "stripe"); err != nil || c != "cus_noor" {
			t.Fatalf("the guest's customer = %q, %v", c, err)
		}
		if c, err := db.GuestCustomer(ctx, other.ID, "paypal"); err != nil || c != "" {
			t.Fatalf("another provider's customer = %q, %v", c, err)
		}

		st, err := db.BookingFeeState(ctx, b.ID)
		must(t, err)
		if st.Card == nil || st.Card.Customer != "cus_noor" || st.Card.PaymentMethod != "pm_noor" || st.Terms != feeTerms {
			t.Fatalf("fee state = %+v card %+v", st, st.Card)
		}
		if _, _, err := st.FeeDue(); dayspa.ErrorCode(err) != dayspa.ECONFLICT {
			t.Fatalf("a pending booking's fee: %v, want fee.status", err)
		}
		changeStatus(t, db, b.ID, dayspa.StatusConfirmed)
		clock.set(bookDay.At(11*60, dubai))
		changeStatus(t, db, b.ID, dayspa.StatusNoShow)
		st, err = db.BookingFeeState(ctx, b.ID)
		must(t, err)
		kind, amount, err := st.FeeDue()
		if err != nil || kind != dayspa.FeeNoShow || amount != dayspa.AED(100) {
			t.Fatalf("no-show fee = %s %s %v", kind, amount, err)
		}

		first, err := db.StartFeeAttempt(ctx, b.ID, kind, amount, "owner@spa")
		must(t, err)
		if again, err := db.StartFeeAttempt(ctx, b.ID, kind, amount, "owner@spa"); err != nil || again != first {
			t.Fatalf("a retry while charging = %d %v, want attempt %d (its key)", again, err, first)
		}
		must(t, db.DeclineFeeAttempt(ctx, first, "insufficient_funds"))
		if n := tableCount(t, db, "booking_payments WHERE kind = 'fee'"); n != 0 {
			t.Fatalf("a decline recorded %d fee payments", n)
		}
		incomeBefore := tableCount(t, db, "income_transactions")
		second, err := db.StartFeeAttempt(ctx, b.ID, kind, amount, "owner@spa")
		must(t, err)
		if second == first {
			t.Fatal("the try after a decline reuses the declined key")
		}
		pay, err := db.FinishFeeAttempt(ctx, second, "stripe", "pi_fee")
		must(t, err)
		if pay.Kind != "fee" || pay.Amount != dayspa.AED(100) || pay.Status != dayspa.PaymentPaid || pay.BookingID != b.ID {
			t.Fatalf("fee payment = %+v", pay)
		}
		if again, err := db.FinishFeeAttempt(ctx, second, "stripe", "pi_fee"); err != nil || again.ID != pay.ID {
			t.Fatalf("a second finish = %+v %v", again, err)
		}
		if n := tableCount(t, db, "income_transactions"); n != incomeBefore+1 {
			t.Fatalf("income records %d, want %d", n, incomeBefore+1)
		}
		var visa, total int64
		var source string
		must(t, db.SQL().QueryRow(`SELECT visa_amount, total_amount, source FROM income_transactions ORDER BY id DESC LIMIT 1`).Scan(&visa, &total, &source))
		if visa != 10000 || total != 10000 || source != dayspa.FeeSource {
			t.Fatalf("the fee's income: card %d total %d source %q", visa, total, source)
		}
		_, err = db.StartFeeAttempt(ctx, b.ID, kind, amount, "owner@spa")
		assertCode(t, err, dayspa.ECONFLICT)
		st, err = db.BookingFeeState(ctx, b.ID)
		must(t, err)
		if st.Charged == nil || st.Charged.ID != pay.ID {
			t.Fatalf("the charged fee: %+v", st.Charged)
		}
	})
}

// A cancellation after the free window owes the kept late fee; one inside
// it owes nothing; and a booking without a deposit has no card to charge.
func TestFees_LateCancellation(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, svc := newDepositDB(t, e)
		early := paidWithCard(t, db, svc, "10:00", "early@example.ae", "cus_e", "pm_e")
		late := paidWithCard(t, db, svc, "12:00", "late@example.ae", "cus_l", "pm_l")
		changeStatus(t, db, early.ID, dayspa.StatusCancelled) // a week ahead
		clock.set(bookDay.At(9*60, dubai))                    // three hours before
		changeStatus(t, db, late.ID, dayspa.StatusCancelled)

		st, err := db.BookingFeeState(ctx, early.ID)
		must(t, err)
		if st.CancelledAt == nil || !st.CancelledAt.Equal(testNow) {
			t.Fatalf("cancelled at %v, want %v", st.CancelledAt, testNow)
		}
		if _, _, err := st.FeeDue(); dayspa.ErrorCode(err) != dayspa.ECONFLICT {
			t.Fatalf("a cancellation in the window owes %v", err)
		}
		st, err = db.BookingFeeState(ctx, late.ID)
		must(t, err)
		if kind, amount, err := st.FeeDue(); err != nil || kind != dayspa.FeeLateCancel || amount != dayspa.AED(50) {
			t.Fatalf("late fee = %s %s %v", kind, amount, err)
		}
		plain, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "16:00", "plain@example.ae"), testRules)
		must(t, err)
		st, err = db.BookingFeeState(ctx, plain.ID)
		must(t, err)
		if st.HasDeposit || st.Card != nil {
			t.Fatalf("a booking without a deposit: %+v", st)
		}
		_, err = db.BookingFeeState(ctx, 99999)
		assertCode(t, err, dayspa.ENOTFOUND)
	})
}

func tableCount(t *testing.T, db *sqlstore.DB, from string) int {
	t.Helper()
	var n int
	must(t, db.SQL().QueryRow("SELECT COUNT(*) FROM "+from).Scan(&n))
	return n
}

// 00042 goes down and up again: the kinds of booking_payments narrow back
// to deposits (a fee row would break the old constraint, so it goes), and
// widen again so that a fee can be recorded.
func TestMigrationCharges(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, _, svc := newDepositDB(t, e)
		b := paidWithCard(t, db, svc, "10:00", "noor@example.ae", "cus_noor", "pm_noor")
		_, err := db.SQL().Exec(`INSERT INTO booking_payments (booking_id, provider, session_id, payment_ref, kind, amount, currency, status, event_id, created_at)
			VALUES ($1, 'stripe', 'pi_x', 'pi_x', 'fee', 100, 'aed', 'paid', '', $2)`, b.ID, testNow)
		must(t, err)
		must(t, db.MigrateDownTo(ctx, 41))
		if n := tableCount(t, db, "booking_payments"); n != 1 {
			t.Fatalf("%d payments after the down migration, want the deposit", n)
		}
		_, err = db.SQL().Exec(`INSERT INTO booking_payments (booking_id, provider, session_id, payment_ref, kind, amount, currency, status, event_id, created_at)
			VALUES ($1, 'stripe', 'pi_y', 'pi_y', 'fee', 100, 'aed', 'paid', '', $2)`, b.ID, testNow)
		if err == nil {
			t.Fatal("a fee was recorded under the old constraint")
		}
		must(t, db.Migrate(ctx))
		_, err = db.SQL().Exec(`INSERT INTO booking_payments (booking_id, provider, session_id, payment_ref, kind, amount, currency, status, event_id, created_at)
			VALUES ($1, 'stripe', 'pi_z', 'pi_z', 'fee', 100, 'aed', 'paid', '', $2)`, b.ID, testNow)
		must(t, err)
	})
}
