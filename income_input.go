package dayspa

import (
	"encoding/json"
	"strings"
	"time"
)

// Reading the invoice forms: what the Add New Invoice form and the edit
// dialog send, parsed into an IncomeUpdate with a message per field. The
// invoice's own rules are Validate's (income.go).

// IncomeInput is an invoice as the Add New Invoice form and the edit dialog
// send it. A field left out (or null) is not set: on create it takes its
// default (0 for amounts, 40 for commissionPercentage), on PATCH it stays
// as it is. ID, InvoiceNumber, VisaMarkup, TipsAmount, TotalAmount,
// CreatedAt and UpdatedAt are accepted, because the client sends whole
// invoices, and ignored: the server assigns the number and derives the rest.
type IncomeInput struct {
	TransactionDate      *string `json:"transactionDate"`
	Source               *string `json:"source"`
	CustomerName         *string `json:"customerName"`
	ServiceName          *string `json:"serviceName"`
	ServiceCategory      *string `json:"serviceCategory"`
	TherapistName        *string `json:"therapistName"`
	CashAmount           *Number `json:"cashAmount"`
	VisaAmount           *Number `json:"visaAmount"`
	CommissionAmount     *Number `json:"commissionAmount"`
	CommissionPercentage *Number `json:"commissionPercentage"`
	TipsCashAmount       *Number `json:"tipsCashAmount"`
	TipsCardAmount       *Number `json:"tipsCardAmount"`
	TipsVat              *Number `json:"tipsVat"`
	TherapistTipShare    *Number `json:"therapistTipShare"`
	SpaTipShare          *Number `json:"spaTipShare"`
	ExpensesAmount       *Number `json:"expensesAmount"`
	Notes                *string `json:"notes"`

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
	text := func(field string, msg Msg, s *string) *string {
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
	amount := func(field string, n *Number) *Money {
		if n == nil {
			return nil
		}
		var m Money
		if s, ok := n.Text(); !ok {
			f.Add(field, MsgNumber)
		} else if s != "" {
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
		if s, ok := in.CommissionPercentage.Text(); !ok {
			f.Add("commissionPercentage", MsgNumber)
		} else if s != "" {
			var err error
			if p, err = ParsePercent(s); err != nil {
				f.Add("commissionPercentage", MsgIncomePercent)
			}
		}
		u.CommissionPercentage = &p
	}
	return u, f.Err()
}

// New reads the Add New Invoice form into a new invoice, valid and with
// its derived amounts. A bad input gets every field's message at once:
// those of the values that cannot be read first, then those of the rules.
func (in IncomeInput) New(loc *time.Location) (IncomeTransaction, error) {
	u, perr := in.Parse(loc)
	t, verr := NewIncomeTransaction(u)
	f := FieldErrors{}
	f.Merge(perr)
	f.Merge(verr)
	if err := f.Err(); err != nil {
		return IncomeTransaction{}, err
	}
	return t, nil
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

// cleanText trims s and folds every run of white space into one space.
func cleanText(s string) string { return strings.Join(strings.Fields(s), " ") }
