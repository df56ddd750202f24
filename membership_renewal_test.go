package dayspa

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

// What a membership's automatic renewal does on each day: nothing for one
// that does not renew (a package, a membership sold at the desk or whose
// renewal ended), nothing before its last valid day, the charge on that
// day, and an end once that day has passed without one.
func TestRenewalStepOn(t *testing.T) {
	last := Date{2026, time.December, 20}
	member := Entitlement{Kind: KindMembership, Status: EntitlementActive, ExpiresOn: last, Renews: true}
	pkg, desk, expired := member, member, member
	pkg.Kind, desk.Renews, expired.Status = KindPackage, false, EntitlementExpired
	for _, c := range []struct {
		name  string
		e     Entitlement
		today Date
		want  RenewalStep
	}{
		{"package", pkg, last, RenewalNone},
		{"sold at the desk", desk, last, RenewalNone},
		{"the day before", member, Date{2026, time.December, 19}, RenewalNotYet},
		{"its last valid day", member, last, RenewalCharge},
		{"the day after", member, Date{2026, time.December, 21}, RenewalLapsed},
		{"marked expired", expired, last, RenewalLapsed},
	} {
		if got := c.e.RenewalStepOn(c.today); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// A month paid by card adds the month's credits and moves the last valid
// day a month on (31 January to 28 February), by the spa's own job; a
// package is refused and left as it was.
func TestRenewByCard(t *testing.T) {
	member := Entitlement{Kind: KindMembership, Sessions: 2, Balance: 1, Status: EntitlementActive,
		ExpiresOn: Date{2027, time.January, 31}, Renews: true}
	today := Date{2027, time.February, 1} // the provider answered after midnight
	e := member
	entry, err := e.RenewByCard(today)
	if err != nil || e.Balance != 3 || e.ExpiresOn != (Date{2027, time.February, 28}) || !e.Renews {
		t.Fatalf("renewed %+v, %v", e, err)
	}
	if entry.Kind != EntrySale || entry.Units != 2 || entry.Day != today || entry.By != "online" ||
		entry.Reason != "Renewed by card until 2027-02-28" {
		t.Fatalf("entry %+v", entry)
	}
	pkg := member
	pkg.Kind = KindPackage
	before := pkg
	if _, err := pkg.RenewByCard(today); ErrorMsgCode(err) != MsgRenewKind.Code || pkg != before {
		t.Fatalf("a package renewed by card: %v, %+v", err, pkg)
	}
}

// Stopping a renewal needs a reason and a renewal to stop; it says who
// stopped it and why, and leaves the membership valid.
func TestStopRenewal(t *testing.T) {
	member := Entitlement{Kind: KindMembership, Status: EntitlementActive, ExpiresOn: Date{2026, time.December, 20}, Renews: true}
	e := member
	if err := e.StopRenewal(StopRenewalInput{Reason: "  Moving abroad "}, "Mariam"); err != nil {
		t.Fatal(err)
	}
	if e.Renews || e.RenewalEnded != "stopped by Mariam: Moving abroad" || e.ExpiresOn != member.ExpiresOn || e.Status != EntitlementActive {
		t.Fatalf("stopped %+v", e)
	}
	for name, c := range map[string]struct {
		e      Entitlement
		reason string
		code   string
	}{
		"no reason":       {member, " ", MsgRenewalReason.Code},
		"a long reason":   {member, strings.Repeat("a", 201), MsgRenewalReason.Code},
		"already stopped": {e, "again", MsgRenewalNone.Code},
	} {
		before := c.e
		err := c.e.StopRenewal(StopRenewalInput{Reason: c.reason}, "Mariam")
		if code := ErrorMsgCode(err); code != c.code && ErrorFieldMsgs(err)["reason"].Code != c.code || c.e != before {
			t.Errorf("%s: %v (%+v); want %s and no change", name, err, c.e, c.code)
		}
	}
}

// renewalCards is a card provider answering as told, for the job's rules
// apart from any provider (the Stripe adapter has its own tests against
// stripe-mock).
type renewalCards struct {
	PaymentProvider
	CardProvider
	charges []CardCharge
	answer  error
}

func (c *renewalCards) ChargeCard(_ context.Context, ch CardCharge) (string, error) {
	c.charges = append(c.charges, ch)
	if c.answer != nil {
		return "", c.answer
	}
	return "pi_month", nil
}

func (c *renewalCards) Name() string { return "stripe" }

type renewalStoreStub struct {
	PaymentStore
	started  *MembershipRenewal
	declined []string
	finished []string
}

func (s *renewalStoreStub) RenewalCardsToRead(context.Context, int) ([]RenewalCardRead, error) {
	return nil, nil
}
func (s *renewalStoreStub) SetRenewalCard(context.Context, int64, string, string) error { return nil }
func (s *renewalStoreStub) RenewalsDue(context.Context, int) ([]int64, error)           { return []int64{7}, nil }
func (s *renewalStoreStub) StartRenewal(context.Context, int64) (*MembershipRenewal, error) {
	return s.started, nil
}
func (s *renewalStoreStub) DeclineRenewal(_ context.Context, _ int64, reason string) error {
	s.declined = append(s.declined, reason)
	return nil
}
func (s *renewalStoreStub) FinishRenewal(_ context.Context, _ int64, provider, ref string) error {
	s.finished = append(s.finished, provider+" "+ref)
	return nil
}

// The job charges the month with the charge's own idempotency key and
// records the answer: a payment finishes it, a decline declines it, any
// other error leaves it charging for the next round (asked again with the
// same key), and nothing to charge asks nothing.
func TestRenewMemberships(t *testing.T) {
	charge := &MembershipRenewal{ID: 42, EntitlementID: 7, RenewsFrom: Date{2026, time.December, 20}, Amount: AED(900),
		Card: SavedCard{Customer: "cus_1", PaymentMethod: "pm_1"}}
	for _, c := range []struct {
		name               string
		started            *MembershipRenewal
		answer             error
		charges            int
		finished, declined int
	}{
		{"paid", charge, nil, 1, 1, 0},
		{"declined", charge, &CardDeclinedError{Reason: "insufficient_funds"}, 1, 0, 1},
		{"no answer", charge, errors.New("connection reset"), 1, 0, 0},
		{"nothing to charge", nil, nil, 0, 0, 0},
	} {
		cards := &renewalCards{answer: c.answer}
		store := &renewalStoreStub{started: c.started}
		p := &Payments{Provider: cards, Store: store}
		if err := p.renewMemberships(context.Background(), cards); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if len(cards.charges) != c.charges || len(store.finished) != c.finished || len(store.declined) != c.declined {
			t.Fatalf("%s: charges %+v, finished %v, declined %v", c.name, cards.charges, store.finished, store.declined)
		}
		if c.charges == 1 {
			ch := cards.charges[0]
			if ch.Key != "dayspa-renewal-42" || ch.EntitlementID != 7 || ch.BookingID != 0 || ch.Amount != AED(900) || ch.Card.PaymentMethod != "pm_1" {
				t.Fatalf("%s: charge %+v", c.name, ch)
			}
		}
		if c.finished == 1 && store.finished[0] != "stripe pi_month" {
			t.Fatalf("finished %v", store.finished)
		}
		if c.declined == 1 && store.declined[0] != "insufficient_funds" {
			t.Fatalf("declined %v", store.declined)
		}
	}
}
