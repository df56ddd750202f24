package dayspa_test

import (
	"context"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestDepositPolicy_Validate(t *testing.T) {
	cases := []struct {
		name   string
		p      dayspa.DepositPolicy
		fields []string // the fields refused; none for a valid policy
	}{
		{"none", dayspa.DepositPolicy{Kind: dayspa.DepositNone}, nil},
		{"none with fees", dayspa.DepositPolicy{Kind: dayspa.DepositNone, FreeCancelHours: 24, LateCancelFee: 5000, NoShowFee: 10000}, nil},
		{"fixed", dayspa.DepositPolicy{Kind: dayspa.DepositFixed, Amount: 10000, FreeCancelHours: 24}, nil},
		{"fixed at the bound", dayspa.DepositPolicy{Kind: dayspa.DepositFixed, Amount: dayspa.MaxPolicyFee}, nil},
		{"percent 1", dayspa.DepositPolicy{Kind: dayspa.DepositPercent, Percent: 1}, nil},
		{"percent 100", dayspa.DepositPolicy{Kind: dayspa.DepositPercent, Percent: 100}, nil},
		{"window at the bound", dayspa.DepositPolicy{Kind: dayspa.DepositNone, FreeCancelHours: dayspa.MaxFreeCancelHours}, nil},
		{"no kind", dayspa.DepositPolicy{}, []string{"kind"}},
		{"unknown kind", dayspa.DepositPolicy{Kind: "half"}, []string{"kind"}},
		{"none with an amount", dayspa.DepositPolicy{Kind: dayspa.DepositNone, Amount: 100}, []string{"kind"}},
		{"fixed of 0", dayspa.DepositPolicy{Kind: dayspa.DepositFixed}, []string{"amount"}},
		{"fixed negative", dayspa.DepositPolicy{Kind: dayspa.DepositFixed, Amount: -1}, []string{"amount"}},
		{"fixed too much", dayspa.DepositPolicy{Kind: dayspa.DepositFixed, Amount: dayspa.MaxPolicyFee + 1}, []string{"amount"}},
		{"fixed with a percent", dayspa.DepositPolicy{Kind: dayspa.DepositFixed, Amount: 100, Percent: 10}, []string{"percent"}},
		{"percent 0", dayspa.DepositPolicy{Kind: dayspa.DepositPercent}, []string{"percent"}},
		{"percent 101", dayspa.DepositPolicy{Kind: dayspa.DepositPercent, Percent: 101}, []string{"percent"}},
		{"percent with an amount", dayspa.DepositPolicy{Kind: dayspa.DepositPercent, Percent: 10, Amount: 5}, []string{"amount"}},
		{"negative window", dayspa.DepositPolicy{Kind: dayspa.DepositNone, FreeCancelHours: -1}, []string{"freeCancelHours"}},
		{"window too long", dayspa.DepositPolicy{Kind: dayspa.DepositNone, FreeCancelHours: dayspa.MaxFreeCancelHours + 1}, []string{"freeCancelHours"}},
		{"negative fees", dayspa.DepositPolicy{Kind: dayspa.DepositNone, LateCancelFee: -1, NoShowFee: -1}, []string{"lateCancelFee", "noShowFee"}},
		{"fees too high", dayspa.DepositPolicy{Kind: dayspa.DepositNone, LateCancelFee: dayspa.MaxPolicyFee + 1, NoShowFee: dayspa.MaxPolicyFee + 1}, []string{"lateCancelFee", "noShowFee"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.p.Validate()
			if len(c.fields) == 0 {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if dayspa.ErrorCode(err) != dayspa.EINVALID {
				t.Fatalf("err = %v, want EINVALID", err)
			}
			got := dayspa.ErrorFields(err)
			if len(got) != len(c.fields) {
				t.Fatalf("fields = %v, want %v", got, c.fields)
			}
			for _, f := range c.fields {
				if _, ok := got[f]; !ok {
					t.Errorf("field %s not refused (got %v)", f, got)
				}
			}
		})
	}
}

func TestDepositPolicy_DepositFor(t *testing.T) {
	cases := []struct {
		p     dayspa.DepositPolicy
		price dayspa.Money
		want  dayspa.Money
	}{
		{dayspa.NoDeposit, 50000, 0},
		{dayspa.DepositPolicy{Kind: dayspa.DepositFixed, Amount: 10000}, 50000, 10000},
		// Never more than the price.
		{dayspa.DepositPolicy{Kind: dayspa.DepositFixed, Amount: 10000}, 7500, 7500},
		{dayspa.DepositPolicy{Kind: dayspa.DepositPercent, Percent: 20}, 50000, 10000},
		// Rounded half up to the fils: 33% of 1.01 AED is 33.33 fils.
		{dayspa.DepositPolicy{Kind: dayspa.DepositPercent, Percent: 33}, 101, 33},
		// 50% of 0.03 AED is 1.5 fils: 2.
		{dayspa.DepositPolicy{Kind: dayspa.DepositPercent, Percent: 50}, 3, 2},
		{dayspa.DepositPolicy{Kind: dayspa.DepositPercent, Percent: 100}, 45050, 45050},
		{dayspa.DepositPolicy{Kind: dayspa.DepositPercent, Percent: 20}, 0, 0},
	}
	for _, c := range cases {
		if got := c.p.DepositFor(c.price); got != c.want {
			t.Errorf("%+v on %s: %s, want %s", c.p, c.price, got, c.want)
		}
	}
}

func TestPolicyFor(t *testing.T) {
	def := dayspa.DepositPolicy{ServiceID: 0, Kind: dayspa.DepositPercent, Percent: 10}
	own := dayspa.DepositPolicy{ServiceID: 3, Kind: dayspa.DepositFixed, Amount: 5000}
	if got := dayspa.PolicyFor([]dayspa.DepositPolicy{def, own}, 3); got != own {
		t.Errorf("service 3: %+v, want its own", got)
	}
	if got := dayspa.PolicyFor([]dayspa.DepositPolicy{def, own}, 4); got != def {
		t.Errorf("service 4: %+v, want the default", got)
	}
	if got := dayspa.PolicyFor([]dayspa.DepositPolicy{own}, 4); got != dayspa.NoDeposit {
		t.Errorf("no default: %+v, want no deposit", got)
	}
}

func TestPaidInTime(t *testing.T) {
	end := time.Date(2026, 12, 1, 10, 15, 0, 0, time.UTC)
	if !dayspa.PaidInTime(end, end) || !dayspa.PaidInTime(end.Add(-time.Second), end) {
		t.Error("a payment received by the end of the hold does not count")
	}
	if dayspa.PaidInTime(end.Add(time.Microsecond), end) {
		t.Error("a payment received after the hold counts")
	}
}

func TestBookingStatus_AwaitingPayment(t *testing.T) {
	if !dayspa.StatusAwaitingPayment.HoldsPlace() {
		t.Error("a booking awaiting its deposit does not hold its place")
	}
	if dayspa.StatusExpired.HoldsPlace() {
		t.Error("an expired booking holds its place")
	}
	// Only the payment or its expiry moves them: the dashboard cannot.
	for _, next := range []dayspa.BookingStatus{dayspa.StatusPending, dayspa.StatusConfirmed, dayspa.StatusCancelled, dayspa.StatusCompleted, dayspa.StatusNoShow, dayspa.StatusExpired} {
		if dayspa.StatusAwaitingPayment.CanMoveTo(next) || dayspa.StatusExpired.CanMoveTo(next) {
			t.Errorf("the dashboard may move an awaiting or expired booking to %s", next)
		}
	}
	for _, s := range []dayspa.BookingStatus{dayspa.StatusPending, dayspa.StatusConfirmed} {
		if s.CanMoveTo(dayspa.StatusAwaitingPayment) || s.CanMoveTo(dayspa.StatusExpired) {
			t.Errorf("the dashboard may move a %s booking to awaiting or expired", s)
		}
	}
}

func TestDepositPolicy_LateCancel(t *testing.T) {
	start := time.Date(2026, 12, 10, 14, 0, 0, 0, time.UTC)
	day := dayspa.DepositPolicy{Kind: dayspa.DepositFixed, Amount: dayspa.AED(100), FreeCancelHours: 24}
	cases := []struct {
		name   string
		policy dayspa.DepositPolicy
		now    time.Time
		late   bool
	}{
		{"two days before, in the window", day, start.Add(-48 * time.Hour), false},
		{"at the window's end, still free", day, start.Add(-24 * time.Hour), false},
		{"a second after it", day, start.Add(-24*time.Hour + time.Second), true},
		{"after the start", day, start.Add(time.Hour), true},
		{"no window: always late", dayspa.DepositPolicy{Kind: dayspa.DepositFixed, Amount: dayspa.AED(100)}, start.Add(-300 * time.Hour), true},
	}
	for _, c := range cases {
		if got := c.policy.LateCancel(start, c.now); got != c.late {
			t.Errorf("%s: LateCancel = %v, want %v", c.name, got, c.late)
		}
	}
	if until, ok := day.FreeCancelUntil(start); !ok || !until.Equal(start.Add(-24*time.Hour)) {
		t.Errorf("FreeCancelUntil = %s, %v", until, ok)
	}
}

// Without online payments a refund is refused before anything is read.
func TestRefund_WithoutPayments(t *testing.T) {
	var p *dayspa.Payments
	_, err := p.Refund(context.Background(), nil, 1, dayspa.RefundRequest{Amount: dayspa.AED(10)}, "Mona")
	if dayspa.ErrorCode(err) != dayspa.ECONFLICT {
		t.Fatalf("refund without payments: %v, want payment.off", err)
	}
}

// What is left to refund: the desk refunds what is unrefunded of a paid
// payment only; one due for a refund is the job's, for what is unrefunded.
func TestBookingPayment_Left(t *testing.T) {
	paid := dayspa.BookingPayment{Amount: dayspa.AED(100), Refunded: dayspa.AED(40), Status: dayspa.PaymentPaid}
	if paid.Left() != dayspa.AED(60) || paid.Unrefunded() != dayspa.AED(60) {
		t.Errorf("paid: left %s, unrefunded %s; want 60.00", paid.Left(), paid.Unrefunded())
	}
	due := paid
	due.Status = dayspa.PaymentRefundDue
	if due.Left() != 0 || due.Unrefunded() != dayspa.AED(60) {
		t.Errorf("due for a refund: left %s, unrefunded %s; want 0 and 60.00", due.Left(), due.Unrefunded())
	}
}
