package dayspa_test

import (
	"testing"

	"github.com/dayspa/dayspa"
)

// TestBookingMove_Parse: the manager's move of a booking to a new day
// follows the booking horizon a guest's booking follows (today up to
// BookingHorizonDays ahead), so a move can never put a booking, and its
// guest's e-mails, on a day no guest could book.
func TestBookingMove_Parse(t *testing.T) {
	rules := rulesAt(t, "2026-11-22 08:00")
	str := func(s string) *string { return &s }
	tests := []struct {
		name       string
		move       dayspa.BookingMove
		field, msg string // "" = valid
	}{
		{"OKToday", dayspa.BookingMove{BookingDate: str("2026-11-22")}, "", ""},
		{"OKDay90", dayspa.BookingMove{BookingDate: str("2027-02-20")}, "", ""},
		{"OKTimeOnly", dayspa.BookingMove{BookingTime: str("14:00")}, "", ""},
		{"ErrYesterday", dayspa.BookingMove{BookingDate: str("2026-11-21")}, "bookingDate", dayspa.MsgDateRange},
		{"ErrDay91", dayspa.BookingMove{BookingDate: str("2027-02-21")}, "bookingDate", dayspa.MsgDateRange},
		{"ErrFarFuture", dayspa.BookingMove{BookingDate: str("9999-12-30"), BookingTime: str("14:00")}, "bookingDate", dayspa.MsgDateRange},
		{"ErrYearZero", dayspa.BookingMove{BookingDate: str("0000-01-01")}, "bookingDate", dayspa.MsgDateRange},
		{"ErrGarbled", dayspa.BookingMove{BookingDate: str("30/11/2026")}, "bookingDate", dayspa.MsgBookingDate},
		{"ErrOffGrid", dayspa.BookingMove{BookingTime: str("14:10")}, "bookingTime", dayspa.MsgTimeSlot},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := tt.move.Parse(rules)
			if tt.field == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if got := dayspa.ErrorFields(err)[tt.field]; got != tt.msg {
				t.Fatalf("%s: %q (%v), want %q", tt.field, got, err, tt.msg)
			}
		})
	}
}
