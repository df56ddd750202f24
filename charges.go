package dayspa

import (
	"context"
	"errors"
	"log/slog"
	"strconv"
	"time"
)

// The manager's charges on a booking: the card a guest saved on the
// provider's page when paying a deposit (only the provider's ids of the
// customer and the payment method are kept, never any card data), the
// no-show or late-cancellation fee of the terms the guest agreed to,
// charged to that card only by an owner's or a manager's explicit action
// with the amount shown first, and the payment links the desk sends for
// any booking.

// FeeKind is which fee of the kept terms a booking owes.
type FeeKind string

const (
	// FeeNoShow: the guest did not come (the booking is no_show).
	FeeNoShow FeeKind = "no_show"
	// FeeLateCancel: the booking was cancelled after its free window.
	FeeLateCancel FeeKind = "late_cancel"
)

// Name is how the provider's charge and the income record name the fee.
func (k FeeKind) Name() string {
	if k == FeeLateCancel {
		return "Late cancellation fee"
	}
	return "No-show fee"
}

// The refusals of a fee.
var (
	MsgFeeStatus   = NewMsg("fee.status", "Only a booking marked no-show, or cancelled after its free-cancellation window, has a fee.")
	MsgFeeNone     = NewMsg("fee.none", "The terms the guest agreed to ask no fee for this.")
	MsgFeeNoCard   = NewMsg("fee.no_card", "The guest saved no card with a deposit for this booking: there is nothing to charge.")
	MsgFeeCharged  = NewMsg("fee.charged", "The fee of this booking was charged already.")
	MsgFeeAmount   = NewMsg("fee.amount", "The fee to charge must be the amount shown: %s AED.", "amount")
	MsgFeeDeclined = NewMsg("fee.declined", "The card was declined (%s). Nothing was charged.", "reason")
	MsgFeeFailed   = NewMsg("fee.failed", "The card could not be charged now. Nothing was recorded; please try again in a moment.")
)

// FeeTerms is what deciding a booking's fee needs: its status and start,
// when it was cancelled (for a cancelled one), and the terms kept with its
// deposit (DepositHold's Policy; none when it took no deposit).
type FeeTerms struct {
	Status      BookingStatus
	Start       time.Time
	CancelledAt *time.Time
	HasDeposit  bool
	Terms       DepositPolicy
}

// FeeDue is the fee a booking owes under its kept terms: the no-show fee
// for a no-show, the late-cancellation fee for a booking cancelled after
// its free window (DepositPolicy.LateCancel at the moment it was
// cancelled). ECONFLICT fee.status for any other booking (a cancellation
// in the window costs nothing), fee.none when the terms ask 0.
func (t FeeTerms) FeeDue() (FeeKind, Money, error) {
	var kind FeeKind
	var amount Money
	switch {
	case !t.HasDeposit:
		return "", 0, Errorf(ECONFLICT, MsgFeeNoCard)
	case t.Status == StatusNoShow:
		kind, amount = FeeNoShow, t.Terms.NoShowFee
	case t.Status == StatusCancelled && t.CancelledAt != nil && t.Terms.LateCancel(t.Start, *t.CancelledAt):
		kind, amount = FeeLateCancel, t.Terms.LateCancelFee
	default:
		return "", 0, Errorf(ECONFLICT, MsgFeeStatus)
	}
	if amount <= 0 {
		return "", 0, Errorf(ECONFLICT, MsgFeeNone)
	}
	return kind, amount, nil
}

// SavedCard is the card a guest saved with a deposit: the provider's ids
// only.
type SavedCard struct {
	Provider      string
	Customer      string
	PaymentMethod string
}

// CardSummary is how the provider names a saved card to the desk: its
// brand and last four digits, shown and never stored.
type CardSummary struct {
	Brand string `json:"brand"`
	Last4 string `json:"last4"`
}

// CardCharge is a charge to a saved card, off-session: a booking's fee,
// or a membership's month (EntitlementID, no booking and no fee kind).
type CardCharge struct {
	BookingID     int64
	EntitlementID int64
	Kind          FeeKind
	Amount        Money
	Card          SavedCard
	Description   string
	// Key is the request's idempotency key: a retry charges once.
	Key string
}

// CardDeclinedError is the provider's refusal of a charge: the card was
// declined (or needs the guest, who is not there). Nothing was charged.
type CardDeclinedError struct{ Reason string }

func (e *CardDeclinedError) Error() string { return "card declined: " + e.Reason }

// IsCardDeclined reports whether err is a decline.
func IsCardDeclined(err error) (*CardDeclinedError, bool) {
	var d *CardDeclinedError
	ok := errors.As(err, &d)
	return d, ok
}

// CardProvider is a PaymentProvider that also keeps the guest's card for
// later charges: it reads a payment's saved card, names it, and charges
// it off-session.
type CardProvider interface {
	// PaymentCard reads the customer and payment method of payment ref
	// (the provider's payment); "" for either that it has none.
	PaymentCard(ctx context.Context, paymentRef string) (customer, method string, err error)
	// DescribeCard names the payment method: brand and last four digits.
	DescribeCard(ctx context.Context, method string) (CardSummary, error)
	// ChargeCard charges c off-session and returns the provider's id of
	// the payment; a *CardDeclinedError when the card was declined.
	ChargeCard(ctx context.Context, c CardCharge) (string, error)
}

// FeePreview is the fee a booking owes and the card it would be charged
// to, shown before the explicit charge.
type FeePreview struct {
	BookingID int64       `json:"bookingId"`
	Kind      FeeKind     `json:"kind"`
	Amount    Money       `json:"amount"`
	Card      CardSummary `json:"card"`
}

// FeeState is a booking's fee as the store knows it: the terms, the
// saved card (nil when none) and the fee payment (nil until charged).
type FeeState struct {
	FeeTerms
	Card    *SavedCard
	Charged *BookingPayment
}

// FeeStore keeps the fees' attempts and payments.
type FeeStore interface {
	// BookingFeeState reads booking id's fee state: ENOTFOUND for no
	// booking.
	BookingFeeState(ctx context.Context, bookingID int64) (*FeeState, error)
	// StartFeeAttempt records an attempt to charge amount of kind to
	// booking id's card, or returns the one still charging (a retry
	// takes its key): ECONFLICT fee.charged when the fee was charged.
	StartFeeAttempt(ctx context.Context, bookingID int64, kind FeeKind, amount Money, by string) (int64, error)
	// DeclineFeeAttempt ends attempt id as declined; nothing else changes.
	DeclineFeeAttempt(ctx context.Context, id int64, reason string) error
	// FinishFeeAttempt records attempt id's payment ref: the fee as a
	// payment against the booking and as money received in the income.
	FinishFeeAttempt(ctx context.Context, id int64, provider, paymentRef string) (*BookingPayment, error)
}

// Fees charges bookings' fees to saved cards.
type Fees struct {
	Provider PaymentProvider
	Store    FeeStore
	Logger   *slog.Logger
}

func (f *Fees) cards() (CardProvider, error) {
	if f == nil || f.Provider == nil {
		return nil, Errorf(ENOTFOUND, MsgPaymentsOff)
	}
	c, ok := f.Provider.(CardProvider)
	if !ok {
		return nil, Errorf(ENOTFOUND, MsgPaymentsOff)
	}
	return c, nil
}

// chargeable reads booking id's fee: the state, its kind and amount, or
// the refusal (fee.charged, fee.no_card, fee.status, fee.none).
func (f *Fees) chargeable(ctx context.Context, bookingID int64) (*FeeState, FeeKind, Money, error) {
	st, err := f.Store.BookingFeeState(ctx, bookingID)
	if err != nil {
		return nil, "", 0, err
	}
	if st.Charged != nil {
		return nil, "", 0, Errorf(ECONFLICT, MsgFeeCharged)
	}
	kind, amount, err := st.FeeDue()
	if err != nil {
		return nil, "", 0, err
	}
	if st.Card == nil || st.Card.PaymentMethod == "" || st.Card.Customer == "" {
		return nil, "", 0, Errorf(ECONFLICT, MsgFeeNoCard)
	}
	return st, kind, amount, nil
}

// Preview is the fee booking id owes and the card's brand and last four
// digits as the provider names them; it charges nothing.
func (f *Fees) Preview(ctx context.Context, bookingID int64) (*FeePreview, error) {
	cards, err := f.cards()
	if err != nil {
		return nil, err
	}
	st, kind, amount, err := f.chargeable(ctx, bookingID)
	if err != nil {
		return nil, err
	}
	card, err := cards.DescribeCard(ctx, st.Card.PaymentMethod)
	if err != nil {
		return nil, err
	}
	return &FeePreview{BookingID: bookingID, Kind: kind, Amount: amount, Card: card}, nil
}

// Charge charges booking id's fee to its saved card, off-session, when
// confirmed is exactly the amount previewed; by is who asked. A decline
// ends the attempt and changes nothing else (ECONFLICT fee.declined).
func (f *Fees) Charge(ctx context.Context, bookingID int64, confirmed Money, by string) (*BookingPayment, error) {
	cards, err := f.cards()
	if err != nil {
		return nil, err
	}
	st, kind, amount, err := f.chargeable(ctx, bookingID)
	if err != nil {
		return nil, err
	}
	if confirmed != amount {
		f := FieldErrors{}
		f.Add("amount", MsgFeeAmount, amount.String())
		return nil, f.Err()
	}
	attempt, err := f.Store.StartFeeAttempt(ctx, bookingID, kind, amount, by)
	if err != nil {
		return nil, err
	}
	ref, err := cards.ChargeCard(ctx, CardCharge{
		BookingID: bookingID, Kind: kind, Amount: amount, Card: *st.Card,
		Description: kind.Name() + ", booking " + strconv.FormatInt(bookingID, 10),
		Key:         "dayspa-fee-" + strconv.FormatInt(attempt, 10),
	})
	if d, ok := IsCardDeclined(err); ok {
		if derr := f.Store.DeclineFeeAttempt(context.WithoutCancel(ctx), attempt, d.Reason); derr != nil {
			return nil, derr
		}
		return nil, Errorf(ECONFLICT, MsgFeeDeclined, d.Reason)
	} else if err != nil {
		// Left charging: a retry takes the same key, so that a charge
		// the provider made before the error is not made twice.
		if f.Logger != nil {
			f.Logger.Error("fee: charge", "booking", bookingID, "attempt", attempt, "err", err)
		}
		return nil, Errorf(EINTERNAL, MsgFeeFailed)
	}
	return f.Store.FinishFeeAttempt(ctx, attempt, f.Provider.Name(), ref)
}

// FeeSource is the income source of a fee charged to a saved card.
const FeeSource = "Card on file"

// FeeIncome is the income record of a fee charged to a saved card on day:
// money received by card, no commission (no treatment was given), its
// kind and booking in the notes. It has no tax invoice of its own.
func FeeIncome(kind FeeKind, amount Money, day Date, bookingID int64, guest, service string) IncomeTransaction {
	name := kind.Name()
	t := IncomeTransaction{
		TransactionDate: day, Source: FeeSource, CustomerName: guest, ServiceName: name + ": " + service,
		ServiceCategory: "Fees", VisaAmount: amount,
		Notes: name + ", booking " + strconv.FormatInt(bookingID, 10) + ", charged to the card saved with its deposit",
	}
	t.Derive()
	return t
}

// CardStore keeps the cards saved with deposits: the provider's ids only.
type CardStore interface {
	// GuestCustomer is the provider's customer of booking id's guest from
	// an earlier payment, "" when there is none.
	GuestCustomer(ctx context.Context, bookingID int64, provider string) (string, error)
	// CardsToRead returns up to limit deposit payments with a customer
	// whose payment method was not read from the provider yet.
	CardsToRead(ctx context.Context, limit int) ([]BookingPayment, error)
	// SetPaymentCard records payment id's customer and payment method
	// ("" when the provider has none) as read.
	SetPaymentCard(ctx context.Context, id int64, customer, method string) error
}

// saveCardNotice is the line next to the provider's pay button that says
// why the card is kept, in the guest's language.
func saveCardNotice(lang Language) string { return Words(lang).Text("payment.save_card_notice") }

// readCards reads, for the deposits paid with a customer, the payment
// method the guest saved, from the provider (the webhook does not wait on
// it), once each.
func (p *Payments) readCards(ctx context.Context) error {
	cards, ok := p.Provider.(CardProvider)
	store, sok := p.Store.(CardStore)
	if !ok || !sok {
		return nil
	}
	due, err := store.CardsToRead(ctx, 20)
	if err != nil {
		return err
	}
	for _, pay := range due {
		customer, method, err := cards.PaymentCard(ctx, pay.PaymentRef)
		if err != nil {
			p.logger().Warn("payment: read saved card", "payment", pay.ID, "booking", pay.BookingID, "err", err)
			continue
		}
		if err := store.SetPaymentCard(ctx, pay.ID, customer, method); err != nil {
			return err
		}
	}
	return nil
}

// guestCustomer is the provider's customer of booking id's guest from an
// earlier payment, for the new session to save the card on; "" makes one.
func (p *Payments) guestCustomer(ctx context.Context, bookingID int64) string {
	store, ok := p.Store.(CardStore)
	if !ok {
		return ""
	}
	c, err := store.GuestCustomer(ctx, bookingID, p.Provider.Name())
	if err != nil {
		p.logger().Warn("payment: guest's customer", "booking", bookingID, "err", err)
		return ""
	}
	return c
}
