package taxdoc

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
)

// validateUBL validates the XML against the OASIS UBL 2.1 schema of its
// kind (testdata/ubl-2.1) with xmllint (libxml2-utils; `make xmllint`
// installs it), and returns xmllint's complaint, "" when valid.
func validateUBL(t *testing.T, kind string, x []byte) string {
	t.Helper()
	if _, err := exec.LookPath("xmllint"); err != nil {
		t.Fatal("xmllint is needed (make xmllint installs libxml2-utils)")
	}
	path := filepath.Join(t.TempDir(), "doc.xml")
	if err := os.WriteFile(path, x, 0o600); err != nil {
		t.Fatal(err)
	}
	schema := filepath.Join("testdata", "ubl-2.1", "maindoc", "UBL-"+kind+"-2.1.xsd")
	out, err := exec.Command("xmllint", "--noout", "--nonet", "--schema", schema, path).CombinedOutput()
	if err != nil {
		return string(out)
	}
	return ""
}

// xpath returns the text of the elements with that local name, in order.
func xpath(t *testing.T, x []byte, localName string) []string {
	t.Helper()
	var out []string
	s := string(x)
	for _, prefix := range []string{"cbc:", "cac:", ""} {
		open := "<" + prefix + localName
		for rest := s; ; {
			i := strings.Index(rest, open)
			if i < 0 {
				break
			}
			rest = rest[i+len(open):]
			if rest[0] != '>' && rest[0] != ' ' {
				continue
			}
			body := rest[strings.Index(rest, ">")+1:]
			end := strings.Index(body, "</"+prefix+localName+">")
			out = append(out, strings.TrimSpace(body[:end]))
		}
	}
	return out
}

func TestUBL_FullInvoiceIsValidUBLWithThePINTAEFields(t *testing.T) {
	d := fullInvoice(t)
	x, err := UBL(d)
	if err != nil {
		t.Fatalf("UBL: %v", err)
	}
	if msg := validateUBL(t, "Invoice", x); msg != "" {
		t.Fatalf("not valid UBL 2.1:\n%s\n%s", msg, x)
	}
	for name, want := range map[string]string{
		"CustomizationID":      "urn:peppol:pint:billing-1@ae-1",
		"ProfileID":            "urn:peppol:bis:billing",
		"ProfileExecutionID":   "00000000",
		"ID":                   "INV-000124",
		"IssueDate":            "2026-11-27",
		"IssueTime":            "15:05:00+04:00",
		"InvoiceTypeCode":      "380",
		"DocumentCurrencyCode": "AED",
		"TaxInclusiveAmount":   d.Total.String(),
		"TaxExclusiveAmount":   d.Net.String(),
		"PayableAmount":        "0.00",
	} {
		if got := xpath(t, x, name); len(got) == 0 || got[0] != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
	// The seller's and the buyer's TRN under VAT, their TIN as the
	// electronic address with scheme 0235.
	if got := xpath(t, x, "CompanyID"); !slicesContain(got, d.Seller.TRN) || !slicesContain(got, d.Buyer.TRN) || !slicesContain(got, d.Seller.TradeLicence) {
		t.Errorf("CompanyIDs %q lack the TRNs or the trade licence", got)
	}
	s := string(x)
	for _, want := range []string{
		`<cbc:EndpointID schemeID="0235">1001234567</cbc:EndpointID>`,
		`<cbc:EndpointID schemeID="0235">1009876543</cbc:EndpointID>`,
		`<cbc:CompanyID schemeAgencyID="TL" schemeAgencyName="Dubai">DED-778812</cbc:CompanyID>`,
		`<cbc:CountrySubentity>DXB</cbc:CountrySubentity>`,
		`<cbc:PaymentMeansCode>48</cbc:PaymentMeansCode>`,
	} {
		if !strings.Contains(s, want) {
			t.Errorf("the XML lacks %s", want)
		}
	}
	if uuid := xpath(t, x, "UUID"); len(uuid) != 1 || len(uuid[0]) != 36 {
		t.Errorf("UUID = %q", uuid)
	}
	// VAT per line and in all: each line's VAT and amount with VAT, the
	// totals the sums of the lines.
	lineVAT, lineNet := xpath(t, x, "TaxAmount"), xpath(t, x, "LineExtensionAmount")
	if lineVAT[0] != d.VAT.String() || lineVAT[1] != d.VAT.String() {
		t.Errorf("document VAT %q, want %s", lineVAT[:2], d.VAT)
	}
	for i, l := range d.Lines {
		if lineVAT[2+i] != l.VAT.String() || lineNet[1+i] != l.Net.String() {
			t.Errorf("line %d: VAT %s net %s, want %s %s", l.Position, lineVAT[2+i], lineNet[1+i], l.VAT, l.Net)
		}
	}
	// The same document exports the same UUID.
	again, _ := UBL(d)
	if string(again) != string(x) {
		t.Error("a second export differs")
	}
}

func slicesContain(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

func TestUBL_CreditNoteIsValidUBLCreditNote(t *testing.T) {
	d := creditNoteFull(t)
	x, err := UBL(d)
	if err != nil {
		t.Fatalf("UBL: %v", err)
	}
	if msg := validateUBL(t, "CreditNote", x); msg != "" {
		t.Fatalf("not valid UBL 2.1:\n%s\n%s", msg, x)
	}
	for name, want := range map[string]string{
		"CreditNoteTypeCode": "381",
		"ResponseCode":       "DL8.61.1.C",
		"ID":                 "CN-000008",
		"TaxInclusiveAmount": "1000.00",
	} {
		if got := xpath(t, x, name); len(got) == 0 || got[0] != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
	if ref := xpath(t, x, "InvoiceDocumentReference"); len(ref) != 1 || ref[0] != "<cbc:ID>INV-000124</cbc:ID>" {
		t.Errorf("the credit note does not name the invoice it corrects:\n%s", x)
	}
	inv, _ := UBL(fullInvoice(t))
	if xpath(t, x, "UUID")[0] == xpath(t, inv, "UUID")[0] {
		t.Error("the credit note has its invoice's UUID")
	}
}

func TestUBL_OnlyForABuyerRegisteredForVAT(t *testing.T) {
	noTRN := fullInvoice(t)
	noTRN.Buyer.TRN = ""
	for name, d := range map[string]*dayspa.TaxDocument{
		"simplified": simplifiedInvoice(t), "buyer without TRN": noTRN, "receipt": receipt(t),
	} {
		if x, err := UBL(d); !errors.Is(err, ErrNotB2B) || x != nil {
			t.Errorf("%s: UBL = %d bytes, %v; want ErrNotB2B", name, len(x), err)
		}
	}
}

func TestUBL_SchemaValidationCatchesAMisplacedElement(t *testing.T) {
	// The check above is a real one: the same invoice with its currency
	// before its type code is refused.
	x, err := UBL(fullInvoice(t))
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(x), "  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>\n", "", 1)
	bad = strings.Replace(bad, "</cbc:DocumentCurrencyCode>\n", "</cbc:DocumentCurrencyCode>\n  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>\n", 1)
	if bad == string(x) {
		t.Fatal("the invoice was not changed")
	}
	if msg := validateUBL(t, "Invoice", []byte(bad)); msg == "" {
		t.Error("xmllint accepted an invoice with its elements out of order")
	}
}

func TestSplitAddress_ReadsStreetCityAndEmirate(t *testing.T) {
	for in, want := range map[string]postalAddress{
		"Jumeirah Beach Hotel, Umm Suqeim, Dubai, UAE":        {"Jumeirah Beach Hotel, Umm Suqeim", "Dubai", "DXB"},
		"Office 5, Corniche Road, Abu Dhabi":                  {"Office 5, Corniche Road", "Abu Dhabi", "AUH"},
		"Al Majaz 2, Sharjah, United Arab Emirates":           {"Al Majaz 2", "Sharjah", "SHJ"},
		"Villa 3, Al Hamra Village, Ras Al Khaimah, U.A.E":    {"Villa 3, Al Hamra Village", "Ras Al Khaimah", "RAK"},
		"برج الموسى، شارع الشيخ زايد، دبي":                    {"برج الموسى، شارع الشيخ زايد", "دبي", "DXB"},
		"فيلا 7، الخالدية، أبو ظبي، الإمارات العربية المتحدة": {"فيلا 7، الخالدية", "أبو ظبي", "AUH"},
	} {
		if got := splitAddress(in); got != want {
			t.Errorf("splitAddress(%q) = %+v, want %+v", in, got, want)
		}
	}
}

func TestUBL_ArabicBuyerIsValid(t *testing.T) {
	x, err := UBL(arabicBuyerInvoice(t))
	if err != nil {
		t.Fatal(err)
	}
	if msg := validateUBL(t, "Invoice", x); msg != "" {
		t.Fatalf("not valid UBL 2.1:\n%s", msg)
	}
	if got := xpath(t, x, "RegistrationName"); len(got) != 2 || got[1] != "شركة الخليج للفعاليات" {
		t.Errorf("RegistrationName = %q", got)
	}
}

func TestUBL_TotalsAddUpAsPINTAEChecks(t *testing.T) {
	cn, _ := creditNote(t)
	for _, d := range []*dayspa.TaxDocument{fullInvoice(t), creditNoteFull(t), arabicBuyerInvoice(t), func() *dayspa.TaxDocument {
		// The simplified sale's discounted lines, for a registered buyer.
		d := simplifiedInvoice(t)
		d.Buyer = &dayspa.Buyer{Name: "Gulf Events", Address: "Dubai", TRN: "100987654300003"}
		return d
	}(), func() *dayspa.TaxDocument {
		cn.Buyer = &dayspa.Buyer{Name: "A", Address: "Dubai", TRN: "100987654300003"}
		return cn
	}(), func() *dayspa.TaxDocument {
		// A credit note that gave part back to the gift card that paid.
		d := creditNoteFull(t)
		d.Payments = []dayspa.Payment{{Method: dayspa.PayEntitlement, Amount: dayspa.AED(250), CardHint: "…NPQR-S", Kind: dayspa.KindGiftCard}}
		return d
	}()} {
		x, err := UBL(d)
		if err != nil {
			t.Fatal(err)
		}
		kind := "Invoice"
		if d.Kind == dayspa.KindCreditNote {
			kind = "CreditNote"
		}
		if msg := validateUBL(t, kind, x); msg != "" {
			t.Fatalf("%s: not valid UBL 2.1:\n%s", d.Number, msg)
		}
		money := func(name string) []dayspa.Money {
			var out []dayspa.Money
			for _, v := range xpath(t, x, name) {
				m, err := dayspa.ParseMoney(v)
				if err != nil {
					t.Fatalf("%s %q: %v", name, v, err)
				}
				out = append(out, m)
			}
			return out
		}
		lineExt, taxable, tax := money("LineExtensionAmount"), money("TaxableAmount"), money("TaxAmount")
		incl, prepaid, payable := money("TaxInclusiveAmount")[0], money("PrepaidAmount")[0], money("PayableAmount")[0]
		var lines dayspa.Money
		for _, m := range lineExt[1:] {
			lines += m
		}
		// ibr-co-10: the lines' nets add up; aligned-ibrp-s-08: so does the
		// taxable amount; ibr-co-15 and ibr-co-16: with VAT, less prepaid.
		if lineExt[0] != lines || taxable[0] != lines || incl != lines+tax[0] || payable != incl-prepaid {
			t.Errorf("%s: totals do not add up: lines %v taxable %v tax %v incl %s prepaid %s payable %s", d.Number, lineExt, taxable, tax[:2], incl, prepaid, payable)
		}
		// aligned-ibrp-s-09: the VAT within 0.02 of the taxable amount × 5 %.
		if diff := tax[1] - dayspa.MulRatio(taxable[0], 5, 100); diff > 2 || diff < -2 {
			t.Errorf("%s: VAT %s is %d fils from 5 %% of %s", d.Number, tax[1], diff, taxable[0])
		}
	}
}
