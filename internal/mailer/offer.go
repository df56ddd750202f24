package mailer

import (
	"strconv"
	"strings"

	"github.com/dayspa/dayspa"
)

// offerWords fills v for the e-mail of a package or membership bought
// online (dayspa.KindOfferEmail) and returns its subject: what it gives,
// its code and last day, how to use it, and that the tax invoice of the
// sale is attached (by the caller). It links to the booking page, where
// the code books a covered treatment with nothing to pay.
func (l locale) offerWords(o *dayspa.MessageOffer, spa Spa, v *view) string {
	prefix := "email.offer." + string(o.Kind) + "."
	v.NoBooking, v.Guest = true, o.BuyerName
	v.ManageURL = strings.TrimSuffix(spa.BaseURL, "/") + l.lang.Path("/booking")
	v.LinkText, v.LinkButton = "email.offer.text", "email.offer.button"
	name := o.Name
	if l.lang == dayspa.Arabic && o.NameAr != "" {
		name = o.NameAr
	}
	covers := o.Service
	if l.lang == dayspa.Arabic && o.ServiceAr != "" {
		covers = o.ServiceAr
	}
	if covers == "" {
		covers = l.words.Text("email.offer.category", "category", l.categoryName(o.Category))
	}
	v.Heading = l.words.Text(prefix + "heading")
	v.Lines = []string{
		l.words.Text(prefix+"line1", "name", name, "spa", v.SpaName.Text),
		l.words.Text(prefix+"covers", "sessions", strconv.FormatInt(o.Sessions, 10), "covers", covers),
	}
	if o.DiscountPercent > 0 {
		v.Lines = append(v.Lines, l.words.Text("email.offer.membership.discount", "percent", o.DiscountPercent.Short()))
	}
	v.Lines = append(v.Lines,
		l.words.Text("email.offer.code", "code", o.Code),
		l.words.Text(prefix+"valid", "date", dayspa.FormatLongDate(o.ExpiresOn, l.lang)),
		l.words.Text("email.offer.how"),
		l.words.Text("email.offer.invoice", "number", o.Invoice.Number, "total", dayspa.FormatPrice(o.Price, l.lang)))
	return l.words.Text(prefix+"subject", "name", name, "spa", v.SpaName.Text)
}

// categoryName is a service category in the locale's words.
func (l locale) categoryName(category string) string {
	key := "category." + category
	if l.words.Has(key) {
		return l.words.Text(key)
	}
	return category
}
