package main

import (
	"strings"
	"unicode/utf8"

	"github.com/dayspa/dayspa"
)

// The settings of the tax invoices: the seller they name (the business's
// legal names, its TRN and trade licence, its address) and the prefixes of
// their numbers. A spa without a TRN is not registered for VAT: its
// documents are receipts without VAT lines.

// validateInvoices checks the invoices' settings; the first bad one is a
// ConfigError naming its variable.
func (c *Config) validateInvoices() error {
	b := c.Business
	if b.TRN != "" && !dayspa.ValidTRN(b.TRN) {
		return configErrorf("DAYSPA_BUSINESS_TRN", "%q: want the 15 digits of the tax registration number, or unset it when the spa is not registered for VAT", b.TRN)
	}
	for _, f := range []struct{ name, value string }{
		{"DAYSPA_BUSINESS_LEGAL_NAME", b.LegalName}, {"DAYSPA_BUSINESS_LEGAL_NAME_AR", b.LegalNameAr},
		{"DAYSPA_TRADE_LICENCE", c.TradeLicence},
	} {
		if !dayspa.ValidText(f.value, dayspa.OneLine) || utf8.RuneCountInString(f.value) > 200 {
			return configErrorf(f.name, "%q: want one line of at most 200 characters", f.value)
		}
	}
	for _, f := range []struct{ name, value string }{
		{"DAYSPA_INVOICE_PREFIX", c.InvoicePrefix}, {"DAYSPA_CREDIT_NOTE_PREFIX", c.CreditNotePrefix},
	} {
		if !dayspa.ValidDocumentPrefix(f.value) {
			return configErrorf(f.name, "%q: want 1 to 10 letters, digits, -, / or _", f.value)
		}
	}
	if c.InvoicePrefix == c.CreditNotePrefix {
		return configErrorf("DAYSPA_CREDIT_NOTE_PREFIX", "%q: want a prefix other than the invoices' (DAYSPA_INVOICE_PREFIX)", c.CreditNotePrefix)
	}
	return nil
}

// issuer is the seller and number prefixes of the tax documents. An unset
// legal name is the business's name (in Arabic, the Arabic pages' name);
// the address is the business's street, district and city.
func (c *Config) issuer() dayspa.Issuer {
	b := c.Business
	ar := b.arabicNames()
	name, nameAr := strings.TrimSpace(b.LegalName), strings.TrimSpace(b.LegalNameAr)
	if name == "" {
		name = b.Name
	}
	if nameAr == "" {
		nameAr = ar.Name
	}
	return dayspa.Issuer{
		Seller: dayspa.Seller{
			LegalName: name, LegalNameAr: nameAr,
			Address:   strings.Join(nonEmpty(b.Address, b.District, b.City), ", "),
			AddressAr: strings.Join(nonEmpty(ar.Street, ar.District, ar.City), "، "),
			TRN:       b.TRN, TradeLicence: strings.TrimSpace(c.TradeLicence),
		},
		InvoicePrefix: c.InvoicePrefix, CreditNotePrefix: c.CreditNotePrefix,
	}
}
