package dayspa

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Payment links: from a booking's panel the desk makes a hosted payment
// page for the booking's deposit or its full price and sends it to the
// guest (copied, by WhatsApp, or by e-mail). Its payment, known only from
// the provider's signed notice, is recorded against the booking once.

// PaymentLinkKind is what a link asks for.
type PaymentLinkKind string

const (
	// LinkDeposit asks the deposit of the booking's terms (the one its
	// hold asked, else its service's policy's).
	LinkDeposit PaymentLinkKind = "deposit"
	// LinkFull asks the booking's price less what was paid already.
	LinkFull PaymentLinkKind = "full"
)

// PaymentLinkLife is how long a link takes a payment: Stripe keeps a
// Checkout session open at most 24 hours; an hour less leaves room for
// the clocks.
const PaymentLinkLife = 23 * time.Hour

// The refusals of a payment link.
var (
	MsgLinkKind        = NewMsg("link.kind", "The link must be for the deposit or the full price.")
	MsgLinkStatus      = NewMsg("link.status", "Only a pending or confirmed booking can be sent a payment link.")
	MsgLinkNoDeposit   = NewMsg("link.no_deposit", "This booking's service asks no deposit.")
	MsgLinkDepositPaid = NewMsg("link.deposit_paid", "The deposit of this booking is paid already.")
	MsgLinkNothingDue  = NewMsg("link.nothing_due", "Nothing is left to pay on this booking.")
	MsgLinkNotFound    = NewMsg("link.not_found", "Payment link not found.")
	MsgLinkNoEmail     = NewMsg("link.no_email", "This guest has no e-mail address to send the link to.")
	MsgLinkExpired     = NewMsg("link.expired", "This link has expired: make a new one.")
)

// LinkEmail plans the message that sends a payment link to guestEmail, the
// e-mail of its booking, due at once: ECONFLICT when there is no one to
// send it to, or when the link expires at expiresAt, no later than now,
// and so takes no payment any more.
func LinkEmail(guestEmail string, expiresAt, now time.Time) (PlannedMessage, error) {
	email := strings.TrimSpace(guestEmail)
	if email == "" {
		return PlannedMessage{}, Errorf(ECONFLICT, MsgLinkNoEmail)
	}
	if !now.Before(expiresAt) {
		return PlannedMessage{}, Errorf(ECONFLICT, MsgLinkExpired)
	}
	return PlannedMessage{Kind: KindPaymentLink, Recipient: email, DueAt: now}, nil
}

// LinkTarget is what making a booking's link needs to know of it.
type LinkTarget struct {
	BookingID   int64
	Status      BookingStatus
	ServiceID   int64
	ServiceName string
	Price       Money
	Date        Date
	Time        string
	GuestName   string
	GuestEmail  string
	GuestPhone  string
	Language    Language
	// HoldAmount is the deposit the booking's hold asked (0: none).
	HoldAmount Money
	// DepositPaid is whether a deposit was received; Paid is the sum of
	// every payment received and kept.
	DepositPaid bool
	Paid        Money
}

// PaymentLink is a hosted payment page made for a booking.
type PaymentLink struct {
	ID        int64           `json:"id"`
	BookingID int64           `json:"bookingId"`
	Kind      PaymentLinkKind `json:"kind"`
	Amount    Money           `json:"amount"`
	URL       string          `json:"url"`
	ExpiresAt time.Time       `json:"expiresAt"`
	// WhatsAppURL opens WhatsApp with the guest's number and the message
	// with the link, in the booking's language ("" without a phone).
	WhatsAppURL string `json:"whatsAppUrl"`
	// Email is the guest's e-mail the link can be sent to ("" for none).
	Email     string    `json:"email"`
	Provider  string    `json:"-"`
	SessionID string    `json:"-"`
	CreatedBy string    `json:"-"`
	CreatedAt time.Time `json:"createdAt"`
}

// PaymentLinkStore keeps the links.
type PaymentLinkStore interface {
	// PaymentLinkTarget reads booking id for a link: ENOTFOUND for none.
	PaymentLinkTarget(ctx context.Context, bookingID int64) (*LinkTarget, error)
	// AddPaymentLink stores l, setting its id.
	AddPaymentLink(ctx context.Context, l *PaymentLink) error
	// QueuePaymentLinkEmail writes the message that sends link id to its
	// booking's guest (LinkEmail's rules): ENOTFOUND for no such link.
	QueuePaymentLinkEmail(ctx context.Context, id int64) (*OutboxMessage, error)
}

// LinkAmount is what a link of kind asks of t under policies: the
// deposit (the hold's, else the service's policy's) unless one was paid,
// or the price less what was paid, never more than that. ECONFLICT when
// the booking is not pending or confirmed, or nothing is due.
func (t LinkTarget) LinkAmount(kind PaymentLinkKind, policies []DepositPolicy) (Money, error) {
	if kind != LinkDeposit && kind != LinkFull {
		f := FieldErrors{}
		f.Add("kind", MsgLinkKind)
		return 0, f.Err()
	}
	if t.Status != StatusPending && t.Status != StatusConfirmed {
		return 0, Errorf(ECONFLICT, MsgLinkStatus)
	}
	due := t.Price - t.Paid
	amount := due
	if kind == LinkDeposit {
		if t.DepositPaid {
			return 0, Errorf(ECONFLICT, MsgLinkDepositPaid)
		}
		amount = t.HoldAmount
		if amount <= 0 {
			amount = PolicyFor(policies, t.ServiceID).DepositFor(t.Price)
		}
		if amount <= 0 {
			return 0, Errorf(ECONFLICT, MsgLinkNoDeposit)
		}
	}
	// A deposit asks at most what is left: nothing left (the price paid
	// by a link of the full price) is no link, not one of 0.
	if amount = min(amount, due); amount <= 0 {
		return 0, Errorf(ECONFLICT, MsgLinkNothingDue)
	}
	return amount, nil
}

// linkMessage is the message that carries the link, in the booking's
// language (the catalogue's whatsapp.payment_link.*), its amount, day and
// time written as the guest's other messages write them.
func linkMessage(t LinkTarget, kind PaymentLinkKind, amount Money, link string) string {
	l := t.Language
	minute, _ := ParseClock(t.Time)
	return Words(l).Text("whatsapp.payment_link."+string(kind), "name", t.GuestName, "amount", FormatPrice(amount, l),
		"service", t.ServiceName, "date", FormatDate(t.Date, l), "time", FormatTime(minute, l), "url", link)
}

// LinkStore is the store a payment link needs: the booking and the
// policies.
type LinkStore interface {
	PaymentLinkStore
	DepositPolicies(ctx context.Context) ([]DepositPolicy, error)
}

// MakeLink makes a hosted payment page for booking id's deposit or full
// price, open for PaymentLinkLife, and stores it; by is who asked. The
// card is not saved: a link is a payment, not a deposit's terms.
func (p *Payments) MakeLink(ctx context.Context, store LinkStore, bookingID int64, kind PaymentLinkKind, by string) (*PaymentLink, error) {
	if p == nil || p.Provider == nil {
		return nil, Errorf(ENOTFOUND, MsgPaymentsOff)
	}
	t, err := store.PaymentLinkTarget(ctx, bookingID)
	if err != nil {
		return nil, err
	}
	policies, err := store.DepositPolicies(ctx)
	if err != nil {
		return nil, err
	}
	amount, err := t.LinkAmount(kind, policies)
	if err != nil {
		return nil, err
	}
	what := "Deposit"
	if kind == LinkFull {
		what = "Payment"
	}
	id := strconv.FormatInt(bookingID, 10)
	expires := p.now().Add(PaymentLinkLife)
	sess, err := p.Provider.CreateCheckout(ctx, CheckoutRequest{
		BookingID: bookingID, Amount: amount, ExpiresAt: expires,
		Description:   fmt.Sprintf("%s: %s, %s %s", what, t.ServiceName, t.Date, t.Time),
		CustomerEmail: t.GuestEmail,
		SuccessURL:    p.BaseURL + "/booking?payment=paid&booking=" + id,
		CancelURL:     p.BaseURL + "/booking?payment=cancelled&booking=" + id,
	})
	if err != nil {
		p.logger().Error("payment: link checkout", "booking", bookingID, "err", err)
		return nil, Errorf(EINTERNAL, MsgPaymentCheckout)
	}
	l := &PaymentLink{
		BookingID: bookingID, Kind: kind, Amount: amount, URL: sess.URL, ExpiresAt: expires.UTC(),
		Provider: p.Provider.Name(), SessionID: sess.ID, CreatedBy: by, Email: t.GuestEmail,
	}
	l.WhatsAppURL = WhatsAppLink(t.GuestPhone, linkMessage(*t, kind, amount, sess.URL))
	if err := store.AddPaymentLink(ctx, l); err != nil {
		return nil, err
	}
	return l, nil
}
