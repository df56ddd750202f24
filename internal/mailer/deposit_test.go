package mailer_test

import (
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
)

// Every message to the guest of a deposit booking states, in the booking's
// language, the deposit paid and the cancellation terms agreed: the
// deadline of free cancellation (24 hours before a 10:00 start on 4 May is
// 3 May at 10:00 in Dubai), the late-cancellation fee and the no-show fee.
// A booking without a deposit says none of it.
func TestRender_DepositPaidAndTerms(t *testing.T) {
	spa := goldenSpa(false)
	dubai, err := time.LoadLocation("Asia/Dubai")
	if err != nil {
		t.Fatal(err)
	}
	spa.Location = dubai
	terms := dayspa.DepositPolicy{FreeCancelHours: 24, LateCancelFee: dayspa.AED(60), NoShowFee: dayspa.AED(150)}
	for _, lang := range dayspa.CatalogueLanguages() {
		w := dayspa.Words(lang)
		for _, kind := range dayspa.MessageKinds {
			if !kind.ToGuest() {
				continue
			}
			b := dayspa.MessageBooking{ID: 1, Status: dayspa.StatusPending, Date: dayspa.Date{Year: 2026, Month: time.May, Day: 4},
				StartMinute: 10 * 60, EndMinute: 11 * 60, CustomerName: "Sara", ServiceName: "Facial", Duration: 60,
				Amount: dayspa.AED(500), Language: lang,
				Deposit: &dayspa.MessageDeposit{Asked: dayspa.AED(100), Paid: dayspa.AED(100), Terms: terms}}
			render := func(b dayspa.MessageBooking) mailer.Email {
				e, err := mailer.Render(dayspa.QueuedMessage{Booking: b, Message: dayspa.OutboxMessage{ID: 1, Kind: kind, ManageToken: "t"}}, spa)
				if err != nil {
					t.Fatal(err)
				}
				return e
			}
			e := render(b)
			wants := []string{
				w.Text("email.deposit.paid", "amount", dayspa.FormatPrice(dayspa.AED(100), lang)),
				w.Text("email.deposit.free_until", "date", dayspa.FormatLongDate(dayspa.Date{Year: 2026, Month: time.May, Day: 3}, lang),
					"time", dayspa.FormatTime(10*60, lang)),
				w.Text("email.deposit.late_fee", "fee", dayspa.FormatPrice(dayspa.AED(60), lang)),
				w.Text("email.deposit.no_show_fee", "fee", dayspa.FormatPrice(dayspa.AED(150), lang)),
			}
			for _, want := range wants {
				if !strings.Contains(e.Text, want) || !strings.Contains(e.HTML, escapeHTML(want)) {
					t.Errorf("%s %s lacks %q:\n%s", lang, kind, want, e.Text)
				}
			}
			// No window: every cancellation once paid keeps the deposit.
			b.Deposit = &dayspa.MessageDeposit{Asked: dayspa.AED(100), Paid: dayspa.AED(100)}
			if e := render(b); !strings.Contains(e.Text, w.Text("email.deposit.never_free")) {
				t.Errorf("%s %s without a window lacks %q", lang, kind, w.Text("email.deposit.never_free"))
			}
			b.Deposit = nil
			if e := render(b); strings.Contains(e.Text, w.Text("email.deposit.late_fee", "fee", "")) {
				t.Errorf("%s %s of a booking without a deposit states a fee:\n%s", lang, kind, e.Text)
			}
		}
	}
	if en, ar := dayspa.Words(dayspa.English).Text("email.deposit.paid"), dayspa.Words(dayspa.Arabic).Text("email.deposit.paid"); en == ar {
		t.Errorf("the Arabic deposit line is the English one: %q", ar)
	}
}

// escapeHTML is a text as the messages' HTML writes it.
func escapeHTML(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;", "+", "&#43;").Replace(s)
}

// The e-mail of a payment refunded because it came after the hold says
// why in the booking's language: the time to pay had passed, the place
// was released, the full amount is refunded. It states no cancellation
// terms (there is no booking left to cancel).
func TestRender_LatePaymentRefunded(t *testing.T) {
	spa := goldenSpa(false)
	for _, lang := range dayspa.CatalogueLanguages() {
		w := dayspa.Words(lang)
		b := dayspa.MessageBooking{ID: 1, Status: dayspa.StatusExpired, Date: dayspa.Date{Year: 2026, Month: time.May, Day: 4},
			StartMinute: 10 * 60, EndMinute: 11 * 60, CustomerName: "Sara", ServiceName: "Facial", Duration: 60, Amount: dayspa.AED(500),
			Language: lang, Deposit: &dayspa.MessageDeposit{Asked: dayspa.AED(100), Refunded: dayspa.AED(100),
				Terms: dayspa.DepositPolicy{FreeCancelHours: 24, LateCancelFee: dayspa.AED(60)}}}
		e, err := mailer.Render(dayspa.QueuedMessage{Booking: b, Message: dayspa.OutboxMessage{ID: 1, Kind: dayspa.KindLatePaymentRefunded}}, spa)
		if err != nil {
			t.Fatal(err)
		}
		prefix := "email.late_payment_refunded."
		if want := w.Text(prefix+"subject", "service", "Facial", "date", dayspa.FormatLongDate(b.Date, lang)); e.Subject != want {
			t.Errorf("%s subject %q, want %q", lang, e.Subject, want)
		}
		for _, want := range []string{w.Text(prefix + "heading"), w.Text(prefix + "line1"),
			w.Text(prefix+"line2", "amount", dayspa.FormatPrice(dayspa.AED(100), lang)), w.Text("status.expired")} {
			if !strings.Contains(e.Text, want) {
				t.Errorf("%s late refund lacks %q:\n%s", lang, want, e.Text)
			}
		}
		if strings.Contains(e.Text, w.Text("email.deposit.late_fee", "fee", "")) || strings.Contains(e.Text, "{amount}") {
			t.Errorf("%s late refund states terms or an unfilled amount:\n%s", lang, e.Text)
		}
	}
}

// A payment link's e-mail, in the booking's language: what it asks (the
// deposit or the price, as the link says), until when it works in the
// spa's clock (07:00 UTC is 11:00 in Dubai), and the link itself, in the
// text and on the HTML's button; no calendar file.
func TestRender_PaymentLink(t *testing.T) {
	spa := goldenSpa(false)
	dubai, err := time.LoadLocation("Asia/Dubai")
	if err != nil {
		t.Fatal(err)
	}
	spa.Location = dubai
	const url = "https://checkout.stripe.com/c/pay/cs_test_link"
	for _, lang := range dayspa.CatalogueLanguages() {
		for _, kind := range []dayspa.PaymentLinkKind{dayspa.LinkDeposit, dayspa.LinkFull} {
			w := dayspa.Words(lang)
			b := dayspa.MessageBooking{ID: 1, Status: dayspa.StatusConfirmed, Date: dayspa.Date{Year: 2026, Month: time.May, Day: 4},
				StartMinute: 10 * 60, EndMinute: 11 * 60, CustomerName: "Sara", ServiceName: "Facial", Duration: 60, Amount: dayspa.AED(500), Language: lang}
			link := &dayspa.MessageLink{Kind: kind, Amount: dayspa.AED(120), URL: url, ExpiresAt: time.Date(2026, 5, 2, 7, 0, 0, 0, time.UTC)}
			e, err := mailer.Render(dayspa.QueuedMessage{Booking: b, Link: link, Message: dayspa.OutboxMessage{ID: 1, Kind: dayspa.KindPaymentLink}}, spa)
			if err != nil {
				t.Fatal(err)
			}
			prefix := "email.payment_link."
			if want := w.Text(prefix+"subject", "service", "Facial", "date", dayspa.FormatLongDate(b.Date, lang)); e.Subject != want {
				t.Errorf("%s subject %q, want %q", lang, e.Subject, want)
			}
			for _, want := range []string{w.Text(prefix + "heading"), url,
				w.Text(prefix+string(kind), "amount", dayspa.FormatPrice(dayspa.AED(120), lang)),
				w.Text(prefix+"until", "date", dayspa.FormatLongDate(dayspa.Date{Year: 2026, Month: time.May, Day: 2}, lang), "time", dayspa.FormatTime(11*60, lang))} {
				if !strings.Contains(e.Text, want) {
					t.Errorf("%s %s link lacks %q:\n%s", lang, kind, want, e.Text)
				}
			}
			if !strings.Contains(e.HTML, `href="`+url+`"`) || !strings.Contains(e.HTML, w.Text(prefix+"button")) {
				t.Errorf("%s %s link's HTML has no button to it:\n%s", lang, kind, e.HTML)
			}
			if e.Calendar != nil {
				t.Errorf("%s %s link carries a calendar file", lang, kind)
			}
		}
	}
	if _, err := mailer.Render(dayspa.QueuedMessage{Message: dayspa.OutboxMessage{ID: 2, Kind: dayspa.KindPaymentLink}}, spa); err == nil {
		t.Error("a payment link's message without its link was rendered")
	}
}
