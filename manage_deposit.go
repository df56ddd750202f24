package dayspa

import "time"

// ManagedDeposit is what the guest's manage page shows of a deposit
// booking: what was paid, the cancellation terms agreed by paying (kept
// with the booking's hold, DepositHold.Policy) with the deadline of free
// cancellation, and what cancelling now means.
type ManagedDeposit struct {
	// Asked is the deposit the booking asked.
	Asked    Money            `json:"asked"`
	Payments []ManagedPayment `json:"payments"`
	// FreeCancelHours is the window agreed; FreeCancelUntil its end for
	// this booking, nil with no window (no cancellation is free once paid).
	FreeCancelHours int        `json:"freeCancelHours"`
	FreeCancelUntil *time.Time `json:"freeCancelUntil,omitempty"`
	LateCancelFee   Money      `json:"lateCancelFee"`
	NoShowFee       Money      `json:"noShowFee"`
	// CancelRefunds is what cancelling now means: true, the deposit is
	// given back (inside the free window); false, it is kept as the fee
	// (DepositPolicy.LateCancel).
	CancelRefunds bool `json:"cancelRefunds"`
}

// ManagedPayment is a payment as the guest sees it: no provider's
// reference, no id.
type ManagedPayment struct {
	Kind   string        `json:"kind"`
	Amount Money         `json:"amount"`
	Status PaymentStatus `json:"status"`
	PaidAt time.Time     `json:"paidAt"`
}

// ManagedDepositOf is the manage page's view of hold, the booking's
// deposit and terms, and its payments, for a booking starting at start,
// at now.
func ManagedDepositOf(hold DepositHold, payments []BookingPayment, start, now time.Time) *ManagedDeposit {
	d := &ManagedDeposit{
		Asked: hold.Amount, Payments: make([]ManagedPayment, 0, len(payments)),
		FreeCancelHours: hold.Policy.FreeCancelHours,
		LateCancelFee:   hold.Policy.LateCancelFee, NoShowFee: hold.Policy.NoShowFee,
		CancelRefunds: !hold.Policy.LateCancel(start, now),
	}
	if until, ok := hold.Policy.FreeCancelUntil(start); ok {
		u := until.UTC()
		d.FreeCancelUntil = &u
	}
	for _, p := range payments {
		d.Payments = append(d.Payments, ManagedPayment{Kind: p.Kind, Amount: p.Amount, Status: p.Status, PaidAt: p.CreatedAt.UTC()})
	}
	return d
}
