package mailer

import (
	"strconv"
	"strings"

	"github.com/dayspa/dayspa"
)

// renewalWords fills v for the e-mail of a membership's monthly charge
// (dayspa.KindRenewalEmail) and returns its subject. A paid month says
// what was charged, the credits the member has now and the new last day,
// with the month's tax invoice attached (by the caller), and links to the
// booking page; a declined card says the renewal has ended, until when
// the membership still runs, and links to the Packages page to join again.
func (l locale) renewalWords(r *dayspa.MessageRenewal, spa Spa, v *view) string {
	prefix := "email.renewal." + string(r.Status) + "."
	v.NoBooking, v.Guest = true, r.HolderName
	name := r.Name
	if l.lang == dayspa.Arabic && r.NameAr != "" {
		name = r.NameAr
	}
	base := strings.TrimSuffix(spa.BaseURL, "/")
	v.Heading = l.words.Text(prefix + "heading")
	v.Lines = []string{
		l.words.Text(prefix+"line1", "name", name, "total", dayspa.FormatPrice(r.Amount, l.lang)),
	}
	if r.Status == dayspa.RenewalPaid {
		v.ManageURL = base + l.lang.Path("/booking")
		v.LinkText, v.LinkButton = "email.renewal.paid.text", "email.offer.button"
		v.Lines = append(v.Lines,
			l.words.Text("email.renewal.paid.credits", "sessions", strconv.FormatInt(r.Balance, 10)),
			l.words.Text("email.renewal.paid.valid", "date", dayspa.FormatLongDate(r.ExpiresOn, l.lang)),
			l.words.Text("email.offer.code", "code", r.Code))
		if r.Invoice != nil {
			v.Lines = append(v.Lines, l.words.Text("email.offer.invoice", "number", r.Invoice.Number,
				"total", dayspa.FormatPrice(r.Amount, l.lang)))
		}
	} else {
		v.ManageURL = base + l.lang.Path("/packages")
		v.LinkText, v.LinkButton = "email.renewal.declined.text", "email.renewal.declined.button"
		v.Lines = append(v.Lines,
			l.words.Text("email.renewal.declined.valid", "date", dayspa.FormatLongDate(r.ExpiresOn, l.lang)),
			l.words.Text("email.offer.code", "code", r.Code))
	}
	return l.words.Text(prefix+"subject", "name", name, "spa", v.SpaName.Text)
}
