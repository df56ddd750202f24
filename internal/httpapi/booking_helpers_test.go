package httpapi

import (
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func mustNewBooking(t *testing.T, svc dayspa.Service) dayspa.NewBooking {
	t.Helper()
	return newBookingOf(t, svc, bookDay, "10:00", "Layla Haddad", "layla@example.ae")
}

// newBookingOf is a valid booking request, validated by the domain.
func newBookingOf(t *testing.T, svc dayspa.Service, day, at, name, email string) dayspa.NewBooking {
	t.Helper()
	r := dayspa.BookingRequest{ServiceID: svc.ID, CustomerName: name, CustomerEmail: email, CustomerPhone: "+971 50 123 4567",
		BookingDate: day, BookingTime: at}
	rules := dayspa.SlotRules{Clock: dayspa.Clock{Location: dubai, Now: func() time.Time { return spaNow }}}
	nb, err := r.Validate(rules, &svc)
	if err != nil {
		t.Fatalf("Validate: %v", err)
	}
	return nb
}

func bookingStatus(t *testing.T, ts *testSite, id int64) dayspa.BookingStatus {
	t.Helper()
	var s string
	if err := ts.db.SQL().QueryRow(`SELECT status FROM bookings WHERE id = $1`, id).Scan(&s); err != nil {
		t.Fatal(err)
	}
	return dayspa.BookingStatus(s)
}
