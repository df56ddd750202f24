package dayspa_test

import (
	"reflect"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestAdminDayBookingComplete(t *testing.T) {
	dubai, _ := time.LoadLocation(dayspa.DefaultTimeZone)
	var b dayspa.AdminDayBooking
	b.BookingDate = dayspa.Date{Year: 2026, Month: time.November, Day: 28}
	b.Start, b.Status = "14:00", dayspa.StatusConfirmed
	b.Customer.Name, b.Customer.Phone = "  Layla Haddad", "050 123 4567"
	b.Complete(time.Date(2026, 11, 28, 14, 30, 0, 0, dubai), dubai)
	if b.Customer.FirstName != "Layla" || b.Customer.WhatsappURL != "https://wa.me/971501234567" {
		t.Errorf("customer %+v", b.Customer)
	}
	if want := []dayspa.BookingStatus{dayspa.StatusCompleted, dayspa.StatusCancelled, dayspa.StatusNoShow}; !reflect.DeepEqual(b.Actions.Statuses, want) || !b.Actions.Move {
		t.Errorf("actions %+v", b.Actions)
	}
	if b.Therapists == nil {
		t.Error("therapists nil, want [] in JSON")
	}
	// Half an hour earlier the treatment has not started: no completion yet.
	b.Complete(time.Date(2026, 11, 28, 13, 30, 0, 0, dubai), dubai)
	if want := []dayspa.BookingStatus{dayspa.StatusCancelled}; !reflect.DeepEqual(b.Actions.Statuses, want) {
		t.Errorf("before the start: actions %+v", b.Actions)
	}
}

// The Today board's takings are for the roles that may see income: the
// front desk and therapists get the board without them.
func TestTodayBoardFor(t *testing.T) {
	board := dayspa.TodayBoard{UnreadTotal: 2, Takings: &dayspa.Takings{Count: 3, Total: 150_000}}
	for _, tc := range []struct {
		role    dayspa.Role
		takings bool
	}{{dayspa.RoleOwner, true}, {dayspa.RoleManager, true}, {dayspa.RoleReception, false}, {dayspa.RoleTherapist, false}, {dayspa.Role(""), false}} {
		got := board.For(tc.role)
		if (got.Takings != nil) != tc.takings || got.UnreadTotal != 2 {
			t.Errorf("For(%q): takings %v, unread %d; want takings %v", tc.role, got.Takings, got.UnreadTotal, tc.takings)
		}
	}
	if board.Takings == nil {
		t.Error("For changed the board it was given")
	}
}
