package dayspa_test

import (
	"testing"

	"github.com/dayspa/dayspa"
)

func TestCalendarQuery(t *testing.T) {
	today := mustDate(t, "2026-11-25")
	for _, tt := range []struct {
		name, date, days string
		from, to         string
	}{
		{"one day by default", "2026-11-25", "", "2026-11-25", "2026-11-25"},
		{"a week", "2026-11-25", "7", "2026-11-25", "2026-12-01"},
		{"the window's first day", "2000-01-01", "1", "2000-01-01", "2000-01-01"},
		{"the window's last day", "2031-11-25", "7", "2031-11-25", "2031-12-01"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			from, to, err := dayspa.CalendarQuery(tt.date, tt.days, today)
			if err != nil || from.String() != tt.from || to.String() != tt.to {
				t.Errorf("got %s..%s, %v; want %s..%s", from, to, err, tt.from, tt.to)
			}
		})
	}
	window := dayspa.MsgRecordDate(today)
	for _, tt := range []struct {
		name, date, days string
		want             map[string]string
	}{
		{"no date", "", "", map[string]string{"date": "Date must be a date as YYYY-MM-DD."}},
		{"the last day of time", "9999-12-31", "", map[string]string{"date": window}},
		{"a week at the end of time", "9999-12-25", "7", map[string]string{"date": window}},
		{"year one", "0001-01-01", "", map[string]string{"date": window}},
		{"past the window", "2031-11-26", "1", map[string]string{"date": window}},
		{"eight days", "2026-11-25", "8", map[string]string{"days": "Days must be a whole number from 1 to 7."}},
		{"no days", "2026-11-25", "0", map[string]string{"days": "Days must be a whole number from 1 to 7."}},
		{"days not a number", "2026-11-25", "1e9", map[string]string{"days": "Days must be a whole number from 1 to 7."}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := dayspa.CalendarQuery(tt.date, tt.days, today)
			assertFields(t, err, tt.want)
		})
	}
}

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
		{"ErrYesterday", dayspa.BookingMove{BookingDate: str("2026-11-21")}, "bookingDate", dayspa.MsgDateRange.Text},
		{"ErrDay91", dayspa.BookingMove{BookingDate: str("2027-02-21")}, "bookingDate", dayspa.MsgDateRange.Text},
		{"ErrFarFuture", dayspa.BookingMove{BookingDate: str("9999-12-30"), BookingTime: str("14:00")}, "bookingDate", dayspa.MsgDateRange.Text},
		{"ErrYearZero", dayspa.BookingMove{BookingDate: str("0000-01-01")}, "bookingDate", dayspa.MsgDateRange.Text},
		{"ErrGarbled", dayspa.BookingMove{BookingDate: str("30/11/2026")}, "bookingDate", dayspa.MsgBookingDate.Text},
		{"ErrOffGrid", dayspa.BookingMove{BookingTime: str("14:10")}, "bookingTime", dayspa.MsgTimeSlot.Text},
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
