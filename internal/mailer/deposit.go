package mailer

import (
	"strconv"
	"time"

	"github.com/dayspa/dayspa"
)

// depositLines are what every message to the guest of a deposit booking
// says of it, in the message's language: the deposit paid (while it is
// kept), and the cancellation terms the guest agreed to by paying, kept
// with the booking's hold so that a later change of the policy does not
// change them: until when cancelling is free (or that it is not, with no
// window), the late-cancellation fee and the no-show fee. None for a
// booking that asked no deposit.
func (l locale) depositLines(b dayspa.MessageBooking, loc *time.Location) []string {
	d := b.Deposit
	if d == nil {
		return nil
	}
	var out []string
	if d.Paid > 0 {
		out = append(out, l.words.Text("email.deposit.paid", "amount", dayspa.FormatPrice(d.Paid, l.lang)))
	}
	start, _ := b.Span(loc)
	if until, ok := d.Terms.FreeCancelUntil(start); ok {
		until = until.In(loc)
		out = append(out, l.words.Text("email.deposit.free_until",
			"date", dayspa.FormatLongDate(dayspa.DateOf(until), l.lang),
			"time", dayspa.FormatTime(until.Hour()*60+until.Minute(), l.lang)))
	} else {
		out = append(out, l.words.Text("email.deposit.never_free"))
	}
	return append(out,
		l.words.Text("email.deposit.late_fee", "fee", dayspa.FormatPrice(d.Terms.LateCancelFee, l.lang)),
		l.words.Text("email.deposit.no_show_fee", "fee", dayspa.FormatPrice(d.Terms.NoShowFee, l.lang)))
}

// lateRefundLines writes the lines of the e-mail that tells the guest
// their deposit came after the time to pay had passed: the place was
// released and the full amount (what was refunded) is given back.
func (l locale) lateRefundLines(b dayspa.MessageBooking, v *view) {
	var amount dayspa.Money
	if b.Deposit != nil {
		amount = b.Deposit.Refunded
		if amount == 0 {
			amount = b.Deposit.Asked
		}
	}
	prefix := "email." + string(dayspa.KindLatePaymentRefunded) + ".line"
	v.Lines = nil
	for i := 1; l.words.Has(prefix + strconv.Itoa(i)); i++ {
		v.Lines = append(v.Lines, l.words.Text(prefix+strconv.Itoa(i), "amount", dayspa.FormatPrice(amount, l.lang)))
	}
}

// paymentLinkWords writes the e-mail that sends the guest a payment link
// the desk made: what it asks (the deposit, or the price), that the card
// is typed on the provider's page, until when the link works (the spa's
// clock), and the link itself as the message's button. The booking's
// details follow as in the guest's other messages.
func (l locale) paymentLinkWords(link *dayspa.MessageLink, loc *time.Location, v *view) string {
	prefix := "email.payment_link."
	v.ManageURL = link.URL
	v.LinkText, v.LinkButton = prefix+"text", prefix+"button"
	v.Heading = l.words.Text(prefix + "heading")
	ends := link.ExpiresAt.In(loc)
	v.Lines = []string{
		l.words.Text(prefix+string(link.Kind), "amount", dayspa.FormatPrice(link.Amount, l.lang)),
		l.words.Text(prefix+"until",
			"date", dayspa.FormatLongDate(dayspa.DateOf(ends), l.lang),
			"time", dayspa.FormatTime(ends.Hour()*60+ends.Minute(), l.lang)),
	}
	return l.words.Text(prefix+"subject", "service", v.Service, "date", v.Date)
}
