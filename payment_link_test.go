package dayspa

import (
	"strings"
	"testing"
	"time"
)

// A payment link's message is the catalogue's, in the booking's language,
// with the amount, day and time as the guest's other messages write them.
func TestLinkMessage(t *testing.T) {
	target := LinkTarget{GuestName: "Layla", ServiceName: "Swedish Massage", Date: Date{Year: 2026, Month: 11, Day: 29}, Time: "10:00"}
	en := linkMessage(target, LinkDeposit, AED(90), "https://pay.example/cs_1")
	if want := "Hello Layla, to pay the deposit (AED 90.00) for your Swedish Massage on November 29, 2026 at " +
		FormatTime(600, English) + ", please use this link: https://pay.example/cs_1"; en != want {
		t.Errorf("English deposit link:\n%s\nwant\n%s", en, want)
	}
	target.Language = Arabic
	ar := linkMessage(target, LinkFull, AED(480), "https://pay.example/cs_2")
	for _, part := range []string{"لدفع المبلغ", FormatPrice(AED(480), Arabic), FormatDate(target.Date, Arabic), "https://pay.example/cs_2"} {
		if !strings.Contains(ar, part) {
			t.Errorf("Arabic full link %q lacks %q", ar, part)
		}
	}
	if n := saveCardNotice(Arabic); n == saveCardNotice(English) || !strings.Contains(n, "Stripe") {
		t.Errorf("the Arabic save-card notice %q", n)
	}
}

// What a link asks: the deposit (the hold's, else the policy's) unless
// one was paid, or the price less what was paid; never more than is left,
// and never a link of nothing.
func TestLinkAmount(t *testing.T) {
	policies := []DepositPolicy{{ServiceID: 1, Kind: DepositFixed, Amount: AED(100)}}
	base := LinkTarget{Status: StatusConfirmed, ServiceID: 1, Price: AED(400)}
	for _, c := range []struct {
		name   string
		edit   func(*LinkTarget)
		kind   PaymentLinkKind
		amount Money
		code   string
	}{
		{"the policy's deposit", func(*LinkTarget) {}, LinkDeposit, AED(100), ""},
		{"the hold's deposit", func(t *LinkTarget) { t.HoldAmount = AED(80) }, LinkDeposit, AED(80), ""},
		{"the full price", func(*LinkTarget) {}, LinkFull, AED(400), ""},
		{"the rest", func(t *LinkTarget) { t.Paid = AED(100); t.DepositPaid = true }, LinkFull, AED(300), ""},
		{"a deposit paid", func(t *LinkTarget) { t.Paid = AED(100); t.DepositPaid = true }, LinkDeposit, 0, ECONFLICT},
		{"a deposit above what is left", func(t *LinkTarget) { t.Paid = AED(350) }, LinkDeposit, AED(50), ""},
		{"a deposit once the full price is paid", func(t *LinkTarget) { t.Paid = AED(400) }, LinkDeposit, 0, ECONFLICT},
		{"the full price paid", func(t *LinkTarget) { t.Paid = AED(400) }, LinkFull, 0, ECONFLICT},
		{"no deposit asked", func(t *LinkTarget) { t.ServiceID = 2 }, LinkDeposit, 0, ECONFLICT},
		{"a cancelled booking", func(t *LinkTarget) { t.Status = StatusCancelled }, LinkFull, 0, ECONFLICT},
		{"another kind", func(*LinkTarget) {}, "half", 0, EINVALID},
	} {
		target := base
		c.edit(&target)
		got, err := target.LinkAmount(c.kind, policies)
		if got != c.amount || ErrorCode(err) != c.code {
			t.Errorf("%s: %s %v, want %s %q", c.name, got, err, c.amount, c.code)
		}
	}
}

// A link is e-mailed only to a guest with an address, and only while it
// still takes a payment.
func TestLinkEmail(t *testing.T) {
	now := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	m, err := LinkEmail(" layla@example.ae ", now.Add(time.Hour), now)
	if err != nil || m.Kind != KindPaymentLink || m.Recipient != "layla@example.ae" || !m.DueAt.Equal(now) || m.Manage || m.Calendar {
		t.Errorf("LinkEmail = %+v, %v", m, err)
	}
	if _, err := LinkEmail("  ", now.Add(time.Hour), now); ErrorCode(err) != ECONFLICT || !strings.Contains(err.Error(), "no e-mail") {
		t.Errorf("no address: %v", err)
	}
	if _, err := LinkEmail("layla@example.ae", now, now); ErrorCode(err) != ECONFLICT || !strings.Contains(err.Error(), "expired") {
		t.Errorf("expired: %v", err)
	}
	if KindPaymentLink.IsStale(1, 2) {
		t.Error("a payment link's e-mail went stale with its booking")
	}
}
