package dayspa

import (
	"strings"
	"testing"
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
