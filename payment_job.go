package dayspa

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"sync"
	"time"
)

// Payments is the spa's online payments: the provider, the store, how
// long a booking awaiting its deposit holds its place and where the
// hosted page sends the guest back. With a nil Provider only the
// background job's store work runs (holds left from when payments were
// on still expire).
type Payments struct {
	Provider PaymentProvider
	Store    PaymentStore
	Hold     time.Duration
	// BaseURL is the site's address, for the pages the guest returns to.
	BaseURL string
	Logger  *slog.Logger
	// Now is the clock of the holds; nil is time.Now.
	Now func() time.Time

	wakeOnce sync.Once
	wake     chan struct{}
}

// wakeup is the channel Notify signals and Run listens to.
func (p *Payments) wakeup() chan struct{} {
	p.wakeOnce.Do(func() { p.wake = make(chan struct{}, 1) })
	return p.wake
}

// Notify has Run handle what came in now rather than at its next round.
func (p *Payments) Notify() {
	select {
	case p.wakeup() <- struct{}{}:
	default:
	}
}

func (p *Payments) now() time.Time {
	if p.Now != nil {
		return p.Now()
	}
	return time.Now()
}

func (p *Payments) logger() *slog.Logger {
	if p.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return p.Logger
}

// HoldFor returns the deposit a booking of svc under policy asks for and
// until when its place is held from now, or nil when it asks for none.
func (p *Payments) HoldFor(policy DepositPolicy, svc Service) *DepositHold {
	amount := policy.DepositFor(svc.Price)
	if amount <= 0 {
		return nil
	}
	return &DepositHold{Amount: amount, ExpiresAt: p.now().Add(p.Hold), Policy: policy}
}

// StartCheckout makes the hosted page of booking b's deposit and records
// its session; it returns the page's address. When the page cannot be
// made, the booking's hold is released at once (its place is free again)
// and the guest is told to try again.
func (p *Payments) StartCheckout(ctx context.Context, b *Booking, nb NewBooking) (string, error) {
	sess, err := p.Provider.CreateCheckout(ctx, CheckoutRequest{
		BookingID:     b.ID,
		Amount:        nb.Deposit.Amount,
		ExpiresAt:     nb.Deposit.ExpiresAt,
		Description:   fmt.Sprintf("Deposit: %s, %s %s", nb.Service.Name, nb.Date, nb.Time),
		CustomerEmail: nb.CustomerEmail,
		SuccessURL:    p.BaseURL + "/booking?payment=paid&booking=" + strconv.FormatInt(b.ID, 10),
		CancelURL:     p.BaseURL + "/booking?payment=cancelled&booking=" + strconv.FormatInt(b.ID, 10),
		// The card is kept for the fees of the terms the guest agrees to.
		SaveCard: true, SaveCardNotice: saveCardNotice(nb.Language), Customer: p.guestCustomer(ctx, b.ID),
	})
	if err == nil {
		err = p.Store.SetHoldSession(ctx, b.ID, p.Provider.Name(), sess.ID)
	}
	if err != nil {
		p.logger().Error("payment: checkout", "booking", b.ID, "err", err)
		if rerr := p.Store.ReleaseHold(context.WithoutCancel(ctx), b.ID); rerr != nil {
			p.logger().Error("payment: release hold", "booking", b.ID, "err", rerr)
		}
		return "", Errorf(EINTERNAL, MsgPaymentCheckout)
	}
	return sess.URL, nil
}

// Receive keeps a verified event for the background job; the webhook
// answers as soon as it is stored.
func (p *Payments) Receive(ctx context.Context, ev *PaymentEvent) error {
	if ev == nil || ev.Type != PaymentCompleted {
		return nil
	}
	_, err := p.Store.RecordPaymentEvent(ctx, *ev)
	return err
}

// PaymentReport is what one round of the job did.
type PaymentReport struct {
	Outcomes []PaymentOutcome
	Expired  int
	Refunded int
}

// RunOnce handles the events received, expires the holds that ran out
// (closing their hosted pages) and refunds the payments that came late.
func (p *Payments) RunOnce(ctx context.Context) (PaymentReport, error) {
	var rep PaymentReport
	var err error
	if rep.Outcomes, err = p.Store.ProcessPaymentEvents(ctx, 50); err != nil {
		return rep, fmt.Errorf("payment events: %w", err)
	}
	expired, err := p.Store.ExpireHolds(ctx)
	if err != nil {
		return rep, fmt.Errorf("expire holds: %w", err)
	}
	rep.Expired = len(expired)
	if p.Provider == nil {
		// Payments were turned off: the holds left from before still
		// expire; a refund waits for the provider to be set again.
		return rep, nil
	}
	if err := p.readCards(ctx); err != nil {
		return rep, fmt.Errorf("saved cards: %w", err)
	}
	if cards, ok := p.Provider.(CardProvider); ok {
		if err := p.renewMemberships(ctx, cards); err != nil {
			return rep, fmt.Errorf("membership renewals: %w", err)
		}
	}
	for _, h := range expired {
		if h.SessionID == "" || h.Provider != p.Provider.Name() {
			continue
		}
		// The page would take a payment until its own expiry, which
		// the provider may set later than the hold; a payment that
		// still comes is refunded.
		if err := p.Provider.ExpireCheckout(ctx, h.SessionID); err != nil {
			p.logger().Warn("payment: close expired checkout", "booking", h.BookingID, "err", err)
		}
	}
	due, err := p.Store.RefundsDue(ctx, 20)
	if err != nil {
		return rep, fmt.Errorf("refunds due: %w", err)
	}
	for _, pay := range due {
		amount := pay.Unrefunded()
		ref, err := p.Provider.Refund(ctx, pay.PaymentRef, amount, "dayspa-refund-"+strconv.FormatInt(pay.ID, 10))
		if err != nil {
			p.logger().Error("payment: refund", "payment", pay.ID, "booking", pay.BookingID, "err", err)
			continue
		}
		if err := p.Store.MarkRefunded(ctx, pay.ID, ref); err != nil {
			return rep, fmt.Errorf("mark refunded: %w", err)
		}
		p.logger().Info("payment: refunded a payment due for a refund", "payment", pay.ID, "booking", pay.BookingID, "amount", amount.String())
		rep.Refunded++
	}
	return rep, nil
}

// Run runs RunOnce every interval (5 seconds when 0), and at once after
// Notify, until ctx ends.
func (p *Payments) Run(ctx context.Context, interval time.Duration) {
	wake := p.wakeup()
	if interval <= 0 {
		interval = 5 * time.Second
	}
	for {
		if _, err := p.RunOnce(ctx); err != nil && ctx.Err() == nil {
			p.logger().Error("payments", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-wake:
		case <-time.After(interval):
		}
	}
}
