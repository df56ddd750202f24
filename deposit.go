package dayspa

import (
	"context"
	"time"
)

// Deposits: a service may ask the guest to pay part of its price on the
// payment provider's hosted page before the booking is a request the spa
// sees. The policy says how much, and what a late cancellation or a
// no-show costs; the provider (PaymentProvider) takes the money, so that
// no card ever reaches the spa's server.

// DepositKind is how a deposit is worked out.
type DepositKind string

const (
	// DepositNone asks for nothing: the booking is made as always.
	DepositNone DepositKind = "none"
	// DepositFixed asks for Amount, at most the price.
	DepositFixed DepositKind = "fixed"
	// DepositPercent asks for Percent of the price, rounded to the fils.
	DepositPercent DepositKind = "percent"
)

// Limits of a deposit policy.
const (
	// MaxFreeCancelHours is the longest free-cancellation window: two
	// weeks, beyond which a guest cannot plan.
	MaxFreeCancelHours = 14 * 24
	// MaxPolicyFee bounds a fixed deposit and the fees: 100,000 AED.
	MaxPolicyFee = Money(100_000_00)
)

// DepositPolicy is a service's deposit and cancellation policy, or the
// default one (ServiceID 0) for every service without its own.
type DepositPolicy struct {
	ServiceID int64       `json:"serviceId"`
	Kind      DepositKind `json:"kind"`
	// Amount is the fixed deposit, in fils (DepositFixed only).
	Amount Money `json:"amount"`
	// Percent is the share of the price, 1 to 100 (DepositPercent only).
	Percent int `json:"percent"`
	// FreeCancelHours is how long before the start a guest may still
	// cancel without a fee; 0 is never free once paid.
	FreeCancelHours int `json:"freeCancelHours"`
	// LateCancelFee is what a cancellation inside that window costs, and
	// NoShowFee what not coming costs, in fils (at most the price).
	LateCancelFee Money `json:"lateCancelFee"`
	NoShowFee     Money `json:"noShowFee"`
	// ConfirmOnPayment confirms a booking once its deposit is paid;
	// otherwise the paid booking is a request the spa confirms.
	ConfirmOnPayment bool `json:"confirmOnPayment"`
}

// NoDeposit is the policy of a deployment whose manager set none.
var NoDeposit = DepositPolicy{Kind: DepositNone}

// The messages of the policy form.
var (
	MsgDepositKind      = NewMsg("deposit.kind", "The deposit must be none, fixed or percent.")
	MsgDepositAmount    = NewMsg("deposit.amount", "A fixed deposit must be more than 0 and at most 100000.00 AED.")
	MsgDepositPercent   = NewMsg("deposit.percent", "A deposit percentage must be a whole number from 1 to 100.")
	MsgDepositUnused    = NewMsg("deposit.unused", "Only a fixed deposit takes an amount and only a percentage deposit takes a percentage.")
	MsgFreeCancelHours  = NewMsg("deposit.free_cancel_hours", "The free-cancellation window must be from 0 to 336 hours.")
	MsgPolicyFee        = NewMsg("deposit.fee", "A fee must be from 0 to 100000.00 AED.")
	MsgDepositService   = NewMsg("deposit.service", "There is no service with that id.")
	MsgDepositOwnNone   = NewMsg("deposit.own_none", "That service has no policy of its own.")
	MsgPaymentSignature = NewMsg("payment.signature", "The payment notice's signature is not valid.")
	MsgPaymentCheckout  = NewMsg("payment.checkout", "The payment page could not be opened. Please try again in a moment, or contact the spa.")
	MsgPaymentsOff      = NewMsg("payment.off", "Online payments are not set up.")
)

// Validate checks p: a kind that is one, its amount or percentage and
// nothing of the other, a window and fees within bounds.
func (p DepositPolicy) Validate() error {
	f := FieldErrors{}
	switch p.Kind {
	case DepositNone:
		if p.Amount != 0 || p.Percent != 0 {
			f.Add("kind", MsgDepositUnused)
		}
	case DepositFixed:
		if p.Amount <= 0 || p.Amount > MaxPolicyFee {
			f.Add("amount", MsgDepositAmount)
		}
		if p.Percent != 0 {
			f.Add("percent", MsgDepositUnused)
		}
	case DepositPercent:
		if p.Percent < 1 || p.Percent > 100 {
			f.Add("percent", MsgDepositPercent)
		}
		if p.Amount != 0 {
			f.Add("amount", MsgDepositUnused)
		}
	default:
		f.Add("kind", MsgDepositKind)
	}
	if p.FreeCancelHours < 0 || p.FreeCancelHours > MaxFreeCancelHours {
		f.Add("freeCancelHours", MsgFreeCancelHours)
	}
	if p.LateCancelFee < 0 || p.LateCancelFee > MaxPolicyFee {
		f.Add("lateCancelFee", MsgPolicyFee)
	}
	if p.NoShowFee < 0 || p.NoShowFee > MaxPolicyFee {
		f.Add("noShowFee", MsgPolicyFee)
	}
	return f.Err()
}

// DepositFor is the deposit p asks on a service of that price: none for
// DepositNone, the fixed amount (never more than the price) or the
// percentage rounded half up to the fils. 0 asks for nothing.
func (p DepositPolicy) DepositFor(price Money) Money {
	if price <= 0 {
		return 0
	}
	switch p.Kind {
	case DepositFixed:
		return min(p.Amount, price)
	case DepositPercent:
		return Money((int64(price)*int64(p.Percent) + 50) / 100)
	}
	return 0
}

// PolicyFor picks, from policies, the one of service id or else the
// default (ServiceID 0), or NoDeposit when there is neither.
func PolicyFor(policies []DepositPolicy, serviceID int64) DepositPolicy {
	out := NoDeposit
	for _, p := range policies {
		if p.ServiceID == serviceID {
			return p
		}
		if p.ServiceID == 0 {
			out = p
		}
	}
	return out
}

// Payment hold: how long a booking awaiting its deposit holds its place.
const (
	MinPaymentHold = 5 * time.Minute
	// MaxPaymentHold is the longest a provider's checkout page may stay
	// open (Stripe's limit is 24 hours).
	MaxPaymentHold = 24 * time.Hour
)

// Currency is the only one the spa takes: UAE dirhams, whose smallest
// unit (the fils, Money's unit) is what a provider is sent.
const Currency = "aed"

// CheckoutRequest is what a hosted payment page is made for.
type CheckoutRequest struct {
	// BookingID is the booking paid for; GiftCardOrderID the gift card
	// order (GiftCardOrder) or OfferOrderID the package's or membership's
	// (OfferOrder) instead, 0 otherwise.
	BookingID       int64
	GiftCardOrderID int64
	OfferOrderID    int64
	Amount          Money
	// ExpiresAt is when the page stops taking the payment.
	ExpiresAt time.Time
	// Description is the line the guest sees on the page.
	Description   string
	CustomerEmail string
	// SuccessURL and CancelURL are where the page sends the guest back.
	SuccessURL string
	CancelURL  string
	// SaveCard has the page keep the guest's card with the provider for
	// a later fee charged off-session (a deposit's), saying so on the
	// page with SaveCardNotice; Customer is the provider's customer of
	// the guest from an earlier payment ("" makes one).
	SaveCard       bool
	SaveCardNotice string
	Customer       string
}

// CheckoutSession is a hosted payment page the provider made.
type CheckoutSession struct {
	ID  string
	URL string
}

// PaymentEventType is the kind of a provider's notice that matters here.
type PaymentEventType string

// PaymentCompleted: the guest paid on the hosted page.
const PaymentCompleted PaymentEventType = "checkout.session.completed"

// PaymentEvent is a provider's verified notice that a checkout session
// was paid.
type PaymentEvent struct {
	// ID is the provider's id of the event, handled once.
	ID        string
	Provider  string
	Type      PaymentEventType
	SessionID string
	// PaymentRef is the provider's payment (what a refund refers to).
	PaymentRef string
	// BookingID is the booking the session was made for, from its
	// metadata; 0 when it names none.
	BookingID int64
	Amount    Money
	Currency  string
	// Customer is the provider's customer the session named (a deposit's
	// saves the card with it); "" for none.
	Customer string
}

// PaymentProvider takes payments on a hosted page (the spa never sees a
// card) and gives them back.
type PaymentProvider interface {
	// Name is the provider's name as payments record it ("stripe").
	Name() string
	// CreateCheckout makes a hosted payment page for r.
	CreateCheckout(ctx context.Context, r CheckoutRequest) (CheckoutSession, error)
	// ExpireCheckout closes a session's page before its expiry, so that
	// it takes no payment once the booking's hold is over.
	ExpireCheckout(ctx context.Context, sessionID string) error
	// Refund gives back amount of the payment ref; key makes a retry
	// refund once. It returns the provider's id of the refund.
	Refund(ctx context.Context, paymentRef string, amount Money, key string) (string, error)
	// VerifyEvent checks a notice's signature and reads it: an error
	// for a notice not signed with the webhook's secret, nil and no
	// error for a signed one of a type that does not matter here.
	VerifyEvent(payload []byte, signature string) (*PaymentEvent, error)
}

// PaymentStatus is where a payment received is.
type PaymentStatus string

const (
	PaymentPaid      PaymentStatus = "paid"
	PaymentRefundDue PaymentStatus = "refund_due"
	PaymentRefunded  PaymentStatus = "refunded"
)

// BookingPayment is money received against a booking.
type BookingPayment struct {
	ID         int64         `json:"id"`
	BookingID  int64         `json:"bookingId"`
	Provider   string        `json:"provider"`
	SessionID  string        `json:"-"`
	PaymentRef string        `json:"-"`
	Kind       string        `json:"kind"`
	Amount     Money         `json:"amount"`
	Currency   string        `json:"currency"`
	Status     PaymentStatus `json:"status"`
	CreatedAt  time.Time     `json:"createdAt"`
	RefundRef  string        `json:"-"`
	// Refunded is what refunds gave back of it; Refundable what is left
	// to refund (Left); InvoiceID and InvoiceNumber the tax invoice its
	// receipt issued (none for a payment that came too late).
	Refunded      Money  `json:"refunded"`
	Refundable    Money  `json:"refundable"`
	InvoiceID     *int64 `json:"invoiceId,omitempty"`
	InvoiceNumber string `json:"invoiceNumber,omitempty"`
}

// DepositHold is what a booking awaiting its deposit holds: the amount
// asked, until when its place is kept, and the cancellation terms the
// guest agreed to by paying (Policy's FreeCancelHours, LateCancelFee and
// NoShowFee; its kind is not kept, Amount is what was asked), kept with
// the booking so that a later change of the policy does not change what
// cancelling or not coming costs this guest.
type DepositHold struct {
	Amount    Money
	ExpiresAt time.Time
	Policy    DepositPolicy
}

// FreeCancelUntil is the last moment a booking starting at start may be
// cancelled without a fee under p: FreeCancelHours before the start. With
// no window (0 hours) there is none: every cancellation of a paid booking
// is late.
func (p DepositPolicy) FreeCancelUntil(start time.Time) (time.Time, bool) {
	if p.FreeCancelHours <= 0 {
		return time.Time{}, false
	}
	return start.Add(-time.Duration(p.FreeCancelHours) * time.Hour), true
}

// LateCancel reports whether cancelling at now a booking starting at start
// is late under p: after the free window ended, or with no window at all.
// A late cancellation keeps the deposit as the fee; one in the window
// gives it back.
func (p DepositPolicy) LateCancel(start, now time.Time) bool {
	until, ok := p.FreeCancelUntil(start)
	return !ok || now.After(until)
}

// PaymentOutcome is what handling one event did.
type PaymentOutcome string

const (
	// OutcomePaid: the booking was awaiting this payment and is now a
	// pending request, its messages queued.
	OutcomePaid PaymentOutcome = "paid"
	// OutcomeRefundDue: the payment came after the hold was over (or the
	// booking is gone): it is recorded and refunded.
	OutcomeRefundDue PaymentOutcome = "refund_due"
	// OutcomeDuplicate: the session's payment was recorded already.
	OutcomeDuplicate PaymentOutcome = "duplicate"
	// OutcomeIgnored: the session is not one of a booking's holds.
	OutcomeIgnored PaymentOutcome = "ignored"
)

// PaidInTime reports whether a payment received at received counts for a
// hold that ends at expires: received no later than the end. A payment
// received after it is refunded, whether or not the sweep has expired the
// booking yet, so that the outcome never depends on which ran first.
func PaidInTime(received, expires time.Time) bool { return !received.After(expires) }

// ExpiredHold is a booking whose hold ran out, with the provider's
// session to close.
type ExpiredHold struct {
	BookingID int64
	Provider  string
	SessionID string
}

// PaymentStore keeps the policies, the holds, the provider's events and
// the payments.
type PaymentStore interface {
	// DepositPolicies returns the default policy (when set) and every
	// service's own, by service id.
	DepositPolicies(ctx context.Context) ([]DepositPolicy, error)
	// SetDepositPolicy stores p (validated) as its service's policy or the
	// default: ENOTFOUND for a service that does not exist.
	SetDepositPolicy(ctx context.Context, p DepositPolicy) (*DepositPolicy, error)
	// DeleteDepositPolicy removes service serviceID's own policy: it comes
	// under the default again. ENOTFOUND when it has none of its own (the
	// default itself, service 0, is set to none, never removed).
	DeleteDepositPolicy(ctx context.Context, serviceID int64) error
	// SetHoldSession records the provider's checkout session of an
	// awaiting booking's hold.
	SetHoldSession(ctx context.Context, bookingID int64, provider, sessionID string) error
	// ReleaseHold expires a booking still awaiting its deposit at once
	// (its checkout could not be made): its place is free again.
	ReleaseHold(ctx context.Context, bookingID int64) error
	// RecordPaymentEvent keeps a verified event for the background job,
	// once per event id: false when it was there already.
	RecordPaymentEvent(ctx context.Context, ev PaymentEvent) (bool, error)
	// ProcessPaymentEvents handles up to limit events not handled yet,
	// each in a transaction of its own, and returns what each did.
	ProcessPaymentEvents(ctx context.Context, limit int) ([]PaymentOutcome, error)
	// ExpireHolds makes every booking whose hold has run out, with no
	// payment received in time, expired, freeing its place.
	ExpireHolds(ctx context.Context) ([]ExpiredHold, error)
	// RefundsDue returns up to limit payments to refund.
	RefundsDue(ctx context.Context, limit int) ([]BookingPayment, error)
	// MarkRefunded records the provider's refund of payment id.
	MarkRefunded(ctx context.Context, id int64, refundRef string) error
	// BookingPayments returns the payments of a booking, oldest first.
	BookingPayments(ctx context.Context, bookingID int64) ([]BookingPayment, error)
	// BookingHold returns the deposit asked of a booking and the policy
	// its guest agreed to; ENOTFOUND for a booking that asked none.
	BookingHold(ctx context.Context, bookingID int64) (*DepositHold, error)
}
