package taxdoc

import (
	"crypto/sha1"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/dayspa/dayspa"
)

// UBL 2.1 for e-invoicing between businesses: the UAE's e-invoicing runs
// on Peppol with the PINT AE specification (CustomizationID
// urn:peppol:pint:billing-1@ae-1). An invoice to a buyer registered for
// VAT is exported as a UBL Invoice, a credit note as a UBL CreditNote,
// ready for the accredited service provider that will carry it.
//
// What it carries, by the PINT AE rules it meets:
//   - the profile: CustomizationID, ProfileID urn:peppol:bis:billing, and
//     the transaction type flags (ProfileExecutionID, eight 0/1 flags; a
//     standard supply is 00000000) (ibr-154-ae);
//   - the document's UUID (ibr-193-ae): a name-based UUID of the seller's
//     TRN and the number, so that a second export is the same document;
//   - type code 380 (tax invoice) or 381 (tax credit note), currency AED,
//     no other tax currency (ibr-140-ae);
//   - seller and buyer: an electronic address with scheme 0235 and the TIN
//     (the first ten digits of the TRN) (ibr-080, ibr-081), the legal name
//     (ibr-006, ibr-007), a postal address with street, city, emirate and
//     country AE (ibr-143-ae, ibr-144-ae), the TRN as PartyTaxScheme
//     CompanyID under VAT (ibr-132-ae, ibr-134-ae), and the seller's trade
//     licence as its legal entity's CompanyID with scheme agency TL and the
//     licensing authority's emirate as its name (ibr-150-ae, ibr-172-ae,
//     ibr-181-ae);
//   - a credit note's reason code (ibr-158-ae: DL8.61.1.C, the agreed
//     consideration was altered, the reason the spa corrects an invoice)
//     and the invoice it corrects (ibr-055-ae);
//   - the payment means: cash (10) or card (48) (ibr-191-ae), paid in full
//     at the desk: prepaid the total, nothing payable, so no due date;
//   - the VAT total and its breakdown (standard rate S, 5 %: ibr-190-ae,
//     ibr-co-14, aligned-ibrp-s-08), and on each line its net, its VAT and
//     its amount with VAT (ItemPriceExtension, PINT AE's line VAT:
//     ibr-104-ae), the item's name and description (ibr-125-ae), its base
//     quantity and gross price (ibr-126-ae). The spa's prices include VAT
//     and each line's VAT is rounded to the fils, so the net price is given
//     for the line's whole quantity (BaseQuantity = quantity) with no
//     further discount, keeping every figure exact (ibr-147-ae,
//     aligned-ibrp-004, ibr-co-10, ibr-co-15, ibr-co-16).
//
// Not met, for want of data the spa does not keep: the item type and its
// service accounting code (ibr-185-ae asks for the code once a type is
// given; none is). The breakdown's VAT is the sum of the lines' rounded
// VAT, as UAE law rounds; PINT AE allows it 0.02 from the taxable amount
// × 5 % (aligned-ibrp-s-09), which a sale of many lines can exceed.

// PINT AE's identifiers.
const (
	PINTAECustomizationID = "urn:peppol:pint:billing-1@ae-1"
	PINTAEProfileID       = "urn:peppol:bis:billing"
	// transactionStandard is the transaction type flags of a standard
	// supply: not free zone, deemed, margin, summary, continuous, agent,
	// e-commerce nor export.
	transactionStandard = "00000000"
	// tinScheme is the Peppol participant scheme of a UAE TIN.
	tinScheme = "0235"
	// creditReasonConsideration is the credit note reason "the previously
	// agreed consideration for the supply was altered".
	creditReasonConsideration = "DL8.61.1.C"
)

// ErrNotB2B is the error of UBL for a document whose buyer is not
// registered for VAT, or whose seller is not: e-invoicing is between
// registered businesses.
var ErrNotB2B = errors.New("taxdoc: UBL is for a buyer and a seller registered for VAT")

// UBL writes the document as UBL 2.1 XML under PINT AE: an Invoice, or a
// CreditNote for a credit note. It refuses a document whose buyer has no
// TRN (ErrNotB2B).
func UBL(d *dayspa.TaxDocument) ([]byte, error) {
	if d.Buyer == nil || !dayspa.ValidTRN(d.Buyer.TRN) || !dayspa.ValidTRN(d.Seller.TRN) {
		return nil, ErrNotB2B
	}
	credit := d.Kind == dayspa.KindCreditNote
	root, lineName, qtyName, typeName, typeCode := "Invoice", "InvoiceLine", "InvoicedQuantity", "InvoiceTypeCode", "380"
	if credit {
		root, lineName, qtyName, typeName, typeCode = "CreditNote", "CreditNoteLine", "CreditedQuantity", "CreditNoteTypeCode", "381"
	}
	dubai := time.FixedZone("+04:00", 4*60*60) // Asia/Dubai has no daylight saving
	doc := el(root,
		el("cbc:CustomizationID").text(PINTAECustomizationID),
		el("cbc:ProfileID").text(PINTAEProfileID),
		el("cbc:ProfileExecutionID").text(transactionStandard),
		el("cbc:ID").text(d.Number),
		el("cbc:UUID").text(documentUUID(d)),
		el("cbc:IssueDate").text(d.IssueDate.String()),
		el("cbc:IssueTime").text(d.IssuedAt.In(dubai).Format("15:04:05-07:00")),
	)
	doc.add(el("cbc:" + typeName).text(typeCode))
	if d.Reason != "" {
		doc.add(el("cbc:Note").text(d.Reason))
	}
	doc.add(el("cbc:DocumentCurrencyCode").text("AED"))
	if credit {
		doc.add(el("cac:DiscrepancyResponse",
			el("cbc:ResponseCode").text(creditReasonConsideration),
			el("cbc:Description").text(d.Reason)))
		if d.CorrectsNumber != "" {
			doc.add(el("cac:BillingReference", el("cac:InvoiceDocumentReference", el("cbc:ID").text(d.CorrectsNumber))))
		}
	}
	s := d.Seller
	seller := party(s.TRN, s.LegalName, s.Address)
	seller.add(el("cac:PartyLegalEntity",
		el("cbc:RegistrationName").text(s.LegalName),
		el("cbc:CompanyID").attr("schemeAgencyID", "TL").attr("schemeAgencyName", licensingEmirate(s.Address)).text(s.TradeLicence)))
	doc.add(el("cac:AccountingSupplierParty", seller))
	b := d.Buyer
	buyer := party(b.TRN, b.Name, b.Address)
	buyer.add(el("cac:PartyLegalEntity", el("cbc:RegistrationName").text(b.Name)))
	doc.add(el("cac:AccountingCustomerParty", buyer))
	var paid dayspa.Money
	for _, p := range d.Payments {
		if p.Sessions > 0 {
			continue // a package's sessions: paid on its own invoice, nothing here
		}
		code := "10" // in cash
		switch p.Method {
		case dayspa.PayCard:
			code = "48" // bank card
		case dayspa.PayEntitlement:
			code = "1" // instrument not defined: UNCL 4461 has no code for a gift card
		}
		doc.add(el("cac:PaymentMeans", el("cbc:PaymentMeansCode").text(code)))
		paid += p.Amount
	}
	rate := strings.TrimSuffix(rateText(d.VATRate), " %")
	category := func(name string) *xmlEl {
		return el(name, el("cbc:ID").text("S"), el("cbc:Percent").text(rate), el("cac:TaxScheme", el("cbc:ID").text("VAT")))
	}
	doc.add(el("cac:TaxTotal",
		amount("cbc:TaxAmount", d.VAT),
		el("cac:TaxSubtotal", amount("cbc:TaxableAmount", d.Net), amount("cbc:TaxAmount", d.VAT), category("cac:TaxCategory"))))
	payable := d.Total - paid
	if payable < 0 {
		payable = 0
	}
	doc.add(el("cac:LegalMonetaryTotal",
		amount("cbc:LineExtensionAmount", d.Net),
		amount("cbc:TaxExclusiveAmount", d.Net),
		amount("cbc:TaxInclusiveAmount", d.Total),
		amount("cbc:PrepaidAmount", min(paid, d.Total)),
		amount("cbc:PayableAmount", payable)))
	for _, l := range d.Lines {
		qty := fmt.Sprint(l.Quantity)
		line := el("cac:"+lineName, el("cbc:ID").text(fmt.Sprint(l.Position)))
		if l.PriceReason != "" {
			line.add(el("cbc:Note").text(l.PriceReason))
		}
		line.add(el("cbc:"+qtyName).attr("unitCode", "C62").text(qty),
			amount("cbc:LineExtensionAmount", l.Net),
			el("cac:Item", el("cbc:Description").text(l.Description), el("cbc:Name").text(l.Description), category("cac:ClassifiedTaxCategory")),
			el("cac:Price", amount("cbc:PriceAmount", l.Net), el("cbc:BaseQuantity").attr("unitCode", "C62").text(qty),
				// The gross price: the net one, its discounts already in it.
				el("cac:AllowanceCharge", el("cbc:ChargeIndicator").text("false"), amount("cbc:Amount", 0), amount("cbc:BaseAmount", l.Net))),
			el("cac:ItemPriceExtension", amount("cbc:Amount", l.Amount), el("cac:TaxTotal", amount("cbc:TaxAmount", l.VAT))))
		doc.add(line)
	}
	ns := "urn:oasis:names:specification:ubl:schema:xsd:" + root + "-2"
	doc.attr("xmlns", ns).
		attr("xmlns:cac", "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2").
		attr("xmlns:cbc", "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2")
	var out strings.Builder
	out.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	doc.write(&out, 0)
	return []byte(out.String()), nil
}

// party is a seller or buyer: its electronic address, name, postal
// address and TRN.
func party(trn, name, address string) *xmlEl {
	a := splitAddress(address)
	return el("cac:Party",
		el("cbc:EndpointID").attr("schemeID", tinScheme).text(trn[:10]),
		el("cac:PartyName", el("cbc:Name").text(name)),
		el("cac:PostalAddress",
			el("cbc:StreetName").text(a.street),
			el("cbc:CityName").text(a.city),
			el("cbc:CountrySubentity").text(a.emirate),
			el("cac:Country", el("cbc:IdentificationCode").text("AE"))),
		el("cac:PartyTaxScheme", el("cbc:CompanyID").text(trn), el("cac:TaxScheme", el("cbc:ID").text("VAT"))))
}

// postalAddress is an address in PINT AE's parts.
type postalAddress struct{ street, city, emirate string }

// emirates are the seven emirates by name, with PINT AE's codes.
var emirates = []struct{ name, arabic, code string }{
	{"abu dhabi", "أبوظبي", "AUH"}, {"dubai", "دبي", "DXB"}, {"sharjah", "الشارقة", "SHJ"}, {"ajman", "عجمان", "AJM"},
	{"umm al quwain", "أم القيوين", "UAQ"}, {"ras al khaimah", "رأس الخيمة", "RAK"}, {"fujairah", "الفجيرة", "FUJ"},
}

// splitAddress reads an address written on one line, the settings' and the
// checkout's "Jumeirah Beach Hotel, Umm Suqeim, Dubai, UAE": the country
// last (left out), the city before it, the street the rest; the emirate is
// the one the city or a part names, in English or Arabic.
func splitAddress(s string) postalAddress {
	var parts []string
	for _, p := range strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == '،' }) {
		if p = strings.TrimSpace(p); p != "" {
			parts = append(parts, p)
		}
	}
	if n := len(parts); n > 0 {
		switch strings.ToLower(strings.TrimSuffix(parts[n-1], ".")) {
		case "uae", "u.a.e", "united arab emirates", "الإمارات", "الإمارات العربية المتحدة":
			parts = parts[:n-1]
		}
	}
	var a postalAddress
	switch len(parts) {
	case 0:
	case 1:
		a.street, a.city = parts[0], parts[0]
	default:
		sep := ", "
		if strings.ContainsRune(s, '،') {
			sep = "، "
		}
		a.street, a.city = strings.Join(parts[:len(parts)-1], sep), parts[len(parts)-1]
	}
	lower := strings.ToLower(strings.ReplaceAll(s, "أبو ظبي", "أبوظبي"))
	for _, e := range emirates {
		if strings.Contains(lower, e.name) || strings.Contains(lower, e.arabic) {
			a.emirate = e.code
			break
		}
	}
	return a
}

// licensingEmirate names the authority that issued the trade licence by its
// emirate, the one of the spa's address: "Dubai".
func licensingEmirate(address string) string {
	a := splitAddress(address)
	for _, e := range emirates {
		if e.code == a.emirate {
			return strings.ToUpper(e.name[:1]) + e.name[1:]
		}
	}
	return a.city
}

// documentUUID is a name-based (version 5 style, SHA-1) UUID of the
// seller's TRN and the document's number: the same for the same document
// on every export, different for every document.
func documentUUID(d *dayspa.TaxDocument) string {
	sum := sha1.Sum([]byte("dayspa tax document\x00" + d.Seller.TRN + "\x00" + string(d.Kind) + "\x00" + d.Number))
	sum[6] = sum[6]&0x0f | 0x50
	sum[8] = sum[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", sum[0:4], sum[4:6], sum[6:8], sum[8:10], sum[10:16])
}

func amount(name string, m dayspa.Money) *xmlEl {
	return el(name).attr("currencyID", "AED").text(m.String())
}
