package dayspa

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// The spa's income: invoices with their commission and tips, and the
// arithmetic of SPEC §9. Every amount is Money (integer fils); every
// formula lives here, once, and is table-tested in income_test.go.
//
// Rounding: the two formulas that multiply (card with markup, suggested
// commission) round to the fils half away from zero. Amounts are never
// negative there, so that is "half up": 0.5 fils becomes 1 fils. Sums and
// differences are exact.

// Percent is a rate in hundredths of a percent (basis points): 40% = 4000.
// It is written as text with two decimals, "40.00", and read from "40",
// "40.5", "40.00" or a JSON number.
type Percent int64

// DefaultCommission is SPEC §9's commission: 40% of service revenue.
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

// MarshalJSON writes the rate as a string with two decimals.
func (p Percent) MarshalJSON() ([]byte, error) { return []byte(`"` + p.String() + `"`), nil }

// InvoiceNumber is the number the server gives an invoice, sequential from
// FirstInvoiceNumber. JSON carries it as a string ("1526"), the type the
// client's own invoice numbers had (SPEC §7).
type InvoiceNumber int64

// FirstInvoiceNumber is the first invoice number (SPEC §9).
const FirstInvoiceNumber InvoiceNumber = 1526

// MarshalJSON writes the number as a string.
func (n InvoiceNumber) MarshalJSON() ([]byte, error) {
	return []byte(`"` + strconv.FormatInt(int64(n), 10) + `"`), nil
}

// The choices of the Add New Invoice form (SPEC §5). SPEC's source list
// also shows "{name}", a placeholder of its template rather than a source,
// so it is not one: a source is one of these seven.
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

// The field messages of the invoice forms. SPEC gives the rules (required
// fields, numbers of at least 0 in steps of 0.01, the choices) but no
// texts; these say what to do.
const (
	MsgIncomeDate      = "Please enter a valid date."
	MsgIncomeSource    = "Please select a source."
	MsgIncomeCustomer  = "Customer name is required."
	MsgIncomeService   = "Please select a service."
	MsgIncomeTherapist = "Therapist name is required."
	MsgIncomeAmount    = "Enter an amount from 0 to 1000000 with at most two decimals."
	MsgIncomePercent   = "Enter a percentage from 0 to 100 with at most two decimals."
	MsgIncomeNameLong  = "Must be at most 100 characters."
	MsgIncomeNotesLong = "Notes must be at most 2000 characters."
)

// IncomeTransaction is one invoice (SPEC §3). The server assigns ID and
// InvoiceNumber; VisaMarkup, TipsAmount, TotalAmount and the summary at
// the head of Notes are derived from the other amounts by Derive.
type IncomeTransaction struct {
	ID            int64         `json:"id"`
	InvoiceNumber InvoiceNumber `json:"invoiceNumber"`
	// TransactionDate is the spa's calendar day of the invoice (Dubai).
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
}

// InvoiceParts are the amounts an invoice's total adds up.
type InvoiceParts struct {
	Cash, Card, SpaTipShare, Expenses Money
}

// InvoiceTotal is SPEC §9's add-form total: service cash + service card +
// spa tip share + expenses (disposables). Tips VAT is not part of it.
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

// DailyTotal is SPEC §9's daily total: cash + card + spa tip share + tips
// VAT.
func DailyTotal(cash, card, spaTipShare, tipsVat Money) Money {
	return cash + card + spaTipShare + tipsVat
}

// TherapistEarnings is a therapist's earnings over a period: commission +
// their share of the tips.
func TherapistEarnings(commission, therapistTipShare Money) Money {
	return commission + therapistTipShare
}

// TherapistDayEarnings is a therapist's earnings in the daily view:
// commission + the whole tips of their invoices (SPEC §9).
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
// notes. The store calls it before every write.
func (t *IncomeTransaction) Derive() {
	t.TipsAmount = TipsTotal(t.TipsCashAmount, t.TipsCardAmount)
	t.VisaMarkup = CardWithMarkup(t.VisaAmount)
	t.TotalAmount = InvoiceTotal(t.Parts())
	t.Notes = NotesWithSummary(t.Parts(), t.Notes)
}

// Validate checks the invoice's fields with the forms' messages: the
// required texts, the choices, the amounts and the date.
func (t *IncomeTransaction) Validate() error {
	f := FieldErrors{}
	if t.TransactionDate.IsZero() || t.TransactionDate.Year < 2000 || t.TransactionDate.Year > 2099 {
		f.Add("transactionDate", MsgIncomeDate)
	}
	if !oneOf(t.Source, IncomeSources) {
		f.Add("source", MsgIncomeSource)
	}
	checkIncomeName(f, "customerName", t.CustomerName, MsgIncomeCustomer)
	if !oneOf(t.ServiceName, IncomeServices) {
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
func checkIncomeName(f FieldErrors, field, v, required string) {
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

// cleanText trims s and folds every run of white space into one space.
func cleanText(s string) string { return strings.Join(strings.Fields(s), " ") }

// FormNumber is a number as a form sends it: a JSON number or a string,
// kept as text and parsed with a field message by IncomeInput.Parse. A
// blank string counts as 0 (SPEC §5). Anything else (an object, a list, a
// boolean) is a *json.UnmarshalTypeError, which the decoder names with the
// field.
type FormNumber string

// UnmarshalJSON keeps the text of a JSON number or string.
func (n *FormNumber) UnmarshalJSON(b []byte) error {
	text := bytes.TrimSpace(b)
	if len(text) > 0 && text[0] == '"' {
		var s string
		if err := json.Unmarshal(text, &s); err != nil {
			return err
		}
		*n = FormNumber(s)
		return nil
	}
	var num json.Number
	if len(text) == 0 || json.Unmarshal(text, &num) != nil {
		return &json.UnmarshalTypeError{Value: string(b), Type: reflect.TypeFor[float64]()}
	}
	*n = FormNumber(text)
	return nil
}

// IncomeInput is an invoice as the Add New Invoice form and the edit dialog
// send it. A field left out (or null) is not set: on create it takes its
// default (0 for amounts, 40 for commissionPercentage), on PATCH it stays
// as it is. ID, InvoiceNumber, VisaMarkup, TipsAmount, TotalAmount,
// CreatedAt and UpdatedAt are accepted, because the client sends whole
// invoices, and ignored: the server assigns the number and derives the rest.
type IncomeInput struct {
	TransactionDate      *string     `json:"transactionDate"`
	Source               *string     `json:"source"`
	CustomerName         *string     `json:"customerName"`
	ServiceName          *string     `json:"serviceName"`
	ServiceCategory      *string     `json:"serviceCategory"`
	TherapistName        *string     `json:"therapistName"`
	CashAmount           *FormNumber `json:"cashAmount"`
	VisaAmount           *FormNumber `json:"visaAmount"`
	CommissionAmount     *FormNumber `json:"commissionAmount"`
	CommissionPercentage *FormNumber `json:"commissionPercentage"`
	TipsCashAmount       *FormNumber `json:"tipsCashAmount"`
	TipsCardAmount       *FormNumber `json:"tipsCardAmount"`
	TipsVat              *FormNumber `json:"tipsVat"`
	TherapistTipShare    *FormNumber `json:"therapistTipShare"`
	SpaTipShare          *FormNumber `json:"spaTipShare"`
	ExpensesAmount       *FormNumber `json:"expensesAmount"`
	Notes                *string     `json:"notes"`

	// Ignored: assigned or derived by the server.
	ID            json.RawMessage `json:"id"`
	CreatedAt     json.RawMessage `json:"createdAt"`
	UpdatedAt     json.RawMessage `json:"updatedAt"`
	InvoiceNumber json.RawMessage `json:"invoiceNumber"`
	VisaMarkup    json.RawMessage `json:"visaMarkup"`
	TipsAmount    json.RawMessage `json:"tipsAmount"`
	TotalAmount   json.RawMessage `json:"totalAmount"`
}

// IncomeUpdate holds the parsed fields of an invoice write; nil means not
// set (unchanged on PATCH, the default on create).
type IncomeUpdate struct {
	TransactionDate      *Date
	Source               *string
	CustomerName         *string
	ServiceName          *string
	ServiceCategory      *string
	TherapistName        *string
	CashAmount           *Money
	VisaAmount           *Money
	CommissionAmount     *Money
	CommissionPercentage *Percent
	TipsCashAmount       *Money
	TipsCardAmount       *Money
	TipsVat              *Money
	TherapistTipShare    *Money
	SpaTipShare          *Money
	ExpensesAmount       *Money
	Notes                *string
}

// Parse reads the input's fields into an IncomeUpdate, with a message for
// each field that cannot be read (EINVALID; the update holds the other
// fields, and a zero value for those, so that Validate can add its own
// messages). Dates are "YYYY-MM-DD", taken as they
// are, or RFC 3339 date-times, mapped to their day in the spa's zone loc.
// Text is trimmed and its runs of white space folded (notes keep their
// lines); a one-line field that is not one line of text (ValidText) has
// its field's message. A blank amount counts as 0.
func (in IncomeInput) Parse(loc *time.Location) (IncomeUpdate, error) {
	f := FieldErrors{}
	var u IncomeUpdate
	if in.TransactionDate != nil {
		d, err := ParseCalendarDate(strings.TrimSpace(*in.TransactionDate), loc)
		if err != nil {
			f.Add("transactionDate", MsgIncomeDate)
		}
		u.TransactionDate = &d
	}
	// A line break or tab in a one-line field is refused before folding
	// could hide it.
	text := func(field, msg string, s *string) *string {
		if s == nil {
			return nil
		}
		if !ValidText(*s, OneLine) {
			f.Add(field, msg)
		}
		v := cleanText(*s)
		return &v
	}
	u.Source = text("source", MsgIncomeSource, in.Source)
	u.CustomerName = text("customerName", MsgIncomeCustomer, in.CustomerName)
	u.ServiceName = text("serviceName", MsgIncomeService, in.ServiceName)
	u.ServiceCategory = text("serviceCategory", MsgHiddenChars, in.ServiceCategory)
	u.TherapistName = text("therapistName", MsgIncomeTherapist, in.TherapistName)
	if in.Notes != nil {
		v := strings.TrimSpace(strings.ReplaceAll(*in.Notes, "\r\n", "\n"))
		u.Notes = &v
	}
	amount := func(field string, n *FormNumber) *Money {
		if n == nil {
			return nil
		}
		var m Money
		if s := strings.TrimSpace(string(*n)); s != "" {
			var err error
			if m, err = ParseMoney(s); err != nil || m > MaxIncomeAmount {
				f.Add(field, MsgIncomeAmount)
			}
		}
		return &m
	}
	u.CashAmount = amount("cashAmount", in.CashAmount)
	u.VisaAmount = amount("visaAmount", in.VisaAmount)
	u.CommissionAmount = amount("commissionAmount", in.CommissionAmount)
	u.TipsCashAmount = amount("tipsCashAmount", in.TipsCashAmount)
	u.TipsCardAmount = amount("tipsCardAmount", in.TipsCardAmount)
	u.TipsVat = amount("tipsVat", in.TipsVat)
	u.TherapistTipShare = amount("therapistTipShare", in.TherapistTipShare)
	u.SpaTipShare = amount("spaTipShare", in.SpaTipShare)
	u.ExpensesAmount = amount("expensesAmount", in.ExpensesAmount)
	if in.CommissionPercentage != nil {
		p := DefaultCommission
		if s := strings.TrimSpace(string(*in.CommissionPercentage)); s != "" {
			var err error
			if p, err = ParsePercent(s); err != nil {
				f.Add("commissionPercentage", MsgIncomePercent)
			}
		}
		u.CommissionPercentage = &p
	}
	return u, f.Err()
}

// Apply copies the set fields of u onto t.
func (u IncomeUpdate) Apply(t *IncomeTransaction) {
	set := func(dst *string, v *string) {
		if v != nil {
			*dst = *v
		}
	}
	setMoney := func(dst *Money, v *Money) {
		if v != nil {
			*dst = *v
		}
	}
	if u.TransactionDate != nil {
		t.TransactionDate = *u.TransactionDate
	}
	set(&t.Source, u.Source)
	set(&t.CustomerName, u.CustomerName)
	set(&t.ServiceName, u.ServiceName)
	set(&t.ServiceCategory, u.ServiceCategory)
	set(&t.TherapistName, u.TherapistName)
	set(&t.Notes, u.Notes)
	setMoney(&t.CashAmount, u.CashAmount)
	setMoney(&t.VisaAmount, u.VisaAmount)
	setMoney(&t.CommissionAmount, u.CommissionAmount)
	setMoney(&t.TipsCashAmount, u.TipsCashAmount)
	setMoney(&t.TipsCardAmount, u.TipsCardAmount)
	setMoney(&t.TipsVat, u.TipsVat)
	setMoney(&t.TherapistTipShare, u.TherapistTipShare)
	setMoney(&t.SpaTipShare, u.SpaTipShare)
	setMoney(&t.ExpensesAmount, u.ExpensesAmount)
	if u.CommissionPercentage != nil {
		t.CommissionPercentage = *u.CommissionPercentage
	}
}

// NewIncomeTransaction returns the invoice u describes, on the defaults
// (amounts 0, commission 40%), validated and with its derived fields.
func NewIncomeTransaction(u IncomeUpdate) (IncomeTransaction, error) {
	t := IncomeTransaction{CommissionPercentage: DefaultCommission}
	u.Apply(&t)
	if err := t.Validate(); err != nil {
		return IncomeTransaction{}, err
	}
	t.Derive()
	return t, nil
}

// IncomeFilter selects invoices; nil and empty fields match all. From and
// To are days of the spa's calendar, both included (To to the end of its
// day). Source matches exactly, Therapist as a case-insensitive substring,
// MinTotal and MaxTotal bound TotalAmount (both included). Lists are
// newest first: by day, then the most recently created.
type IncomeFilter struct {
	From, To           *Date
	Source             string
	Therapist          string
	MinTotal, MaxTotal *Money
	Page
}

// IncomeStats are the dashboard's three income cards (SPEC §3): the sums of
// the invoices' totals, cash and card.
type IncomeStats struct {
	TotalIncome Money `json:"totalIncome"`
	TotalCash   Money `json:"totalCash"`
	TotalVisa   Money `json:"totalVisa"`
}

// IncomeFigures are the sums of the entered and derived amounts of a set
// of invoices, as the database adds them up.
type IncomeFigures struct {
	Count             int   `json:"count"`
	Cash              Money `json:"cash"`
	Card              Money `json:"card"`
	CardWithMarkup    Money `json:"cardWithMarkup"` // the sum of each invoice's visaMarkup
	Commission        Money `json:"commission"`
	Tips              Money `json:"tips"`
	TipsVat           Money `json:"tipsVat"`
	TherapistTipShare Money `json:"therapistTipShare"`
	SpaTipShare       Money `json:"spaTipShare"`
	Expenses          Money `json:"expenses"`
	TotalAmount       Money `json:"totalAmount"`
}

// Add adds o's sums to f's.
func (f *IncomeFigures) Add(o IncomeFigures) {
	f.Count += o.Count
	f.Cash += o.Cash
	f.Card += o.Card
	f.CardWithMarkup += o.CardWithMarkup
	f.Commission += o.Commission
	f.Tips += o.Tips
	f.TipsVat += o.TipsVat
	f.TherapistTipShare += o.TherapistTipShare
	f.SpaTipShare += o.SpaTipShare
	f.Expenses += o.Expenses
	f.TotalAmount += o.TotalAmount
}

// FiguresOf returns the figures of one invoice.
func FiguresOf(t *IncomeTransaction) IncomeFigures {
	return IncomeFigures{Count: 1, Cash: t.CashAmount, Card: t.VisaAmount, CardWithMarkup: t.VisaMarkup,
		Commission: t.CommissionAmount, Tips: t.TipsAmount, TipsVat: t.TipsVat,
		TherapistTipShare: t.TherapistTipShare, SpaTipShare: t.SpaTipShare, Expenses: t.ExpensesAmount,
		TotalAmount: t.TotalAmount}
}

// IncomeGroup is the figures of one therapist's invoices of one day, the
// unit the store aggregates by; Summarize builds the rest from these.
type IncomeGroup struct {
	Date      Date
	Therapist string
	IncomeFigures
}

// PeriodTotals are the figures of a period with the formulas of SPEC §9.
type PeriodTotals struct {
	IncomeFigures
	CashOnHand Money `json:"cashOnHand"` // cash − commission; may be negative
	DailyTotal Money `json:"dailyTotal"` // cash + card + spa tip share + tips VAT
}

func totalsOf(f IncomeFigures) PeriodTotals {
	return PeriodTotals{IncomeFigures: f,
		CashOnHand: CashOnHand(f.Cash, f.Commission),
		DailyTotal: DailyTotal(f.Cash, f.Card, f.SpaTipShare, f.TipsVat)}
}

// DaySummary is a daily financial summary card: the day's figures and
// each therapist's commission and tips that day.
type DaySummary struct {
	Date Date `json:"date"`
	PeriodTotals
	Therapists []TherapistDay `json:"therapists"`
}

// TherapistDay is one therapist's line of a day's card; Earnings is
// commission + tips (the daily view of SPEC §9).
type TherapistDay struct {
	Name       string `json:"name"`
	Count      int    `json:"count"`
	Commission Money  `json:"commission"`
	Tips       Money  `json:"tips"`
	Earnings   Money  `json:"earnings"`
}

// TherapistSummary is one therapist's commission and tips over the period;
// Earnings is commission + therapist tip share.
type TherapistSummary struct {
	Name              string `json:"name"`
	Count             int    `json:"count"`
	Commission        Money  `json:"commission"`
	Tips              Money  `json:"tips"`
	TherapistTipShare Money  `json:"therapistTipShare"`
	Earnings          Money  `json:"earnings"`
}

// IncomeSummary is what the Income tab and the report show above the
// transactions: the period's totals, a card per day (newest first) and a
// line per therapist (by name). Days may hold only the newest of the
// period's days; DayCount is how many days of the period have invoices.
type IncomeSummary struct {
	From       *Date              `json:"from"`
	To         *Date              `json:"to"`
	Totals     PeriodTotals       `json:"totals"`
	DayCount   int                `json:"dayCount"`
	Days       []DaySummary       `json:"days"`
	Therapists []TherapistSummary `json:"therapists"`
}

// DefaultSummaryDays is how many day cards a summary holds unless asked
// for more: a month's.
const DefaultSummaryDays = 31

// MaxSummaryDays bounds the day cards of one summary: two years'.
const MaxSummaryDays = 731

// SummarizePeriod builds the summary of a period whose day cards are only
// its newest days: totals and therapist lines come from byTherapist, the
// store's sums per therapist over the whole period; the day cards from
// recent, its per-day, per-therapist sums of those days; dayCount is the
// number of days of the period with invoices.
func SummarizePeriod(from, to *Date, byTherapist, recent []IncomeGroup, dayCount int) IncomeSummary {
	whole := Summarize(from, to, byTherapist)
	s := Summarize(from, to, recent)
	s.Totals, s.Therapists, s.DayCount = whole.Totals, whole.Therapists, dayCount
	return s
}

// Summarize builds the summary of a period from the store's per-day,
// per-therapist groups, in any order.
func Summarize(from, to *Date, groups []IncomeGroup) IncomeSummary {
	s := IncomeSummary{From: from, To: to, Days: []DaySummary{}, Therapists: []TherapistSummary{}}
	var all IncomeFigures
	days := map[Date]*IncomeFigures{}
	dayTherapists := map[Date][]TherapistDay{}
	therapists := map[string]*TherapistSummary{}
	for _, g := range groups {
		all.Add(g.IncomeFigures)
		if days[g.Date] == nil {
			days[g.Date] = &IncomeFigures{}
		}
		days[g.Date].Add(g.IncomeFigures)
		dayTherapists[g.Date] = append(dayTherapists[g.Date], TherapistDay{
			Name: g.Therapist, Count: g.Count, Commission: g.Commission, Tips: g.Tips,
			Earnings: TherapistDayEarnings(g.Commission, g.Tips)})
		ts := therapists[g.Therapist]
		if ts == nil {
			ts = &TherapistSummary{Name: g.Therapist}
			therapists[g.Therapist] = ts
		}
		ts.Count += g.Count
		ts.Commission += g.Commission
		ts.Tips += g.Tips
		ts.TherapistTipShare += g.TherapistTipShare
	}
	s.Totals = totalsOf(all)
	s.DayCount = len(days)
	for d, f := range days {
		ths := dayTherapists[d]
		sortBy(ths, func(a, b TherapistDay) bool { return nameLess(a.Name, b.Name) })
		s.Days = append(s.Days, DaySummary{Date: d, PeriodTotals: totalsOf(*f), Therapists: ths})
	}
	sortBy(s.Days, func(a, b DaySummary) bool { return dateLess(b.Date, a.Date) })
	for _, ts := range therapists {
		ts.Earnings = TherapistEarnings(ts.Commission, ts.TherapistTipShare)
		s.Therapists = append(s.Therapists, *ts)
	}
	sortBy(s.Therapists, func(a, b TherapistSummary) bool { return nameLess(a.Name, b.Name) })
	return s
}

// Expense is a cost of the spa (SPEC fetches expenses but shows none of
// their fields; these are ours).
type Expense struct {
	ID          int64  `json:"id"`
	Date        Date   `json:"date"`
	Category    string `json:"category"`
	Description string `json:"description"`
	Amount      Money  `json:"amount"`
}

// IncomeStore keeps the invoices.
type IncomeStore interface {
	// CreateIncome validates t, derives its fields, assigns its ID and the
	// next invoice number (sequential from 1526, unique under concurrent
	// creates) and stores it. Returns EINVALID.
	CreateIncome(ctx context.Context, t *IncomeTransaction) error
	// GetIncome returns ENOTFOUND if no invoice has that id.
	GetIncome(ctx context.Context, id int64) (*IncomeTransaction, error)
	// UpdateIncome applies u to the invoice, validates it and derives its
	// fields again. Returns ENOTFOUND or EINVALID; nothing is written then.
	UpdateIncome(ctx context.Context, id int64, u IncomeUpdate) (*IncomeTransaction, error)
	// DeleteIncome returns ENOTFOUND if no invoice has that id.
	DeleteIncome(ctx context.Context, id int64) error
	// ListIncome returns one page of the invoices matching f, newest first,
	// and the number of all that match.
	ListIncome(ctx context.Context, f IncomeFilter) ([]IncomeTransaction, int, error)
	// IncomeStats sums the invoices matching f (f's page is ignored).
	IncomeStats(ctx context.Context, f IncomeFilter) (IncomeStats, error)
	// IncomeSummary sums the invoices matching f (f's page is ignored):
	// totals and therapist lines over the whole period, and the day cards
	// of its newest days days that have invoices (all when days <= 0).
	IncomeSummary(ctx context.Context, f IncomeFilter, days int) (IncomeSummary, error)
	// ListExpenses returns every expense, newest first.
	ListExpenses(ctx context.Context) ([]Expense, error)
}

// dateLess reports whether a is before b, without formatting them.
func dateLess(a, b Date) bool {
	if a.Year != b.Year {
		return a.Year < b.Year
	}
	if a.Month != b.Month {
		return a.Month < b.Month
	}
	return a.Day < b.Day
}

// nameLess orders names for people: by their lower case, then as typed.
func nameLess(a, b string) bool {
	if la, lb := strings.ToLower(a), strings.ToLower(b); la != lb {
		return la < lb
	}
	return a < b
}

// sortBy sorts s by less, keeping the order of equal elements.
func sortBy[T any](s []T, less func(a, b T) bool) {
	slices.SortStableFunc(s, func(a, b T) int {
		switch {
		case less(a, b):
			return -1
		case less(b, a):
			return 1
		}
		return 0
	})
}

// Report types of an uploaded PDF report (SPEC §5).
var ReportTypes = []string{"daily", "weekly", "monthly"}

// MaxPDFSize is the largest PDF report that may be uploaded: 50 MB
// (SPEC §5, §9).
const MaxPDFSize = 52_428_800

// PDFUpload is an uploaded PDF report. StorageKey names its file in the
// blob store; it never leaves the server.
type PDFUpload struct {
	ID           int64     `json:"id"`
	FileName     string    `json:"fileName"`
	OriginalName string    `json:"originalName"`
	StorageKey   string    `json:"-"`
	FileSize     int64     `json:"fileSize"`
	ReportType   string    `json:"reportType"`
	ReportDate   Date      `json:"reportDate"`
	Description  string    `json:"description"`
	CreatedAt    time.Time `json:"createdAt"`
}

// Field messages of the report upload.
const (
	MsgReportType     = "Please choose daily, weekly or monthly."
	MsgReportDate     = "Please enter a valid report date."
	MsgReportFileName = "File name must be 1 to 255 characters."
	MsgReportDescLong = "Description must be at most 1000 characters."
)

// Validate checks an upload's record before it is stored; it cleans the
// names and the description.
func (p *PDFUpload) Validate() error {
	p.FileName, p.OriginalName = cleanFileName(p.FileName), cleanFileName(p.OriginalName)
	p.Description = strings.TrimSpace(p.Description)
	if p.OriginalName == "" {
		p.OriginalName = p.FileName
	}
	f := FieldErrors{}
	if n := utf8.RuneCountInString(p.FileName); n > 255 || !ValidText(p.FileName, OneLine) || VisibleLen(p.FileName) == 0 {
		f.Add("fileName", MsgReportFileName)
	}
	if n := utf8.RuneCountInString(p.OriginalName); n > 255 || !ValidText(p.OriginalName, OneLine) {
		f.Add("originalName", MsgReportFileName)
	}
	if !oneOf(p.ReportType, ReportTypes) {
		f.Add("reportType", MsgReportType)
	}
	if p.ReportDate.IsZero() || p.ReportDate.Year < 2000 || p.ReportDate.Year > 2099 {
		f.Add("reportDate", MsgReportDate)
	}
	checkFreeText(f, "description", p.Description, 1000, MsgReportDescLong)
	if p.FileSize < 0 || p.FileSize > MaxPDFSize {
		f.Add("fileSize", "The file must be at most 50 MB (52,428,800 bytes).")
	}
	return f.Err()
}

// cleanFileName keeps the last element of a path, without control
// characters or quotes, trimmed.
func cleanFileName(s string) string {
	if i := strings.LastIndexAny(s, `/\`); i >= 0 {
		s = s[i+1:]
	}
	s = strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || r == '"' {
			return -1
		}
		return r
	}, s)
	return strings.TrimSpace(s)
}

// PDFUploadStore keeps the records of uploaded PDF reports and of the
// uploads in flight.
type PDFUploadStore interface {
	// BeginUpload claims the storage key of a signed upload URL for one
	// upload. Returns ECONFLICT if the key was claimed before (the URL was
	// used).
	BeginUpload(ctx context.Context, key string) error
	// CompleteUpload records that the file of key is stored, with its size.
	CompleteUpload(ctx context.Context, key string, size int64) error
	// AbandonUpload forgets a claim whose upload was refused or failed.
	AbandonUpload(ctx context.Context, key string) error
	// CreatePDFUpload validates p and stores it for the completed upload
	// of p.StorageKey, setting p.ID, p.FileSize (the stored size) and
	// p.CreatedAt. Returns EINVALID when the upload is unknown, not
	// complete or recorded already.
	CreatePDFUpload(ctx context.Context, p *PDFUpload) error
	// ListPDFUploads returns every uploaded report, newest first.
	ListPDFUploads(ctx context.Context) ([]PDFUpload, error)
	// GetPDFUpload returns ENOTFOUND if no report has that id.
	GetPDFUpload(ctx context.Context, id int64) (*PDFUpload, error)
	// DeletePDFUpload removes the record, calling remove (which deletes
	// the file) inside the transaction: when remove fails the record
	// stays. Returns ENOTFOUND.
	DeletePDFUpload(ctx context.Context, id int64, remove func(key string) error) error
	// StaleUploads returns the keys of uploads claimed before cutoff and
	// never recorded as reports, and forgets them.
	StaleUploads(ctx context.Context, cutoff time.Time) ([]string, error)
}
