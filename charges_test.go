package dayspa_test

import (
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

// The fee a booking owes comes from the terms kept with its deposit: the
// no-show fee for a no-show, the late fee for a cancellation after the
// free window (or with none), nothing for one inside it, for any other
// status, for terms of 0, or without a deposit.
func TestFeeDue(t *testing.T) {
	start := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)
	terms := dayspa.DepositPolicy{FreeCancelHours: 24, LateCancelFee: dayspa.AED(50), NoShowFee: dayspa.AED(100)}
	at := func(d time.Duration) *time.Time { v := start.Add(d); return &v }
	for _, tc := range []struct {
		name   string
		ft     dayspa.FeeTerms
		kind   dayspa.FeeKind
		amount dayspa.Money
		code   string
	}{
		{"no-show", dayspa.FeeTerms{Status: dayspa.StatusNoShow, HasDeposit: true, Terms: terms}, dayspa.FeeNoShow, dayspa.AED(100), ""},
		{"cancelled a minute after the window", dayspa.FeeTerms{Status: dayspa.StatusCancelled, Start: start, CancelledAt: at(-24*time.Hour + time.Minute), HasDeposit: true, Terms: terms}, dayspa.FeeLateCancel, dayspa.AED(50), ""},
		{"cancelled at the window's end", dayspa.FeeTerms{Status: dayspa.StatusCancelled, Start: start, CancelledAt: at(-24 * time.Hour), HasDeposit: true, Terms: terms}, "", 0, dayspa.ECONFLICT},
		{"cancelled with no window", dayspa.FeeTerms{Status: dayspa.StatusCancelled, Start: start, CancelledAt: at(-72 * time.Hour), HasDeposit: true, Terms: dayspa.DepositPolicy{LateCancelFee: 10}}, dayspa.FeeLateCancel, 10, ""},
		{"cancelled, time unknown", dayspa.FeeTerms{Status: dayspa.StatusCancelled, Start: start, HasDeposit: true, Terms: terms}, "", 0, dayspa.ECONFLICT},
		{"completed", dayspa.FeeTerms{Status: dayspa.StatusCompleted, HasDeposit: true, Terms: terms}, "", 0, dayspa.ECONFLICT},
		{"no-show of terms of 0", dayspa.FeeTerms{Status: dayspa.StatusNoShow, HasDeposit: true}, "", 0, dayspa.ECONFLICT},
		{"no deposit", dayspa.FeeTerms{Status: dayspa.StatusNoShow, Terms: terms}, "", 0, dayspa.ECONFLICT},
	} {
		kind, amount, err := tc.ft.FeeDue()
		if kind != tc.kind || amount != tc.amount || dayspa.ErrorCode(err) != tc.code {
			t.Errorf("%s: %q %s %v, want %q %s %q", tc.name, kind, amount, err, tc.kind, tc.amount, tc.code)
		}
	}
}

// A fee's name is the same on the provider's charge and in the income.
func TestFeeIncome(t *testing.T) {
	in := dayspa.FeeIncome(dayspa.FeeLateCancel, dayspa.AED(50), dayspa.Date{Year: 2026, Month: 11, Day: 29}, 7, "Layla", "Swedish Massage")
	if in.ServiceName != "Late cancellation fee: Swedish Massage" || in.VisaAmount != dayspa.AED(50) || in.Source != dayspa.FeeSource {
		t.Errorf("late-cancellation fee's income %+v", in)
	}
	if dayspa.FeeNoShow.Name() != "No-show fee" {
		t.Errorf("no-show fee named %q", dayspa.FeeNoShow.Name())
	}
}
