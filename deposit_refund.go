package dayspa

import (
	"context"
	"fmt"
	"strconv"
	"time"
)

// Refunds of a booking's payments: an owner or manager gives back some or
// all of what a payment brought, on the provider (the spa never holds the
// card) and in the books, as a credit note against the payment's invoice
// for the amount. A refund the provider refuses changes nothing.

// PaymentRefund is one refund of a payment.
type PaymentRefund struct {
	ID        int64 `json:"id"`
	PaymentID int64 `json:"paymentId"`
	Amount    Money `json:"amount"`
	// CreditNoteID and CreditNoteNumber are the credit note it issued
	// (none for a payment that had no invoice: one that came too late).
	CreditNoteID     *int64    `json:"creditNoteId,omitempty"`
	CreditNoteNumber string    `json:"creditNoteNumber,omitempty"`
	Reason           string    `json:"reason"`
	RefundedBy       string    `json:"refundedBy"`
	CreatedAt        time.Time `json:"createdAt"`
}

// BookingMoney is what a booking's panel shows of its money: the
// payments received, each with its invoice and what is left to refund,
// and the refunds made.
type BookingMoney struct {
	Payments []BookingPayment `json:"payments"`
	Refunds  []PaymentRefund  `json:"refunds"`
}

// The messages of a refund.
var (
	MsgRefundAmount     = NewMsg("refund.amount", "Enter an amount above 0 with at most two decimals.")
	MsgRefundTooMuch    = NewMsg("refund.too_much", "At most %s is left to refund.", "left")
	MsgRefundPayment    = NewMsg("refund.payment", "The booking has no payment left to refund.")
	MsgRefundReason     = NewMsg("refund.reason", "The reason can be at most 500 characters on one line.")
	MsgRefundRefused    = NewMsg("refund.refused", "The payment provider refused the refund: nothing was refunded or recorded.")
	MsgRefundCheckedOut = NewMsg("refund.checked_out", "The booking is checked out and its final invoice deducts this deposit: correct that invoice with a credit note instead.")
)

// DefaultRefundReason is the credit note's reason when the manager gives
// none.
const DefaultRefundReason = "Deposit refunded"

// RefundInput is a refund as the panel sends it: the payment (the
// booking's only one when left out), the amount and an optional reason.
type RefundInput struct {
	PaymentID *int64  `json:"paymentId"`
	Amount    *Number `json:"amount"`
	Reason    *string `json:"reason"`
}

// RefundRequest is a refund read from its input.
type RefundRequest struct {
	PaymentID int64
	Amount    Money
	Reason    string
}

// Read parses the input, with a message per field.
func (in RefundInput) Read() (RefundRequest, error) {
	f := FieldErrors{}
	var r RefundRequest
	if in.PaymentID != nil {
		if *in.PaymentID <= 0 {
			f.Add("paymentId", MsgRefundPayment)
		}
		r.PaymentID = *in.PaymentID
	}
	text := ""
	if in.Amount != nil {
		text, _ = in.Amount.Text()
	}
	m, err := ParseMoney(text)
	if err != nil || m <= 0 || m > MaxIncomeAmount {
		f.Add("amount", MsgRefundAmount)
	}
	r.Amount = m
	if in.Reason != nil {
		r.Reason = optionalText(f, "reason", *in.Reason, OneLine, maxSaleReason, MsgRefundReason)
	}
	if r.Reason == "" {
		r.Reason = DefaultRefundReason
	}
	return r, f.Err()
}

// Unrefunded is what of p was not given back by its refunds, whatever
// its status: what the job refunds of a payment due for a refund.
func (p BookingPayment) Unrefunded() Money { return p.Amount - p.Refunded }

// Left is what is left for the desk to refund of p: what is unrefunded
// of a paid payment (the job refunds one due for a refund).
func (p BookingPayment) Left() Money {
	if p.Status != PaymentPaid {
		return 0
	}
	return p.Unrefunded()
}

// RefundKey is the provider's idempotency key of the n-th refund of
// payment id: a retry of the same refund is refunded once.
func RefundKey(paymentID int64, n int) string {
	return "dayspa-refund-" + strconv.FormatInt(paymentID, 10) + "-" + strconv.Itoa(n)
}

// RefundStore keeps the refunds.
type RefundStore interface {
	// RefundablePayment checks r against booking id's payments (ENOTFOUND,
	// EINVALID refund.payment or refund.too_much, ECONFLICT
	// refund.checked_out) and returns the payment and how many refunds it
	// had.
	RefundablePayment(ctx context.Context, bookingID int64, r RefundRequest) (*BookingPayment, int, error)
	// RecordRefund records the provider's refund ref of r, with its credit
	// note, in one transaction.
	RecordRefund(ctx context.Context, bookingID int64, r RefundRequest, ref, by string) (*PaymentRefund, error)
	// BookingMoney returns booking id's payments and refunds.
	BookingMoney(ctx context.Context, bookingID int64) (*BookingMoney, error)
}

// Refund gives back r of booking id's payment: checked first, then
// refunded on the provider with an idempotency key, then recorded with
// its credit note. When the provider refuses, nothing is recorded.
// Without online payments (p nil) it is ECONFLICT payment.off.
func (p *Payments) Refund(ctx context.Context, store RefundStore, bookingID int64, r RefundRequest, by string) (*PaymentRefund, error) {
	if p == nil {
		return nil, Errorf(ECONFLICT, MsgPaymentsOff)
	}
	pay, n, err := store.RefundablePayment(ctx, bookingID, r)
	if err != nil {
		return nil, err
	}
	if p.Provider == nil || pay.Provider != p.Provider.Name() {
		return nil, Errorf(ECONFLICT, MsgPaymentsOff)
	}
	r.PaymentID = pay.ID
	ref, err := p.Provider.Refund(ctx, pay.PaymentRef, r.Amount, RefundKey(pay.ID, n+1))
	if err != nil {
		p.logger().Error("payment: refund refused", "payment", pay.ID, "booking", bookingID, "err", err)
		return nil, Errorf(ECONFLICT, MsgRefundRefused)
	}
	out, err := store.RecordRefund(ctx, bookingID, r, ref, by)
	if err != nil {
		// Refunded on the provider but not recorded: the same request
		// again refunds nothing more (the key) and records it.
		p.logger().Error("payment: refund made but not recorded", "payment", pay.ID, "booking", bookingID,
			"ref", ref, "amount", r.Amount.String(), "err", err)
		return nil, fmt.Errorf("record refund: %w", err)
	}
	return out, nil
}
