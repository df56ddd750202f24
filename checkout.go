package dayspa

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"strings"
)

// Checkout at the desk: a booking becomes a sale (sale.go), the sale a
// tax invoice (tax_document.go) and the income record the Income tab,
// its stats and reports add up (income.go), in one transaction of the
// store (TaxDocumentStore.IssueCheckout).

// The messages of checkout and of the documents.
var (
	MsgCheckoutClosed   = NewMsg("booking.checkout_closed", "This booking cannot be checked out: it is cancelled or already checked out.")
	MsgDocumentNotFound = NewMsg("invoice.not_found", "Invoice not found.")
	MsgDocumentNoUBL    = NewMsg("invoice.no_ubl", "Only an invoice to a buyer registered for VAT has UBL XML.")
)

// CheckoutSource is the income record's source for a sale checked out from
// a booking.
const CheckoutSource = "Booking"

// CanCheckOut reports whether a booking in status s can be checked out: a
// cancelled booking or a no-show is not a sale.
func (s BookingStatus) CanCheckOut() bool {
	return s == StatusPending || s == StatusConfirmed || s == StatusCompleted
}

// Issuer is who issues the documents, as the settings say: the seller and
// the prefix of each kind's numbers.
type Issuer struct {
	Seller           Seller
	InvoicePrefix    string
	CreditNotePrefix string
}

// Default prefixes of the documents' numbers.
const (
	DefaultInvoicePrefix    = "INV-"
	DefaultCreditNotePrefix = "CN-"
)

// Prefix is the prefix of kind's numbers.
func (i Issuer) Prefix(kind DocumentKind) string {
	if kind == KindCreditNote {
		return i.CreditNotePrefix
	}
	return i.InvoicePrefix
}

// CheckoutBooking is the booking a checkout is for, as the desk sees it.
type CheckoutBooking struct {
	ID            int64         `json:"id"`
	CustomerName  string        `json:"customerName"`
	CustomerEmail string        `json:"customerEmail"`
	ServiceName   string        `json:"serviceName"`
	TherapistName string        `json:"therapistName"`
	Date          Date          `json:"date"`
	Time          string        `json:"time"`
	Status        BookingStatus `json:"status"`
	// SessionCode is the code of the package or membership whose session
	// the guest booked with ("" for none): the checkout takes it.
	SessionCode string `json:"sessionCode,omitempty"`
}

// DraftLine is a line the checkout starts with.
type DraftLine struct {
	ServiceID   *int64 `json:"serviceId,omitempty"`
	Description string `json:"description"`
	UnitPrice   Money  `json:"unitPrice"`
	Quantity    int    `json:"quantity"`
}

// SaleService is a service the desk can add a line of.
type SaleService struct {
	ID    int64  `json:"id"`
	Name  string `json:"name"`
	Price Money  `json:"price"`
}

// CheckoutDraft is what the desk starts a checkout from: the booked
// service as the first line at the service's price, and the services to
// add lines from.
type CheckoutDraft struct {
	Booking              CheckoutBooking `json:"booking"`
	Lines                []DraftLine     `json:"lines"`
	Registered           bool            `json:"registered"`
	FullInvoiceThreshold Money           `json:"fullInvoiceThreshold"`
	Services             []SaleService   `json:"services"`
	// Prepaid is the deposit invoiced and paid already, which the final
	// invoice deducts (nil when there is none).
	Prepaid *Prepayment `json:"prepaid,omitempty"`
}

// Checkout is a sale to issue for a booking.
type Checkout struct {
	BookingID int64
	Sale      Sale
	Issuer    Issuer
	// IssuedBy is the name of the staff member at the desk.
	IssuedBy string
}

// SaleCommission is the commission rate of a checked-out sale: that of
// the booking's therapist, a whole percentage (the first therapist's, by
// id, for a couple's treatment), or DefaultCommission when the booking
// has no therapist (therapistPercentage nil).
func SaleCommission(therapistPercentage *int64) Percent {
	if therapistPercentage == nil {
		return DefaultCommission
	}
	return Percent(*therapistPercentage * 100)
}

// SaleIncome is the income record of an issued sale: its service paid in
// cash and by card as the payments say, the commission at the therapist's
// rate on it, the tips and their shares, for the guest and the therapist
// of the document; service and category name the booked service.
func SaleIncome(doc *TaxDocument, service, category string, rate Percent) IncomeTransaction {
	t := IncomeTransaction{
		TransactionDate: doc.IssueDate, Source: CheckoutSource, CustomerName: doc.CustomerName,
		ServiceName: service, ServiceCategory: category, TherapistName: doc.TherapistName,
		CommissionPercentage: rate, TipsCashAmount: doc.Tips.Cash, TipsCardAmount: doc.Tips.Card,
		TherapistTipShare: doc.Tips.TherapistShare, SpaTipShare: doc.Tips.SpaShare,
		Notes: "Tax document " + doc.Number,
	}
	for _, p := range doc.Payments {
		switch {
		case p.Method == PayCard:
			t.VisaAmount += p.Amount
		case p.Method == PayEntitlement:
			// What a gift card or a package's sessions pay is what their
			// buyer paid for them, in the way they paid: the sale recorded
			// no income (it was no treatment), so the treatment they pay
			// for records it, once, here, as the deposit's card payment
			// below is. One sold before the way was recorded counts as cash.
			amount, note := p.Amount, fmt.Sprintf("Gift card %s: %s", p.CardHint, p.Amount)
			if p.Sessions > 0 {
				amount, note = p.Value, fmt.Sprintf("%s %s: %s (%s)", EntitlementLabel(p.Kind), p.CardHint, FormatUnits(p.Kind, p.Sessions), p.Value)
			}
			if p.FundedBy == PayCard {
				t.VisaAmount += amount
			} else {
				t.CashAmount += amount
			}
			t.Notes += "\n" + note
		default:
			t.CashAmount += p.Amount
		}
	}
	// The deposit its invoice deducts was paid by card on the provider's
	// page: the sale's income is recorded once, here, with it.
	if doc.Prepaid != nil {
		t.VisaAmount += doc.Prepaid.Amount
	}
	t.CommissionAmount = SuggestedCommission(t.CashAmount, t.VisaAmount, rate)
	t.Derive()
	return t
}

// CheckoutClosed is the refusal of a checkout of a booking that cannot be
// checked out; invoiceID, when not 0, is the invoice that checked it out.
func CheckoutClosed(invoiceID int64) *Error {
	e := Errorf(ECONFLICT, MsgCheckoutClosed)
	if invoiceID != 0 {
		e.With("invoiceId", strconv.FormatInt(invoiceID, 10))
	}
	return e
}

// TaxDocumentFilter selects documents of both kinds: issued from From to
// To (days of the spa's calendar, both included), and Query: a document's
// number (DocumentSequenceOf: with a prefix, the document with that
// number; without, those of either kind with that sequence), else a part
// of the guest's or the buyer's name. Both case-insensitive; lists are
// newest first.
type TaxDocumentFilter struct {
	From, To *Date
	Query    string
	Page
}

// ValidDocumentPrefix reports whether p may start a document's number: 1
// to 10 letters, digits, -, / or _ ("INV-", "2026/").
func ValidDocumentPrefix(p string) bool {
	if p == "" || len(p) > 10 {
		return false
	}
	for _, r := range p {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '/' || r == '_' || r == '-') {
			return false
		}
	}
	return true
}

// DocumentSequenceOf reads a search as a document's number: its digits,
// alone or after a prefix (ValidDocumentPrefix, ending in something other
// than a digit), are the sequence: "INV-000123" and "inv-123" are prefix
// "INV-" or "inv-" and 123, "123" is 123 of either kind, "2026/0005" is 5.
// The desk types a number from a receipt to find that document, which an
// index finds at once among a million; a part of a number ("CN-0") is not
// a number. ok is false for anything else (a name).
func DocumentSequenceOf(q string) (prefix string, sequence int64, ok bool) {
	i := len(q)
	for i > 0 && q[i-1] >= '0' && q[i-1] <= '9' {
		i--
	}
	prefix, digits := q[:i], strings.TrimLeft(q[i:], "0")
	if digits == "" || len(digits) > 18 || prefix != "" && !ValidDocumentPrefix(prefix) {
		return "", 0, false
	}
	n, err := strconv.ParseInt(digits, 10, 64)
	if err != nil {
		return "", 0, false
	}
	return prefix, n, true
}

// CleanQuery trims the query and bounds it to MaxSearchLen characters.
func (f *TaxDocumentFilter) CleanQuery() {
	q := strings.TrimSpace(f.Query)
	if r := []rune(q); len(r) > MaxSearchLen {
		q = string(r[:MaxSearchLen])
	}
	f.Query = q
}

// TaxDocumentQuery reads the documents list's filters
// (?from=&to=&q=&page=&limit=): days as YYYY-MM-DD, from not after to,
// q of at most MaxSearchLen characters.
func TaxDocumentQuery(q url.Values) (TaxDocumentFilter, error) {
	f := FieldErrors{}
	filter := TaxDocumentFilter{Page: PageQuery(q, f)}
	filter.From, filter.To = optionalDateQuery(q, f, "from"), optionalDateQuery(q, f, "to")
	CheckPeriod(f, "to", filter.From, filter.To)
	filter.Query = searchParam(q, f, "q")
	if err := f.Err(); err != nil {
		return TaxDocumentFilter{}, err
	}
	return filter, nil
}

// TaxDocumentStore keeps the issued documents.
type TaxDocumentStore interface {
	// CheckoutDraft returns the draft of booking id's checkout: ENOTFOUND,
	// or ECONFLICT booking.checkout_closed (CheckoutClosed) when it is
	// cancelled or already checked out.
	CheckoutDraft(ctx context.Context, id int64) (*CheckoutDraft, error)
	// CheckoutOpen answers nil when booking id can be checked out, or
	// CheckoutDraft's errors: what a preview checks before it prices.
	CheckoutOpen(ctx context.Context, id int64) error
	// PreviewRedemptions takes the payments of s by gift cards, packages
	// and memberships as IssueCheckout does (RedeemAtCheckout,
	// CoverSessions, the sessions covering the lines they pay), without
	// writing: what a preview prices. The refusals are the payments' field
	// messages.
	PreviewRedemptions(ctx context.Context, s *Sale) error
	// IssueCheckout, in one transaction: checks the booking can be checked
	// out and the lines' prices against the services', prices the sale,
	// takes the next invoice number, stores the invoice, marks the booking
	// completed and records the sale's income. Nothing is written and no
	// number used when it fails.
	IssueCheckout(ctx context.Context, c Checkout) (*TaxDocument, error)
	// IssueIncome stores t, a record typed in the Add New Invoice form,
	// with its tax invoice (IncomeSale), in one transaction.
	IssueIncome(ctx context.Context, t *IncomeTransaction, issuer Issuer, issuedBy string) (*TaxDocument, error)
	// IssueCreditNote credits some of invoice id (PriceCredit) with the
	// next credit-note number.
	IssueCreditNote(ctx context.Context, id int64, r CreditRequest, issuer Issuer, issuedBy string) (*TaxDocument, error)
	// ListTaxDocuments returns one page of the documents matching f,
	// without their lines, and the number of all that match.
	ListTaxDocuments(ctx context.Context, f TaxDocumentFilter) ([]TaxDocument, int, error)
	// GetTaxDocument returns a document with its lines and payments, or
	// ENOTFOUND.
	GetTaxDocument(ctx context.Context, id int64) (*TaxDocument, error)
	// CreditNotesOf returns the credit notes of invoice id, oldest first.
	CreditNotesOf(ctx context.Context, id int64) ([]TaxDocument, error)
	// QueueDocumentEmail writes to the outbox the message that sends
	// document id to the guest of its booking (a credit note's booking is
	// its invoice's), DocumentEmail: ENOTFOUND for an unknown document,
	// ECONFLICT invoice.no_email when there is no guest e-mail.
	QueueDocumentEmail(ctx context.Context, id int64) (*OutboxMessage, error)
}

// IncomeSale is the sale of an income record typed in the Add New Invoice
// form, for its tax invoice: one line, the service at the service cash and
// card together, paid by that cash and that card, with the record's tips.
func IncomeSale(t *IncomeTransaction) Sale {
	s := Sale{
		Lines: []SaleLine{{Description: t.ServiceName, UnitPrice: t.CashAmount + t.VisaAmount, Quantity: 1}},
		Tips: Tips{Cash: t.TipsCashAmount, Card: t.TipsCardAmount,
			TherapistShare: t.TherapistTipShare, SpaShare: t.SpaTipShare},
		Payments: []Payment{},
	}
	if t.CashAmount > 0 {
		s.Payments = append(s.Payments, Payment{Method: PayCash, Amount: t.CashAmount})
	}
	if t.VisaAmount > 0 {
		s.Payments = append(s.Payments, Payment{Method: PayCard, Amount: t.VisaAmount})
	}
	return s
}
