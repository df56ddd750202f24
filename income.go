package dayspa

import (
	"context"
	"fmt"
	"math/big"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// The spa's income: invoices with their commission and tips, and their
// arithmetic (docs/product.md, "Income"). Every amount is Money (integer
// fils); every formula lives here, once, and is table-tested in
// income_test.go. The form's input is read in income_input.go, the sums of
// a period in income_summary.go.
//
// Rounding: the two formulas that multiply (card with markup, suggested
// commission) round to the fils half away from zero. Amounts are never
// negative there, so that is "half up": 0.5 fils becomes 1 fils. Sums and
// differences are exact.

// Percent is a rate in hundredths of a percent (basis points): 40% = 4000.
// It is written as text with two decimals, "40.00", and read from "40",
// "40.5", "40.00" or a JSON number.
type Percent int64

// DefaultCommission is the commission unless another is entered: 40% of
// the service revenue.
const DefaultCommission Percent = 4000

// ParsePercent parses a percentage from 0 to 100 with at most two decimals.
func ParsePercent(s string) (Percent, error) {
	m, err := ParseMoney(s) // the same text rules: digits, at most two decimals
	if err != nil || m > 10000 {
		return 0, fmt.Errorf("invalid percentage %q", s)
	}
	return Percent(m), nil
}

// String prints the rate with two decimals: "40.00".
func (p Percent) String() string { return Money(p).String() }

// Short writes p as people read it: "10", "12.5", "12.25".
func (p Percent) Short() string {
	return strings.TrimSuffix(strings.TrimRight(p.String(), "0"), ".")
}

// MarshalJSON writes the rate as a string with two decimals.
func (p Percent) MarshalJSON() ([]byte, error) { return []byte(`"` + p.String() + `"`), nil }

// InvoiceNumber is the number the server gives an invoice, sequential from
// FirstInvoiceNumber. JSON carries it as a string ("1526"), the type of
// the numbers the app used to make itself ("INV-1732000000").
type InvoiceNumber int64

// FirstInvoiceNumber is the first invoice number the server gives
// (docs/product.md, "Income").
const FirstInvoiceNumber InvoiceNumber = 1526

// MarshalJSON writes the number as a string.
func (n InvoiceNumber) MarshalJSON() ([]byte, error) {
	return []byte(`"` + strconv.FormatInt(int64(n), 10) + `"`), nil
}

// The choices of the Add New Invoice form. The form's first design also
// listed "{name}" among the sources, a placeholder of its template rather
// than a source, so it is not one: a source is one of these seven.
var (
	IncomeSources  = []string{"Ph Snap", "Wgg", "Moh", "Ph Insta", "Ph Google", "Dv", "Girl Discou"}
	IncomeServices = []string{"Massage", "Package (Massage+)", "Royal Package", "Moroccan Bath", "Girls Discount"}
)

// MaxIncomeAmount bounds each amount of an invoice; it keeps every sum of
// a million invoices far inside int64.
const MaxIncomeAmount = Money(1_000_000_00)

// Limits of an invoice's text fields.
const (
	maxIncomeNameLen  = 100
	maxIncomeNotesLen = 2000
)

// The field messages of the invoice forms. The rules (required fields,
// numbers of at least 0 in steps of 0.01, the choices) came without
// texts; these say what to do.
var (
	MsgIncomeDate      = NewMsg("income.date", "Please enter a valid date.")
	MsgIncomeSource    = NewMsg("income.source", "Please select a source.")
	MsgIncomeCustomer  = NewMsg("income.customer", "Customer name is required.")
	MsgIncomeService   = NewMsg("income.service", "Please select a service.")
	MsgIncomeTherapist = NewMsg("income.therapist", "Therapist name is required.")
	MsgIncomeAmount    = NewMsg("income.amount", "Enter an amount from 0 to 1000000 with at most two decimals.")
	MsgIncomePercent   = NewMsg("income.percent", "Enter a percentage from 0 to 100 with at most two decimals.")
	MsgIncomeNameLong  = NewMsg("income.name_long", "Must be at most 100 characters.")
	MsgIncomeNotesLong = NewMsg("income.notes_long", "Notes must be at most 2000 characters.")
)

// IncomeTransaction is one invoice. The server assigns ID and
// InvoiceNumber; VisaMarkup, TipsAmount, TotalAmount and the summary at
// the head of Notes are derived from the other amounts by Derive. An
// invoice is validated and derived once, by Revise (NewIncomeTransaction
// on create): the store stores what it is given.
type IncomeTransaction struct {
	ID            int64         `json:"id"`
	InvoiceNumber InvoiceNumber `json:"invoiceNumber"`
	// TransactionDate is the spa's calendar day of the invoice.
	TransactionDate Date   `json:"transactionDate"`
	Source          string `json:"source"`
	CustomerName    string `json:"customerName"`
	ServiceName     string `json:"serviceName"`
	ServiceCategory string `json:"serviceCategory"`
	TherapistName   string `json:"therapistName"`
	// CashAmount and VisaAmount are the service paid in cash and by card.
	CashAmount Money `json:"cashAmount"`
	VisaAmount Money `json:"visaAmount"`
	// VisaMarkup is the card amount with the markup: VisaAmount × 1.4.
	VisaMarkup           Money   `json:"visaMarkup"`
	CommissionAmount     Money   `json:"commissionAmount"`
	CommissionPercentage Percent `json:"commissionPercentage"`
	// TipsAmount is TipsCashAmount + TipsCardAmount.
	TipsAmount        Money `json:"tipsAmount"`
	TipsCashAmount    Money `json:"tipsCashAmount"`
	TipsCardAmount    Money `json:"tipsCardAmount"`
	TipsVat           Money `json:"tipsVat"`
	TherapistTipShare Money `json:"therapistTipShare"`
	SpaTipShare       Money `json:"spaTipShare"`
	// ExpensesAmount is the disposables charged on the invoice.
	ExpensesAmount Money `json:"expensesAmount"`
	// TotalAmount is cash + card + spa tip share + expenses.
	TotalAmount Money     `json:"totalAmount"`
	Notes       string    `json:"notes"`
	CreatedAt   time.Time `json:"createdAt"`
	UpdatedAt   time.Time `json:"updatedAt"`
	// TaxDocumentID is the tax invoice the record came from (a checkout),
	// nil for a record typed in the form.
	TaxDocumentID *int64 `json:"taxDocumentId,omitempty"`
}

// InvoiceParts are the amounts an invoice's total adds up.
type InvoiceParts struct {
	Cash, Card, SpaTipShare, Expenses Money
}

// InvoiceTotal is an invoice's total: service cash + service card + spa
// tip share + expenses (disposables). Tips VAT is not part of it.
func InvoiceTotal(p InvoiceParts) Money {
	return p.Cash + p.Card + p.SpaTipShare + p.Expenses
}

// CardWithMarkup is the card amount times 1.4, rounded to the fils half
// away from zero.
func CardWithMarkup(card Money) Money { return MulRatio(card, 14, 10) }

// SuggestedCommission is the commission a rate gives on the service
// revenue (cash + card), rounded to the fils half away from zero: 40% of
// 300.00 + 200.00 is 200.00. The form offers it; the commission stored is
// the one entered.
func SuggestedCommission(cash, card Money, rate Percent) Money {
	return MulRatio(cash+card, int64(rate), 10000)
}

// TipsTotal is the tips of an invoice: cash tips + card tips.
func TipsTotal(tipsCash, tipsCard Money) Money { return tipsCash + tipsCard }

// CashOnHand is the total cash less the total commission paid out of it.
// It may be negative (the dashboard then shows it in red).
func CashOnHand(cash, commission Money) Money { return cash - commission }

// DailyTotal is a day's (or a period's) total takings: cash + card + spa
// tip share + tips VAT.
func DailyTotal(cash, card, spaTipShare, tipsVat Money) Money {
	return cash + card + spaTipShare + tipsVat
}

// TherapistEarnings is a therapist's earnings over a period: commission +
// their share of the tips.
func TherapistEarnings(commission, therapistTipShare Money) Money {
	return commission + therapistTipShare
}

// TherapistDayEarnings is a therapist's earnings in the daily view:
// commission + the whole tips of their invoices: a day's card shows what
// the therapist takes home that evening.
func TherapistDayEarnings(commission, tips Money) Money { return commission + tips }

// MulRatio returns m × num / den rounded to the fils half away from zero.
// den must be positive. It is exact for any int64 amount.
func MulRatio(m Money, num, den int64) Money {
	x := new(big.Int).Mul(big.NewInt(int64(m)), big.NewInt(num))
	d := big.NewInt(den)
	q, r := new(big.Int).QuoRem(x, d, new(big.Int)) // truncated towards zero
	// |r| * 2 >= den rounds away from zero.
	if r.Abs(r).Lsh(r, 1).Cmp(d) >= 0 {
		if x.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
		} else {
			q.Add(q, big.NewInt(1))
		}
	}
	return Money(q.Int64())
}

// NotesSummary is the line at the head of an invoice's notes that
// summarises the parts of its total:
// "Cash: 300.00 | Card: 200.00 | Spa tips: 20.00 | Expenses: 10.00".
func NotesSummary(p InvoiceParts) string {
	return fmt.Sprintf("Cash: %s | Card: %s | Spa tips: %s | Expenses: %s", p.Cash, p.Card, p.SpaTipShare, p.Expenses)
}

var notesSummaryRE = regexp.MustCompile(`^Cash: -?\d+\.\d\d \| Card: -?\d+\.\d\d \| Spa tips: -?\d+\.\d\d \| Expenses: -?\d+\.\d\d(\r?\n|$)`)

// StripNotesSummary returns notes without a summary line at its head, so
// that the summary of the current amounts can replace it.
func StripNotesSummary(notes string) string {
	return strings.TrimSpace(notesSummaryRE.ReplaceAllString(notes, ""))
}

// NotesWithSummary returns the summary line of p, followed on the next
// line by the notes typed (without any older summary), if any.
func NotesWithSummary(p InvoiceParts, notes string) string {
	s := NotesSummary(p)
	if n := StripNotesSummary(notes); n != "" {
		s += "\n" + n
	}
	return s
}

// Parts returns the amounts the invoice's total adds up.
func (t *IncomeTransaction) Parts() InvoiceParts {
	return InvoiceParts{Cash: t.CashAmount, Card: t.VisaAmount, SpaTipShare: t.SpaTipShare, Expenses: t.ExpensesAmount}
}

// Derive recomputes the derived fields from the entered ones: the tips,
// the card with markup, the total and the summary at the head of the
// notes. Revise calls it, once per write.
func (t *IncomeTransaction) Derive() {
	t.TipsAmount = TipsTotal(t.TipsCashAmount, t.TipsCardAmount)
	t.VisaMarkup = CardWithMarkup(t.VisaAmount)
	t.TotalAmount = InvoiceTotal(t.Parts())
	t.Notes = NotesWithSummary(t.Parts(), t.Notes)
}

// Validate checks the invoice's fields with the forms' messages: the
// required texts, the choices, the amounts and the date. A record that
// came from a tax invoice names its source and service freely (the
// booking's service, not one of the form's choices): one line of text.
func (t *IncomeTransaction) Validate() error {
	f := FieldErrors{}
	if t.TransactionDate.IsZero() || t.TransactionDate.Year < 2000 || t.TransactionDate.Year > 2099 {
		f.Add("transactionDate", MsgIncomeDate)
	}
	// A checkout's record names the booked service, not one of the form's.
	issued := t.TaxDocumentID != nil && t.Source == CheckoutSource
	if issued {
		checkIncomeName(f, "source", t.Source, MsgIncomeSource)
	} else if !oneOf(t.Source, IncomeSources) {
		f.Add("source", MsgIncomeSource)
	}
	checkIncomeName(f, "customerName", t.CustomerName, MsgIncomeCustomer)
	if issued {
		checkIncomeName(f, "serviceName", t.ServiceName, MsgIncomeService)
	} else if !oneOf(t.ServiceName, IncomeServices) {
		f.Add("serviceName", MsgIncomeService)
	}
	if !ValidText(t.ServiceCategory, OneLine) || t.ServiceCategory != "" && VisibleLen(t.ServiceCategory) == 0 {
		f.Add("serviceCategory", MsgHiddenChars)
	} else if utf8.RuneCountInString(t.ServiceCategory) > maxIncomeNameLen {
		f.Add("serviceCategory", MsgIncomeNameLong)
	}
	checkIncomeName(f, "therapistName", t.TherapistName, MsgIncomeTherapist)
	for field, m := range t.amounts() {
		if *m < 0 || *m > MaxIncomeAmount {
			f.Add(field, MsgIncomeAmount)
		}
	}
	if t.CommissionPercentage < 0 || t.CommissionPercentage > 10000 {
		f.Add("commissionPercentage", MsgIncomePercent)
	}
	checkFreeText(f, "notes", StripNotesSummary(t.Notes), maxIncomeNotesLen, MsgIncomeNotesLong)
	return f.Err()
}

// amounts returns the entered amounts by their JSON names.
func (t *IncomeTransaction) amounts() map[string]*Money {
	return map[string]*Money{
		"cashAmount":        &t.CashAmount,
		"visaAmount":        &t.VisaAmount,
		"commissionAmount":  &t.CommissionAmount,
		"tipsCashAmount":    &t.TipsCashAmount,
		"tipsCardAmount":    &t.TipsCardAmount,
		"tipsVat":           &t.TipsVat,
		"therapistTipShare": &t.TherapistTipShare,
		"spaTipShare":       &t.SpaTipShare,
		"expensesAmount":    &t.ExpensesAmount,
	}
}

// checkIncomeName requires a name of one line that shows (required is the
// field's message, for a missing name and for one that is not text).
func checkIncomeName(f FieldErrors, field, v string, required Msg) {
	switch n := utf8.RuneCountInString(v); {
	case !ValidText(v, OneLine) || VisibleLen(v) == 0:
		f.Add(field, required)
	case n > maxIncomeNameLen:
		f.Add(field, MsgIncomeNameLong)
	}
}

func oneOf(v string, choices []string) bool {
	for _, c := range choices {
		if v == c {
			return true
		}
	}
	return false
}

// Revise applies u to the invoice, validates the result and derives its
// amounts: the one place where an invoice's rules run, once per write
// (NewIncomeTransaction on create, the store's UpdateIncome on edit,
// under the invoice's row lock). On error t is left as it was.
func (t *IncomeTransaction) Revise(u IncomeUpdate) error {
	next := *t
	u.Apply(&next)
	if err := next.Validate(); err != nil {
		return err
	}
	next.Derive()
	*t = next
	return nil
}

// NewIncomeTransaction returns the invoice u describes, on the defaults
// (amounts 0, commission 40%), validated and with its derived fields.
func NewIncomeTransaction(u IncomeUpdate) (IncomeTransaction, error) {
	t := IncomeTransaction{CommissionPercentage: DefaultCommission}
	if err := t.Revise(u); err != nil {
		return IncomeTransaction{}, err
	}
	return t, nil
}

// IncomeFilter selects invoices; nil and empty fields match all. From and
// To are days of the spa's calendar, both included (To to the end of its
// day). Source matches exactly, Therapist as a case-insensitive substring,
// MinTotal and MaxTotal bound TotalAmount (both included). TherapistName
// matches the therapist's name exactly, as typed, the way the summary's
// therapist lines group invoices (a therapist's own earnings). Lists are
// newest first: by day, then the most recently created.
type IncomeFilter struct {
	From, To           *Date
	Source             string
	Therapist          string
	TherapistName      string
	MinTotal, MaxTotal *Money
	Page
}

// IncomeStore keeps the invoices.
type IncomeStore interface {
	// CreateIncome stores t, an invoice NewIncomeTransaction made (valid,
	// its amounts derived), assigning its ID and the next invoice number:
	// sequential from FirstInvoiceNumber, unique under concurrent creates.
	CreateIncome(ctx context.Context, t *IncomeTransaction) error
	// GetIncome returns ENOTFOUND if no invoice has that id.
	GetIncome(ctx context.Context, id int64) (*IncomeTransaction, error)
	// UpdateIncome revises the invoice with u (IncomeTransaction.Revise)
	// under its row lock; a record with a tax invoice whose edit changes
	// what the invoice says (InvoiceChanged) is corrected with c: a credit
	// note and a corrected invoice. Returns ENOTFOUND, Revise's EINVALID
	// or c's (reason); nothing is written then.
	UpdateIncome(ctx context.Context, id int64, u IncomeUpdate, c IncomeCorrection) (*IncomeTransaction, error)
	// DeleteIncome removes the invoice from the records and their sums; a
	// record with a tax invoice is credited with c (what is left of the
	// invoice). Returns ENOTFOUND if no invoice has that id.
	DeleteIncome(ctx context.Context, id int64, c IncomeCorrection) error
	// ListIncome returns one page of the invoices matching f, newest first,
	// and the number of all that match.
	ListIncome(ctx context.Context, f IncomeFilter) ([]IncomeTransaction, int, error)
	// IncomeStats sums the invoices matching f (f's page is ignored).
	IncomeStats(ctx context.Context, f IncomeFilter) (IncomeStats, error)
	// IncomeSummary sums the invoices matching f (f's page is ignored):
	// totals and therapist lines over the whole period, and the day cards
	// of its newest days days that have invoices (all when days <= 0).
	IncomeSummary(ctx context.Context, f IncomeFilter, days int) (IncomeSummary, error)
}
