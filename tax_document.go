package dayspa

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"
)

// Tax documents: the tax invoices a sale issues and the credit notes that
// correct them (docs/product.md, "Checkout and tax invoices").
//
// UAE VAT law asks a registered business for a tax invoice on every sale:
// the words "Tax Invoice", the seller's name, address and 15-digit tax
// registration number (TRN), a number in one unbroken sequence, the date,
// a description of each line and its VAT at 5 %, rounded per line to the
// fils. A simplified tax invoice is enough when the buyer is not
// registered for VAT or the total is at most AED 10,000; a full one (with
// the buyer's name and address, and TRN when registered) otherwise. An
// issued document is never changed: a credit note corrects it.
//
// Prices are VAT-inclusive, as UAE consumer prices are: each line's VAT is
// the part of its inclusive amount that is tax, rounded to the fils, and a
// document's totals are the sums of its lines.

// StandardVATRate is the UAE's VAT rate: 5 %.
const StandardVATRate Percent = 500

// FullInvoiceThreshold is the total above which a simplified tax invoice
// is no longer enough: AED 10,000.
var FullInvoiceThreshold = AED(10000)

// VATIn returns the VAT inside a VAT-inclusive amount at rate:
// amount × rate / (100 % + rate), rounded to the fils half away from zero.
// 105.00 at 5 % holds 5.00; 100.00 holds 4.76.
func VATIn(inclusive Money, rate Percent) Money {
	return MulRatio(inclusive, int64(rate), 10000+int64(rate))
}

// DocumentKind is what a tax document is: each kind has its own unbroken
// sequence of numbers.
type DocumentKind string

const (
	KindInvoice    DocumentKind = "invoice"
	KindCreditNote DocumentKind = "credit_note"
)

// InvoiceFormat is the form of a document, decided when it is issued.
type InvoiceFormat string

const (
	// FormatSimplified is the simplified tax invoice: a buyer who is not
	// registered for VAT and a total of at most AED 10,000.
	FormatSimplified InvoiceFormat = "simplified"
	// FormatFull is the full tax invoice, with the buyer's details.
	FormatFull InvoiceFormat = "full"
	// FormatReceipt is the document of a spa that is not registered for
	// VAT: "Receipt", no VAT lines.
	FormatReceipt InvoiceFormat = "receipt"
)

// Seller is the spa as its documents name it. A document keeps a copy of
// the seller as it was when issued: a later change of the settings does
// not alter an issued document.
type Seller struct {
	LegalName    string `json:"legalName"`
	LegalNameAr  string `json:"legalNameAr"`
	Address      string `json:"address"`
	AddressAr    string `json:"addressAr"`
	TRN          string `json:"trn"` // "" when the spa is not registered for VAT
	TradeLicence string `json:"tradeLicence"`
}

// Registered reports whether the spa is registered for VAT, so that its
// documents are tax invoices with VAT lines.
func (s Seller) Registered() bool { return s.TRN != "" }

// VATRate is the rate of the seller's documents: StandardVATRate, or none
// when the spa is not registered for VAT.
func (s Seller) VATRate() Percent {
	if !s.Registered() {
		return 0
	}
	return StandardVATRate
}

// ValidTRN reports whether s is a tax registration number: 15 digits.
func ValidTRN(s string) bool { return len(s) == 15 && allDigits(s) }

// Buyer is the guest or company a full tax invoice is made out to.
type Buyer struct {
	Name    string `json:"name"`
	Address string `json:"address"`
	TRN     string `json:"trn"` // "" for a buyer not registered for VAT
}

// Empty reports whether no detail of the buyer was given.
func (b *Buyer) Empty() bool {
	return b == nil || strings.TrimSpace(b.Name) == "" && strings.TrimSpace(b.Address) == "" && strings.TrimSpace(b.TRN) == ""
}

// PaymentMethod is how a guest paid.
type PaymentMethod string

const (
	PayCash PaymentMethod = "cash"
	PayCard PaymentMethod = "card"
	// PayEntitlement is a gift card's balance or a package's or
	// membership's sessions, at checkout: the payment names the card by its
	// code, and the store takes the amount or the sessions from its ledger
	// in the transaction that issues the invoice. A gift card's sale was no
	// supply, so the invoice charges the VAT of the services it pays for in
	// full, like any other payment's; a package's sale was the supply of
	// its sessions, so a session pays its line in full (CoverSessions) and
	// the invoice charges nothing more for it.
	PayEntitlement PaymentMethod = "entitlement"
)

// ParsePaymentMethod reads how a guest paid at the desk: "cash" or
// "card", around spaces; ok is false for anything else.
func ParsePaymentMethod(v string) (m PaymentMethod, ok bool) {
	switch m := PaymentMethod(strings.TrimSpace(v)); m {
	case PayCash, PayCard:
		return m, true
	}
	return "", false
}

// Payment is one payment of a sale: the sale is paid when its payments add
// up to its total.
type Payment struct {
	Method PaymentMethod `json:"method"`
	Amount Money         `json:"amount"`
	// CardHint names a gift card's payment on the documents by the end of
	// its code ("…NPQR-S", CodeHint): the whole code would spend what is
	// left on it, and a receipt is handed around. "" for cash and card.
	CardHint string `json:"cardHint,omitempty"`
	// Code is the gift card's code as the desk typed it, written form; it
	// is what the store looks the card up by, and is never stored.
	Code string `json:"-"`
	// EntitlementID is the gift card the payment took from, and FundedBy
	// how the card itself was paid for when sold (cash or card; "" for a
	// card sold before that was recorded): set by the store.
	EntitlementID int64         `json:"-"`
	FundedBy      PaymentMethod `json:"-"`
	// Sessions is what a package's or membership's payment took (its
	// Amount is 0: the sessions were paid for when it was sold), and Kind
	// the kind of what paid ("" for cash and card). Value is what those
	// sessions were sold for (CoverSessions): what the income record of
	// the treatment counts, never on the invoice.
	Sessions int64           `json:"sessions,omitempty"`
	Kind     EntitlementKind `json:"entitlementKind,omitempty"`
	Value    Money           `json:"-"`
}

// CodeHint is the end of a written code that the documents show for it:
// its last group and check character, "…NPQR-S".
func CodeHint(code string) string {
	const shown = codeGroup + 2 // "NPQR-S"
	if len(code) <= shown {
		return code
	}
	return "…" + code[len(code)-shown:]
}

// Tips are what the guest gave on top of the sale, by the way they were
// given, and how they are shared between the therapist and the spa. Tips
// are not a supply of the spa's: they are on the receipt but not part of
// the tax invoice's total or its VAT.
type Tips struct {
	Cash           Money `json:"cash"`
	Card           Money `json:"card"`
	TherapistShare Money `json:"therapistShare"`
	SpaShare       Money `json:"spaShare"`
}

// Total is the cash and card tips together.
func (t Tips) Total() Money { return t.Cash + t.Card }

// DefaultTherapistTipShare is the therapist's share of the tips unless the
// desk enters another: 60 %, the spa keeping 40 %.
const DefaultTherapistTipShare Percent = 6000

// SharedTips returns the tips shared at the default 60/40, the therapist's
// share rounded to the fils and the spa keeping the rest.
func SharedTips(cash, card Money) Tips {
	therapist := MulRatio(cash+card, int64(DefaultTherapistTipShare), 10000)
	return Tips{Cash: cash, Card: card, TherapistShare: therapist, SpaShare: cash + card - therapist}
}

// TaxLine is one line of an issued document. Amount is what the line
// costs, VAT included, after every discount; VAT is the tax inside it and
// Net the rest, so Net + VAT = Amount on every line.
type TaxLine struct {
	Position    int    `json:"position"` // 1, 2, …
	ServiceID   *int64 `json:"serviceId,omitempty"`
	Description string `json:"description"`
	Quantity    int    `json:"quantity"`
	// UnitPrice is the VAT-inclusive price of one, as charged.
	UnitPrice Money `json:"unitPrice"`
	// Discount is the line's own discount and its share of the sale's.
	Discount Money `json:"discount"`
	Net      Money `json:"net"`
	VAT      Money `json:"vat"`
	Amount   Money `json:"amount"`
	// PriceReason says why the price differs from the service's.
	PriceReason string `json:"priceReason,omitempty"`
	// Corrects is, on a credit note, the position of the invoice's line
	// it credits.
	Corrects int `json:"corrects,omitempty"`
}

// Totals are a document's sums: each is the sum of its lines'.
type Totals struct {
	Discount Money `json:"discount"`
	Net      Money `json:"net"`
	VAT      Money `json:"vat"`
	Total    Money `json:"total"`
}

// SumLines returns the totals of lines.
func SumLines(lines []TaxLine) Totals {
	var t Totals
	for _, l := range lines {
		t.Discount += l.Discount
		t.Net += l.Net
		t.VAT += l.VAT
		t.Total += l.Amount
	}
	return t
}

// TaxDocument is an issued tax invoice (or receipt) or credit note. Once
// issued it is never altered: the store refuses any change to it.
type TaxDocument struct {
	ID     int64         `json:"id"`
	Kind   DocumentKind  `json:"kind"`
	Format InvoiceFormat `json:"format"`
	// Sequence is the document's place in its kind's unbroken sequence,
	// from 1; Number is what the document shows: the prefix the owner set
	// and the sequence, "INV-000123".
	Sequence  int64     `json:"sequence"`
	Number    string    `json:"number"`
	IssuedAt  time.Time `json:"issuedAt"`
	IssueDate Date      `json:"issueDate"` // the spa's calendar day of IssuedAt
	Seller    Seller    `json:"seller"`
	Buyer     *Buyer    `json:"buyer,omitempty"`
	VATRate   Percent   `json:"vatRate"`
	Lines     []TaxLine `json:"lines"`
	Totals
	Payments []Payment `json:"payments"`
	Tips     Tips      `json:"tips"`
	// DiscountReason says why the sale was discounted; Reason, on a credit
	// note, why the invoice is corrected.
	DiscountReason string `json:"discountReason,omitempty"`
	Reason         string `json:"reason,omitempty"`
	// BookingID is the booking checked out, IncomeID the income record the
	// sale made, CorrectsID (and CorrectsNumber) the invoice a credit note
	// corrects.
	BookingID      *int64 `json:"bookingId,omitempty"`
	IncomeID       *int64 `json:"incomeId,omitempty"`
	CorrectsID     *int64 `json:"correctsId,omitempty"`
	CorrectsNumber string `json:"correctsNumber,omitempty"`
	// Prepaid is, on a final invoice, the deposit invoiced and paid before
	// that it deducts: its Totals are the lines' less this (deposit_invoice.go).
	Prepaid *Prepayment `json:"prepaid,omitempty"`
	// CustomerName is the guest the sale was for (on a simplified invoice,
	// which names no buyer, the desk still finds it by the guest).
	CustomerName string `json:"customerName"`
	// TherapistName is the therapist whose commission the sale pays.
	TherapistName string `json:"therapistName"`
	// Language is the guest's language, the one the document is e-mailed in
	// beside English.
	Language Language `json:"language"`
	// IssuedBy is the name of the staff member who issued it.
	IssuedBy string `json:"issuedBy"`
}

// NewInvoice is the tax invoice of sale s, priced as p for seller and
// issued at issuedAt, on the spa's day issueDate: its form, VAT rate,
// lines, totals, payments (none, not nil, for a sale of 0.00), tips, buyer
// and discount's reason. Whom it is for (the guest, the therapist, the
// booking or income record), its language and who issued it are the
// caller's to fill in; its number is the store's.
func NewInvoice(s Sale, p PricedSale, seller Seller, issuedAt time.Time, issueDate Date) *TaxDocument {
	pays := s.Payments
	if pays == nil {
		pays = []Payment{}
	}
	return &TaxDocument{
		Kind: KindInvoice, Format: p.Format, IssuedAt: issuedAt.UTC(), IssueDate: issueDate,
		Seller: seller, Buyer: s.Buyer, VATRate: seller.VATRate(), Lines: p.Lines, Totals: p.Totals,
		Payments: pays, Tips: s.Tips, DiscountReason: s.DiscountReason,
	}
}

// Title is the document's heading in English and Arabic.
func (d *TaxDocument) Title() (english, arabic string) { return DocumentTitle(d.Kind, d.Format) }

// DocumentTitle is the heading of a document of a kind and form, in
// English and Arabic: what it is called on paper and on screen.
func DocumentTitle(kind DocumentKind, format InvoiceFormat) (english, arabic string) {
	switch {
	case kind == KindCreditNote && format == FormatReceipt:
		return "Refund Receipt", "إيصال استرداد"
	case kind == KindCreditNote:
		return "Tax Credit Note", "إشعار دائن ضريبي"
	case format == FormatReceipt:
		return "Receipt", "إيصال"
	case format == FormatSimplified:
		return "Simplified Tax Invoice", "فاتورة ضريبية مبسطة"
	default:
		return "Tax Invoice", "فاتورة ضريبية"
	}
}

// MarshalJSON writes the document with its heading (Title) beside its
// fields, as "title" and "titleAr", so that every screen names it as the
// printed document does.
func (d TaxDocument) MarshalJSON() ([]byte, error) {
	type fields TaxDocument // without this method
	english, arabic := d.Title()
	return json.Marshal(struct {
		fields
		Title   string `json:"title"`
		TitleAr string `json:"titleAr"`
	}{fields(d), english, arabic})
}

// DocumentNumber is the number a document shows: the prefix and the
// sequence written with at least six digits, "INV-000123".
func DocumentNumber(prefix string, sequence int64) string {
	return fmt.Sprintf("%s%06d", prefix, sequence)
}
