package taxdoc

import (
	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/arabictext"
)

// Arabic in the PDF is shaped and ordered by internal/arabictext, which
// the spa's other PDFs share, so that every PDF lays Arabic out by one
// rule.

// HasArabic reports whether s holds Arabic-script (right-to-left) text.
func HasArabic(s string) bool { return arabictext.HasArabic(s) }

// Visual is arabictext.Visual, kept here for the packages that lay their
// Arabic out through taxdoc (the reports and the pay statement).
func Visual(s string) string { return arabictext.Visual(s) }

// drawableDocument is a copy of the document with every text the desk or
// the settings wrote made drawable (arabictext.Drawable).
func drawableDocument(d *dayspa.TaxDocument) *dayspa.TaxDocument {
	c := *d
	s := &c.Seller
	for _, p := range []*string{&s.LegalName, &s.LegalNameAr, &s.Address, &s.AddressAr, &s.TRN, &s.TradeLicence,
		&c.Number, &c.CorrectsNumber, &c.Reason, &c.DiscountReason, &c.CustomerName} {
		*p = arabictext.Drawable(*p)
	}
	if d.Buyer != nil {
		b := *d.Buyer
		b.Name, b.Address, b.TRN = arabictext.Drawable(b.Name), arabictext.Drawable(b.Address), arabictext.Drawable(b.TRN)
		c.Buyer = &b
	}
	c.Lines = make([]dayspa.TaxLine, len(d.Lines))
	for i, l := range d.Lines {
		l.Description, l.PriceReason = arabictext.Drawable(l.Description), arabictext.Drawable(l.PriceReason)
		c.Lines[i] = l
	}
	return &c
}
