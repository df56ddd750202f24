package dayspa

import (
	"context"
	"strings"
	"time"
)

// A therapist's pay statement for a month: each treatment under her name
// (an invoice of the Income tab) with its price, commission rate and
// commission, her share of the tips, what she is due, and the payouts the
// spa recorded against that month. Its totals are MonthEarnings' over the
// store's per-day sums (IncomeGroup), the figures of her earnings page and
// of her line of the Income tab's summary: the lines show where they come
// from, never a second way of adding them up.
//
// A payout may not exceed what is still due: paying more than she earned
// is a mistake of the form far more often than an advance, and an advance
// the statement cannot tell from an overpayment. Due can still go below 0
// when an invoice is corrected or deleted after the payout; the statement
// then shows the overpayment as a negative due rather than hiding it.

// PayoutMethod is how a payout was made.
type PayoutMethod string

// The methods of a payout.
const (
	PayoutCash         PayoutMethod = "cash"
	PayoutCard         PayoutMethod = "card"
	PayoutBankTransfer PayoutMethod = "bank_transfer"
)

// PayoutMethods are the methods, in the form's order.
var PayoutMethods = []PayoutMethod{PayoutCash, PayoutCard, PayoutBankTransfer}

// maxPayoutNoteLen bounds a payout's note.
const maxPayoutNoteLen = 500

// The field messages of the Mark as paid form.
var (
	MsgPayoutMonth    = NewMsg("payout.month", "Must be a month as YYYY-MM, not after this month.")
	MsgPayoutDate     = NewMsg("payout.date", "Must be a date as YYYY-MM-DD, from the month's first day to today.")
	MsgPayoutMethod   = NewMsg("payout.method", "Choose cash, card or bank transfer.")
	MsgPayoutAmount   = NewMsg("payout.amount", "Enter an amount above 0 with at most two decimals.")
	MsgPayoutTooMuch  = NewMsg("payout.too_much", "The amount is more than the %s AED still due.", "due")
	MsgPayoutNoteLong = NewMsg("payout.note_long", "The note must be at most 500 characters.")
)

// Payout is a payment to a therapist recorded against a month of her
// earnings.
type Payout struct {
	ID          int64        `json:"id"`
	TherapistID int64        `json:"therapistId"`
	Month       Month        `json:"month"`
	Date        Date         `json:"date"`
	Method      PayoutMethod `json:"method"`
	Amount      Money        `json:"amount"`
	Note        string       `json:"note"`
	CreatedBy   string       `json:"createdBy"`
	CreatedAt   time.Time    `json:"createdAt"`
}

// PayoutInput is the Mark as paid form as it is sent.
type PayoutInput struct {
	Month  *string `json:"month"`
	Date   *string `json:"date"`
	Method *string `json:"method"`
	Amount *Number `json:"amount"`
	Note   *string `json:"note"`
}

// NewPayout is a read, valid PayoutInput.
type NewPayout struct {
	Month  Month
	Date   Date
	Method PayoutMethod
	Amount Money
	Note   string
}

// Read validates the form on the day today: the month is one that has
// begun; the date falls from that month's first day to today (a payout
// recorded is one made); the method is one of PayoutMethods; the amount
// is above 0 with at most two decimals, at most MaxIncomeAmount. Every
// wrong field is named in one EINVALID error.
func (in PayoutInput) Read(today Date) (NewPayout, error) {
	f := FieldErrors{}
	var p NewPayout
	str := func(s *string) string {
		if s == nil {
			return ""
		}
		return strings.TrimSpace(*s)
	}
	m, err := ParseMonth(str(in.Month))
	if err != nil || m.First().After(today) {
		f.Add("month", MsgPayoutMonth)
	}
	p.Month = m
	_, badMonth := f["month"]
	d, err := ParseDate(str(in.Date))
	if err != nil || d.After(today) || (!badMonth && d.Before(m.First())) {
		f.Add("date", MsgPayoutDate)
	}
	p.Date = d
	p.Method = PayoutMethod(str(in.Method))
	if !validPayoutMethod(p.Method) {
		f.Add("method", MsgPayoutMethod)
	}
	amountOK := false
	if in.Amount != nil {
		if s, ok := in.Amount.Text(); ok {
			if a, err := ParseMoney(s); err == nil && a > 0 && a <= MaxIncomeAmount {
				p.Amount, amountOK = a, true
			}
		}
	}
	if !amountOK {
		f.Add("amount", MsgPayoutAmount)
	}
	if in.Note != nil {
		p.Note = optionalText(f, "note", *in.Note, false, maxPayoutNoteLen, MsgPayoutNoteLong)
	}
	return p, f.Err()
}

func validPayoutMethod(m PayoutMethod) bool {
	for _, v := range PayoutMethods {
		if m == v {
			return true
		}
	}
	return false
}

// StatementLine is one treatment of the statement: an invoice under her
// name. Price is the service revenue the commission is taken on (cash +
// card); Tips the invoice's tips and TherapistTipShare her part of them.
type StatementLine struct {
	InvoiceID         int64         `json:"invoiceId"`
	InvoiceNumber     InvoiceNumber `json:"invoiceNumber"`
	Date              Date          `json:"date"`
	Service           string        `json:"service"`
	Price             Money         `json:"price"`
	CommissionRate    Percent       `json:"commissionRate"`
	Commission        Money         `json:"commission"`
	Tips              Money         `json:"tips"`
	TherapistTipShare Money         `json:"therapistTipShare"`
}

// PayStatement is a therapist's month: her treatments, oldest first, the
// month's totals (MonthEarnings'), what she is due (her earnings), the
// payouts recorded for the month, oldest first, what they add up to and
// what is still due (Due = TotalDue − Paid).
type PayStatement struct {
	TherapistID int64           `json:"therapistId"`
	Name        string          `json:"name"`
	Month       Month           `json:"month"`
	Lines       []StatementLine `json:"lines"`
	Totals      EarningsFigures `json:"totals"`
	Price       Money           `json:"price"`
	Tips        Money           `json:"tips"`
	TotalDue    Money           `json:"totalDue"`
	Payouts     []Payout        `json:"payouts"`
	Paid        Money           `json:"paid"`
	Due         Money           `json:"due"`
}

// BuildPayStatement builds the statement of the month m of the therapist
// id named name: the totals from groups, the store's per-day sums (only
// her name's, exactly, and m's days count, as in MonthEarnings); the lines
// from invoices, the invoices those sums add up (others are left out by
// the same rule); the paid figures from payouts, those of her and m.
func BuildPayStatement(id int64, name string, m Month, groups []IncomeGroup, invoices []IncomeTransaction, payouts []Payout) PayStatement {
	e := MonthEarnings(id, name, m, groups)
	s := PayStatement{TherapistID: id, Name: name, Month: m, Lines: []StatementLine{}, Totals: e.Totals,
		TotalDue: e.Totals.Earnings, Payouts: []Payout{}}
	for _, g := range groups {
		if g.Therapist == name && m.Contains(g.Date) {
			s.Tips += g.Tips
			s.Price += g.Cash + g.Card
		}
	}
	for _, t := range invoices {
		if t.TherapistName != name || !m.Contains(t.TransactionDate) {
			continue
		}
		s.Lines = append(s.Lines, StatementLine{InvoiceID: t.ID, InvoiceNumber: t.InvoiceNumber, Date: t.TransactionDate,
			Service: t.ServiceName, Price: t.CashAmount + t.VisaAmount, CommissionRate: t.CommissionPercentage,
			Commission: t.CommissionAmount, Tips: t.TipsAmount, TherapistTipShare: t.TherapistTipShare})
	}
	sortBy(s.Lines, func(a, b StatementLine) bool {
		if a.Date != b.Date {
			return dateLess(a.Date, b.Date)
		}
		return a.InvoiceNumber < b.InvoiceNumber
	})
	for _, p := range payouts {
		if p.TherapistID != id || p.Month != m {
			continue
		}
		s.Payouts = append(s.Payouts, p)
		s.Paid += p.Amount
	}
	sortBy(s.Payouts, func(a, b Payout) bool {
		if a.Date != b.Date {
			return dateLess(a.Date, b.Date)
		}
		return a.ID < b.ID
	})
	s.Due = s.TotalDue - s.Paid
	return s
}

// CheckPayout refuses a payout of more than the statement's still due
// (400 payout.too_much on amount, naming what is due): nothing is paid
// twice, and a month with nothing due takes no payout.
func (s PayStatement) CheckPayout(p NewPayout) error {
	if p.Amount > s.Due {
		due := s.Due
		if due < 0 {
			due = 0
		}
		return FieldError("amount", MsgPayoutTooMuch, due.String())
	}
	return nil
}

// PayStatementStore keeps the payouts and reads the statements.
type PayStatementStore interface {
	// PayStatement reads the month m of the therapist id in one snapshot
	// (BuildPayStatement); ENOTFOUND for an unknown therapist.
	PayStatement(ctx context.Context, id int64, m Month) (PayStatement, error)
	// RecordPayout records p against the therapist id's month, made by
	// createdBy, if the statement read in the same transaction still has
	// that much due (CheckPayout), and returns the payout and the
	// statement with it; ENOTFOUND for an unknown therapist.
	RecordPayout(ctx context.Context, id int64, p NewPayout, createdBy string) (Payout, PayStatement, error)
}
