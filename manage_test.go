package dayspa_test

import (
	"testing"

	"github.com/dayspa/dayspa"
)

func TestManagedBooking_CanMoveTo(t *testing.T) {
	day := dayspa.Date{Year: 2026, Month: 11, Day: 29}
	b := dayspa.ManagedBooking{BookingDate: day, StartMinute: 15 * 60, CanChange: true}
	closed := b
	closed.CanChange, closed.Reason = false, "Changes are possible up to 24 hours before your appointment."
	for _, tt := range []struct {
		name   string
		b      dayspa.ManagedBooking
		d      dayspa.Date
		minute int
		want   string // the ECONFLICT message; "" for nil
	}{
		{"OtherTime", b, day, 16 * 60, ""},
		{"OtherDay", b, day.AddDays(1), 15 * 60, ""},
		{"SameTime", b, day, 15 * 60, "Your booking is already at that time."},
		{"NoLongerChangeable", closed, day, 16 * 60, closed.Reason},
		{"NoLongerChangeableSameTime", closed, day, 15 * 60, closed.Reason},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.b.CanMoveTo(tt.d, tt.minute)
			if tt.want == "" {
				if err != nil {
					t.Fatalf("err = %v, want nil", err)
				}
				return
			}
			if dayspa.ErrorCode(err) != dayspa.ECONFLICT || dayspa.ErrorMessage(err) != tt.want {
				t.Fatalf("err = %v, want ECONFLICT %q", err, tt.want)
			}
		})
	}
}
