package dayspa_test

import (
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestManagedBooking_CanMoveTo(t *testing.T) {
	day := dayspa.Date{Year: 2026, Month: 11, Day: 29}
	b := dayspa.ManagedBooking{BookingDate: day, StartMinute: 15 * 60, EndMinute: 16 * 60, CanChange: true}
	// Closed: an hour before the start, past a 24-hour cut-off.
	closed := b
	closed.CanChange = false
	loc := time.FixedZone("Dubai", 4*3600)
	rules := dayspa.ManageRules{Cutoff: 24 * time.Hour, Now: func() time.Time { return day.At(14*60, loc) }}
	if err := rules.Check(&closed, loc); err != nil || closed.CanChange {
		t.Fatalf("Check: %v, CanChange %v", err, closed.CanChange)
	}
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

// TestManageLinkAfterTheVisit: a link ends with the appointment, unless the
// booking was checked out: then it works for ManageLinkAfterInvoice more,
// for the invoice, and no longer.
func TestManageLinkAfterTheVisit(t *testing.T) {
	day := dayspa.Date{Year: 2026, Month: 11, Day: 29}
	loc := time.FixedZone("Dubai", 4*3600)
	end := day.At(16*60, loc)
	for _, tt := range []struct {
		name     string
		after    time.Duration
		invoiced bool
		works    bool
	}{
		{"BeforeTheEnd", -time.Minute, false, true},
		{"AtTheEnd", 0, false, false},
		{"InvoicedAtTheEnd", 0, true, true},
		{"InvoicedLastMoment", dayspa.ManageLinkAfterInvoice - time.Second, true, true},
		{"InvoicedLongAgo", dayspa.ManageLinkAfterInvoice, true, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := dayspa.ManagedBooking{BookingDate: day, StartMinute: 15 * 60, EndMinute: 16 * 60, Status: dayspa.StatusCompleted}
			if tt.invoiced {
				b.Documents = []dayspa.ManagedDocument{{Number: "INV-000001"}}
			}
			rules := dayspa.ManageRules{Cutoff: 24 * time.Hour, Now: func() time.Time { return end.Add(tt.after) }}
			err := rules.Check(&b, loc)
			if works := err == nil; works != tt.works {
				t.Fatalf("link works = %v (%v), want %v", works, err, tt.works)
			}
		})
	}
}
