package sqlstore_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// bookWithCode books svc on bookDay at time for a guest of email, with a
// package's or membership's code.
func bookWithCode(db *sqlstore.DB, svc dayspa.Service, at, email, code string) (*dayspa.Booking, error) {
	r := dayspa.BookingRequest{
		ServiceID: svc.ID, CustomerName: "Omar Saleh", CustomerEmail: email, CustomerPhone: "+971 50 123 4567",
		BookingDate: bookDay.String(), BookingTime: at, EntitlementCode: code,
	}
	nb, err := r.Validate(testRules, &svc)
	if err != nil {
		return nil, err
	}
	return db.CreateBooking(context.Background(), nb, testRules)
}

// TestBookWithPackageCode: a guest books a massage with a package of two
// massages: the booking holds a session (not a ledger entry: the balance
// stays 2), and the checkout's draft carries the code, whose session the
// desk then takes. Two open bookings hold both sessions, so a third is
// refused; a cancelled one holds nothing, so its session is free again.
// Refused at the code's field, with no booking written: a gift card's
// code, a package of another category, a code of nothing.
func TestBookWithPackageCode(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		svc := createService(t, db, massage("Hot Stone"))
		sqlstoretest.GrowTeam(t, db, svc.ID)
		in := massagePackage("2")
		pkg := issue(t, db, in)

		first, err := bookWithCode(db, svc, "10:00", "omar@example.ae", pkg.Code)
		must(t, err)
		if first.SessionHint != dayspa.CodeHint(pkg.Code) || first.Status != dayspa.StatusPending {
			t.Fatalf("booking %+v: want it pending, holding a session of %s", first, dayspa.CodeHint(pkg.Code))
		}
		if _, entries, balance := ledgerSum(t, db, pkg.ID); entries != 1 || balance != 2 {
			t.Fatalf("a held session wrote to the ledger: balance %d in %d entries", balance, entries)
		}
		draft, err := db.CheckoutDraft(ctx, first.ID)
		must(t, err)
		if draft.Booking.SessionCode != pkg.Code {
			t.Fatalf("draft's session code %q, want the package's", draft.Booking.SessionCode)
		}
		// The guest's manage page says so, by the code's end only.
		mrules := dayspa.ManageRules{Cutoff: 12 * time.Hour, Phone: "+971 4 123 4567", Now: func() time.Time { return testNow }}
		mb, err := db.ManagedBooking(ctx, dayspa.HashManageToken(guestToken(t, db, first.ID)), mrules)
		must(t, err)
		if mb.SessionHint != dayspa.CodeHint(pkg.Code) {
			t.Fatalf("manage page's session hint %q, want %q", mb.SessionHint, dayspa.CodeHint(pkg.Code))
		}

		second, err := bookWithCode(db, svc, "12:00", "omar@example.ae", pkg.Code)
		must(t, err)
		_, err = bookWithCode(db, svc, "14:00", "omar@example.ae", pkg.Code)
		assertFieldMsg(t, err, "entitlementCode", "booking.code_no_session")
		_, err = db.SetBookingStatus(ctx, second.ID, dayspa.StatusChange{Status: dayspa.StatusCancelled, Reason: "Travelling"})
		must(t, err)
		_, err = bookWithCode(db, svc, "14:00", "omar@example.ae", pkg.Code)
		must(t, err)

		// The desk takes the first booking's session at checkout.
		_, err = db.IssueCheckout(ctx, checkout(first.ID, sale(svc, sessionsPay(draft.Booking.SessionCode, 1))))
		must(t, err)
		if _, _, balance := ledgerSum(t, db, pkg.ID); balance != 1 {
			t.Fatalf("balance %d after the checkout, want 1", balance)
		}

		card := issue(t, db, giftCard("500"))
		facials := in
		facials.Category = dayspa.CategoryFacial
		other := issue(t, db, facials)
		var before int
		must(t, db.SQL().QueryRow(`SELECT COUNT(*) FROM bookings`).Scan(&before))
		for _, c := range []struct{ code, msg string }{
			{card.Code, "booking.code_gift_card"},
			{other.Code, "booking.code_not_covered"},
			{dayspa.NewEntitlementCode(), "entitlement.not_found"},
		} {
			_, err := bookWithCode(db, svc, "16:00", "omar@example.ae", c.code)
			assertFieldMsg(t, err, "entitlementCode", c.msg)
		}
		var after int
		must(t, db.SQL().QueryRow(`SELECT COUNT(*) FROM bookings`).Scan(&after))
		if after != before {
			t.Fatalf("refused bookings were written: %d bookings, were %d", after, before)
		}
	})
}

// TestBookWithPackageCodeConcurrent: ten guests book at once over two
// instances with one package of three sessions, each at their own time:
// three bookings hold a session, the others are refused at the code.
func TestBookWithPackageCodeConcurrent(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		cfg := e.Config(t)
		db1, db2 := open(t, cfg), open(t, cfg)
		svc := createService(t, db1, massage("Hot Stone"))
		sqlstoretest.GrowTeam(t, db1, svc.ID)
		pkg := issue(t, db1, massagePackage("3"))
		dbs := []*sqlstore.DB{db1, db2}
		errs := make([]error, 10)
		var wg sync.WaitGroup
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = bookWithCode(dbs[i%2], svc, fmt.Sprintf("%02d:00", 10+i), fmt.Sprintf("guest%d@example.ae", i), pkg.Code)
			}()
		}
		wg.Wait()
		held := 0
		for _, err := range errs {
			var de *dayspa.Error
			switch {
			case err == nil:
				held++
			case !errors.As(err, &de) || de.FieldMsgs["entitlementCode"].Code != "booking.code_no_session":
				t.Errorf("a refused booking: %v, want entitlementCode booking.code_no_session", err)
			}
		}
		var stored int
		must(t, db1.SQL().QueryRow(`SELECT COUNT(*) FROM bookings WHERE entitlement_id = $1`, pkg.ID).Scan(&stored))
		if held != 3 || stored != 3 {
			t.Fatalf("%d bookings made, %d stored holding the package; want 3 of its 3 sessions", held, stored)
		}
	})
}

// TestBookedSessionKeptOnChange: a booking that holds a package's
// session keeps holding it only while the package can give it. Undoing
// its cancellation after the last session went to another booking is
// refused, and so is moving it past the package's last valid day (the
// desk's move, the guest's reschedule); each refusal leaves the booking
// as it was. A move within the validity passes.
func TestBookedSessionKeptOnChange(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		svc := createService(t, db, massage("Hot Stone"))
		sqlstoretest.GrowTeam(t, db, svc.ID)
		in := massagePackage("1")
		in.ExpiresOn = bookDay.AddDays(1).String()
		pkg := issue(t, db, in)

		held, err := bookWithCode(db, svc, "10:00", "omar@example.ae", pkg.Code)
		must(t, err)
		cancelled, err := db.SetBookingStatus(ctx, held.ID, dayspa.StatusChange{Status: dayspa.StatusCancelled, Reason: "Travelling"})
		must(t, err)
		taker, err := bookWithCode(db, svc, "12:00", "omar@example.ae", pkg.Code)
		must(t, err)
		_, err = db.UndoBookingChange(ctx, held.ID, cancelled.Undo.Token, testRules)
		assertCode(t, err, dayspa.ECONFLICT)
		if dayspa.ErrorMsgCode(err) != dayspa.MsgBookingNoSession.Code || bookingStatus(t, db, held.ID) != dayspa.StatusCancelled {
			t.Fatalf("undo refused with %v; booking %s, want it cancelled still", err, bookingStatus(t, db, held.ID))
		}

		within, past := bookDay.AddDays(1).String(), bookDay.AddDays(2).String()
		_, err = db.MoveBooking(ctx, taker.ID, dayspa.BookingMove{BookingDate: &past}, testRules)
		assertCode(t, err, dayspa.ECONFLICT)
		if dayspa.ErrorMsgCode(err) != dayspa.MsgBookingCodeExpiry.Code {
			t.Fatalf("a move past the package's end: %v", err)
		}
		var day dayspa.Date
		must(t, db.SQL().QueryRow(`SELECT booking_date FROM bookings WHERE id = $1`, taker.ID).Scan(&day))
		if day != bookDay {
			t.Fatalf("the refused move left the booking on %s", day)
		}
		mrules := dayspa.ManageRules{Cutoff: 12 * time.Hour, Phone: "+971 4 123 4567", Now: func() time.Time { return testNow }}
		_, err = db.RescheduleByGuest(ctx, dayspa.HashManageToken(guestToken(t, db, taker.ID)), bookDay.AddDays(2), 12*60, testRules, mrules)
		assertCode(t, err, dayspa.ECONFLICT)
		if _, err := db.MoveBooking(ctx, taker.ID, dayspa.BookingMove{BookingDate: &within}, testRules); err != nil {
			t.Fatalf("a move within the package's validity: %v", err)
		}
	})
}
