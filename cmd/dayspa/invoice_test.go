package main

import (
	"testing"

	"github.com/dayspa/dayspa"
)

// TestIssuer: the tax invoices' seller is the business's legal names, TRN,
// trade licence and address (street, district, city), in English and
// Arabic; unset legal names are the spa's names.
func TestIssuer(t *testing.T) {
	b := BusinessConfig{Name: "Serenity Day Spa Dubai", Hotel: "The Sandstone Hotel",
		Address: "The Sandstone Hotel, Sheikh Zayed Road", District: "Al Barsha 1", City: "Dubai", TRN: "100123456700003"}
	c := &Config{Business: b, TradeLicence: "DED-123456", InvoicePrefix: "INV-", CreditNotePrefix: "CN-"}
	got := c.issuer()
	want := dayspa.Issuer{
		Seller: dayspa.Seller{LegalName: "Serenity Day Spa Dubai", LegalNameAr: "سيرينيتي داي سبا دبي",
			Address:   "The Sandstone Hotel, Sheikh Zayed Road, Al Barsha 1, Dubai",
			AddressAr: "فندق ساندستون، شارع الشيخ زايد، البرشاء 1، دبي",
			TRN:       "100123456700003", TradeLicence: "DED-123456"},
		InvoicePrefix: "INV-", CreditNotePrefix: "CN-",
	}
	if got != want {
		t.Errorf("issuer %+v\nwant %+v", got, want)
	}
	c.Business.LegalName, c.Business.LegalNameAr = "Serenity Spa LLC", "سيرينيتي سبا ذ.م.م"
	if s := c.issuer().Seller; s.LegalName != "Serenity Spa LLC" || s.LegalNameAr != "سيرينيتي سبا ذ.م.م" {
		t.Errorf("legal names %q %q", s.LegalName, s.LegalNameAr)
	}
	c.Business.TRN = ""
	if c.issuer().Seller.Registered() {
		t.Error("a spa without a TRN is registered for VAT")
	}
}
