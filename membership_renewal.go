package dayspa

import (
	"context"
	"strconv"
)

// A membership bought online is renewed until it is stopped: on its last
// valid day the payments job charges the month's price, off-session, to
// the card its first month was paid with (the hosted page saved it, and
// said so next to its pay button). A paid month is sold as the desk's
// renewal sells it (its credits added, its last valid day a month on, its
// own tax invoice, issued by "online"); a declined card ends the
// automatic renewal, and the membership its month. Either way the member
// gets an e-mail. The owner or a manager may stop the renewal at any time
// (the member asks the spa); a membership past its last valid day is
// never charged for a month already gone.

// The messages of the automatic renewal.
var (
	MsgRenewalNone   = NewMsg("renewal.none", "This membership does not renew on its own.")
	MsgRenewalReason = NewMsg("renewal.reason", "Say why the renewal stops (at most 200 characters).")
)

// RenewalStatus is where a month's charge is.
type RenewalStatus string

const (
	// RenewalCharging: asked of the provider, its answer not recorded;
	// the next round asks again with the same idempotency key.
	RenewalCharging RenewalStatus = "charging"
	RenewalPaid     RenewalStatus = "paid"
	RenewalDeclined RenewalStatus = "declined"
)

// The reasons an automatic renewal ended, kept on the membership.
const (
	RenewalEndedDeclined = "card declined"
	RenewalEndedLapsed   = "lapsed before its renewal"
	RenewalEndedNoCard   = "no card saved"
	// RenewalEndedForgotten: the member asked the spa to forget them,
	// and with them the card.
	RenewalEndedForgotten = "the member's data was erased"
)

// MembershipRenewal is one month's charge of a membership that renews
// itself: the month after RenewsFrom, the membership's last valid day
// when it was asked.
type MembershipRenewal struct {
	ID            int64
	EntitlementID int64
	RenewsFrom    Date
	Amount        Money
	Status        RenewalStatus
	Card          SavedCard
}

// RenewalStep is what the automatic renewal of a membership does on a day.
type RenewalStep int

const (
	// RenewalNone: nothing, the membership does not renew on its own.
	RenewalNone RenewalStep = iota
	// RenewalNotYet: its last valid day is still to come.
	RenewalNotYet
	// RenewalCharge: today is its last valid day, the month's charge is due.
	RenewalCharge
	// RenewalLapsed: its last valid day passed before a charge was asked
	// (the spa's server was off that whole day): the renewal ends and
	// nothing is charged for a month already begun without it.
	RenewalLapsed
)

// RenewalStepOn is what e's automatic renewal does on the spa's day today.
func (e *Entitlement) RenewalStepOn(today Date) RenewalStep {
	switch {
	case !e.Renews || e.Kind != KindMembership:
		return RenewalNone
	case e.Status == EntitlementExpired || today.After(e.ExpiresOn):
		return RenewalLapsed
	case today.Before(e.ExpiresOn):
		return RenewalNotYet
	default:
		return RenewalCharge
	}
}

// renewMonth adds a month to membership e: its credits, and its last valid
// day a month on. The entry records the sale of the month.
func (e *Entitlement) renewMonth(today Date, by, how string) LedgerEntry {
	e.Balance += e.Sessions
	e.ExpiresOn = nextMonth(e.ExpiresOn)
	return LedgerEntry{Kind: EntrySale, Units: e.Sessions, Day: today, By: by,
		Reason: how + " until " + e.ExpiresOn.String(), unit: e.Kind}
}

// RenewByCard sells membership e the month its charge paid, on the spa's
// day today, as Renew does at the desk but by the spa's own job
// ("online"). It asks nothing of the day: the card was charged, so the
// month is given, even when the provider answered after midnight.
func (e *Entitlement) RenewByCard(today Date) (LedgerEntry, error) {
	if e.Kind != KindMembership {
		return LedgerEntry{}, Errorf(ECONFLICT, MsgRenewKind)
	}
	return e.renewMonth(today, "online", "Renewed by card"), nil
}

// StopRenewalInput is why the owner or a manager stops a membership's
// automatic renewal (the member asked, most often).
type StopRenewalInput struct {
	Reason string `json:"reason"`
}

// StopRenewal ends e's automatic renewal for in.Reason, said by who; the
// membership stays valid to its last day.
func (e *Entitlement) StopRenewal(in StopRenewalInput, by string) error {
	reason := cleanText(in.Reason)
	switch {
	case !e.Renews:
		return Errorf(ECONFLICT, MsgRenewalNone)
	case reason == "" || len([]rune(reason)) > 200:
		return FieldError("reason", MsgRenewalReason)
	}
	e.Renews, e.RenewalEnded = false, "stopped by "+by+": "+reason
	return nil
}

// RenewalStore keeps the memberships that renew themselves and their
// monthly charges.
type RenewalStore interface {
	// RenewalCardsToRead returns up to limit paid membership orders
	// whose card was not read from the provider yet: the order's id and
	// its payment.
	RenewalCardsToRead(ctx context.Context, limit int) ([]RenewalCardRead, error)
	// SetRenewalCard records the card of order id, as read: customer ""
	// keeps the one the payment's event named; a membership left without
	// a customer or a method does not renew itself.
	SetRenewalCard(ctx context.Context, orderID int64, customer, method string) error
	// RenewalsDue returns up to limit memberships whose charge is due or
	// still charging, or whose renewal lapsed, on the spa's day.
	RenewalsDue(ctx context.Context, limit int) ([]int64, error)
	// StartRenewal returns the charge of membership id's month to ask of
	// the provider: the one still charging, or a new one when the charge
	// is due (RenewalStepOn). A lapsed renewal ends there. nil when there
	// is nothing to charge.
	StartRenewal(ctx context.Context, entitlementID int64) (*MembershipRenewal, error)
	// DeclineRenewal ends charge id as declined for reason: the
	// membership's renewal ends, and the member's e-mail says so.
	DeclineRenewal(ctx context.Context, id int64, reason string) error
	// FinishRenewal records charge id as paid by the provider's payment
	// ref: the month sold (RenewByCard) with its tax invoice, and the
	// member's e-mail with it. A charge already finished is left as it is.
	FinishRenewal(ctx context.Context, id int64, provider, paymentRef string) error
}

// RenewalCardRead is a paid membership order whose saved card is still
// to be read from the provider.
type RenewalCardRead struct {
	OrderID    int64
	PaymentRef string
}

// renewMemberships reads the cards of memberships bought since the last
// round and charges the months due. A card error ends that member's
// renewal; any other error leaves the charge to the next round, which
// asks again with the same idempotency key, so a month is never charged
// twice.
func (p *Payments) renewMemberships(ctx context.Context, cards CardProvider) error {
	store, ok := p.Store.(RenewalStore)
	if !ok {
		return nil
	}
	toRead, err := store.RenewalCardsToRead(ctx, 20)
	if err != nil {
		return err
	}
	for _, o := range toRead {
		customer, method, err := cards.PaymentCard(ctx, o.PaymentRef)
		if err != nil {
			p.logger().Warn("payment: read a membership's card", "order", o.OrderID, "err", err)
			continue
		}
		if err := store.SetRenewalCard(ctx, o.OrderID, customer, method); err != nil {
			return err
		}
	}
	due, err := store.RenewalsDue(ctx, 20)
	if err != nil {
		return err
	}
	for _, id := range due {
		if err := p.renewMembership(ctx, store, cards, id); err != nil {
			return err
		}
	}
	return nil
}

// renewMembership charges membership id's month, when one is to charge.
func (p *Payments) renewMembership(ctx context.Context, store RenewalStore, cards CardProvider, id int64) error {
	r, err := store.StartRenewal(ctx, id)
	if err != nil || r == nil {
		return err
	}
	ref, err := cards.ChargeCard(ctx, CardCharge{EntitlementID: id, Amount: r.Amount, Card: r.Card,
		Description: "Membership, a month from " + r.RenewsFrom.String(),
		Key:         "dayspa-renewal-" + strconv.FormatInt(r.ID, 10)})
	if d, ok := IsCardDeclined(err); ok {
		return store.DeclineRenewal(ctx, r.ID, d.Reason)
	} else if err != nil {
		p.logger().Error("payment: renew a membership", "membership", id, "charge", r.ID, "err", err)
		return nil
	}
	return store.FinishRenewal(ctx, r.ID, p.Provider.Name(), ref)
}
