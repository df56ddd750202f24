package dayspa

import (
	"context"
	"net/url"
	"time"
)

// The VAT return's figures: for a period, the standard-rated supplies and
// their output VAT (the tax invoices issued less the credit notes), the
// input VAT of the expenses and the net VAT due. It helps the owner fill
// in her return; it files nothing (docs/product.md, "VAT return").
//
// Every figure is the sum of a list of documents that the summary carries
// beside it, so that each can be checked document by document. A document
// belongs to the period by its issue day on the spa's clock (IssueDate),
// an expense by its day (Date).

// MaxVATPeriodDays bounds a period: a year, a leap one included. A return
// covers a quarter (or a month); a year is the longest anyone asks for,
// and the bound keeps the rows read in proportion.
const MaxVATPeriodDays = 366

// The messages of a period's query.
var (
	MsgVATPeriodLong = NewMsg("vat.period_long", "The period must be at most %d days.", "max")
	MsgVATPeriodBoth = NewMsg("vat.period_both", "Give both the first and the last day of the period, or neither.")
)

// VATPeriod is the period of a summary, both days included.
type VATPeriod struct {
	From Date `json:"from"`
	To   Date `json:"to"`
}

// QuarterOf is the calendar quarter holding d: the UAE's usual tax period.
func QuarterOf(d Date) VATPeriod {
	first := time.Month((int(d.Month)-1)/3*3 + 1)
	from := Date{d.Year, first, 1}
	return VATPeriod{From: from, To: Date{d.Year, first + 3, 1}.AddDays(-1)}
}

// Days is the number of days of p.
func (p VATPeriod) Days() int {
	a := time.Date(p.From.Year, p.From.Month, p.From.Day, 0, 0, 0, 0, time.UTC)
	b := time.Date(p.To.Year, p.To.Month, p.To.Day, 0, 0, 0, 0, time.UTC)
	return int(b.Sub(a).Hours()/24) + 1
}

// Holds reports whether d is in p.
func (p VATPeriod) Holds(d Date) bool { return !d.Before(p.From) && !d.After(p.To) }

// VATPeriodQuery reads from and to (YYYY-MM-DD): both, or neither for the
// quarter holding today. A period longer than MaxVATPeriodDays, or ending
// before it starts, is refused on "to".
func VATPeriodQuery(q url.Values, today Date) (VATPeriod, error) {
	f := FieldErrors{}
	from, to := optionalDateQuery(q, f, "from"), optionalDateQuery(q, f, "to")
	if err := f.Err(); err != nil {
		return VATPeriod{}, err
	}
	switch {
	case from == nil && to == nil:
		return QuarterOf(today), nil
	case from == nil:
		f.Add("from", MsgVATPeriodBoth)
	case to == nil:
		f.Add("to", MsgVATPeriodBoth)
	case to.Before(*from):
		f.Add("to", MsgPeriodOrder)
	case (VATPeriod{*from, *to}).Days() > MaxVATPeriodDays:
		f.Add("to", MsgVATPeriodLong, MaxVATPeriodDays)
	}
	if err := f.Err(); err != nil {
		return VATPeriod{}, err
	}
	return VATPeriod{From: *from, To: *to}, nil
}

// VATDocument is a tax invoice or credit note as a figure lists it: its
// net and VAT, credit notes' as issued (positive; the summary subtracts
// them).
type VATDocument struct {
	ID             int64        `json:"id"`
	Kind           DocumentKind `json:"kind"`
	Number         string       `json:"number"`
	IssueDate      Date         `json:"issueDate"`
	Net            Money        `json:"net"`
	VAT            Money        `json:"vat"`
	CorrectsNumber string       `json:"correctsNumber,omitempty"`
}

// VATExpense is an expense as input VAT lists it.
type VATExpense struct {
	ID       int64  `json:"id"`
	Date     Date   `json:"date"`
	Category string `json:"category"`
	Supplier string `json:"supplier"`
	Amount   Money  `json:"amount"`
	VAT      Money  `json:"vat"`
}

// VATSummary is the figures of a period and the documents behind each.
// Every amount is in fils; each figure is the sum of its list:
//
//	Supplies, OutputVAT             = Σ Invoices' Net, VAT
//	CreditedNet, CreditedVAT        = Σ CreditNotes' Net, VAT
//	NetSupplies, NetOutputVAT       = the above less the credited
//	ExpensesAmount, InputVAT        = Σ Expenses' Amount, VAT
//	NetVAT                          = NetOutputVAT − InputVAT
//
// A negative NetVAT is VAT the spa may reclaim.
type VATSummary struct {
	VATPeriod
	Rate           Percent       `json:"rate"`
	Supplies       Money         `json:"supplies"`
	OutputVAT      Money         `json:"outputVat"`
	CreditedNet    Money         `json:"creditedNet"`
	CreditedVAT    Money         `json:"creditedVat"`
	NetSupplies    Money         `json:"netSupplies"`
	NetOutputVAT   Money         `json:"netOutputVat"`
	ExpensesAmount Money         `json:"expensesAmount"`
	InputVAT       Money         `json:"inputVat"`
	NetVAT         Money         `json:"netVat"`
	Invoices       []VATDocument `json:"invoices"`
	CreditNotes    []VATDocument `json:"creditNotes"`
	Expenses       []VATExpense  `json:"expenses"`
}

// NewVATSummary adds up the figures of p from docs (tax invoices and
// credit notes) and expenses. It keeps only what belongs to the return:
// documents issued at the standard rate (a receipt of the spa before it
// registered charged no VAT and is no standard-rated supply) and
// expenses with VAT, each inside p. The lists keep their input's order.
func NewVATSummary(p VATPeriod, docs []TaxDocument, expenses []Expense) VATSummary {
	s := VATSummary{VATPeriod: p, Rate: StandardVATRate,
		Invoices: []VATDocument{}, CreditNotes: []VATDocument{}, Expenses: []VATExpense{}}
	for _, d := range docs {
		if !vatDocumentIn(p, d) {
			continue
		}
		v := VATDocument{ID: d.ID, Kind: d.Kind, Number: d.Number, IssueDate: d.IssueDate, Net: d.Net, VAT: d.VAT,
			CorrectsNumber: d.CorrectsNumber}
		switch d.Kind {
		case KindInvoice:
			s.Invoices = append(s.Invoices, v)
			s.Supplies += d.Net
			s.OutputVAT += d.VAT
		case KindCreditNote:
			s.CreditNotes = append(s.CreditNotes, v)
			s.CreditedNet += d.Net
			s.CreditedVAT += d.VAT
		}
	}
	for _, e := range expenses {
		if !vatExpenseIn(p, e) {
			continue
		}
		s.Expenses = append(s.Expenses, VATExpense{ID: e.ID, Date: e.Date, Category: e.Category,
			Supplier: e.Supplier, Amount: e.Amount, VAT: e.VAT})
		s.ExpensesAmount += e.Amount
		s.InputVAT += e.VAT
	}
	s.NetSupplies = s.Supplies - s.CreditedNet
	s.NetOutputVAT = s.OutputVAT - s.CreditedVAT
	s.NetVAT = s.NetOutputVAT - s.InputVAT
	return s
}

// vatDocumentIn reports whether d belongs to the return of p: issued at
// the standard rate on one of its days.
func vatDocumentIn(p VATPeriod, d TaxDocument) bool {
	return d.VATRate == StandardVATRate && p.Holds(d.IssueDate) && (d.Kind == KindInvoice || d.Kind == KindCreditNote)
}

// vatExpenseIn reports whether e belongs to the return of p: with VAT,
// dated in it.
func vatExpenseIn(p VATPeriod, e Expense) bool { return e.VAT > 0 && p.Holds(e.Date) }

// VATFigure is one row of the summary's table, as the CSV writes it.
type VATFigure struct {
	Key    string // "supplies", "output_vat", …
	Label  string
	Amount Money
}

// Figures lists the summary's figures in the return's order.
func (s VATSummary) Figures() []VATFigure {
	return []VATFigure{
		{"supplies", "Standard-rated supplies (net), tax invoices", s.Supplies},
		{"output_vat", "Output VAT, tax invoices", s.OutputVAT},
		{"credited_net", "Less credit notes (net)", s.CreditedNet},
		{"credited_vat", "Less credit notes (VAT)", s.CreditedVAT},
		{"net_supplies", "Standard-rated supplies in Dubai (net)", s.NetSupplies},
		{"net_output_vat", "Output VAT due", s.NetOutputVAT},
		{"expenses_amount", "Expenses with VAT (amount paid)", s.ExpensesAmount},
		{"input_vat", "Recoverable input VAT", s.InputVAT},
		{"net_vat", "Net VAT due (output less input)", s.NetVAT},
	}
}

// VATStore reads what a summary is made of.
type VATStore interface {
	// VATSummary reads, in one consistent read, the tax documents issued
	// on the days of p and the expenses with VAT dated in p, and adds them
	// up (NewVATSummary).
	VATSummary(ctx context.Context, p VATPeriod) (*VATSummary, error)
	// VATDocuments reads, in one consistent read, what VATSummary adds up:
	// the documents with their lines and buyers, and the expenses, for
	// the audit file (NewFAF).
	VATDocuments(ctx context.Context, p VATPeriod) ([]TaxDocument, []Expense, error)
}
