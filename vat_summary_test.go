package dayspa_test

import (
	"errors"
	"math/rand"
	"net/url"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestVATQuarterOf(t *testing.T) {
	for _, c := range []struct{ day, from, to string }{
		{"2026-01-01", "2026-01-01", "2026-03-31"},
		{"2026-03-31", "2026-01-01", "2026-03-31"},
		{"2026-05-15", "2026-04-01", "2026-06-30"},
		{"2026-09-30", "2026-07-01", "2026-09-30"},
		{"2026-11-29", "2026-10-01", "2026-12-31"},
		{"2024-02-29", "2024-01-01", "2024-03-31"},
	} {
		d, _ := dayspa.ParseDate(c.day)
		p := dayspa.QuarterOf(d)
		if p.From.String() != c.from || p.To.String() != c.to {
			t.Errorf("QuarterOf(%s) = %s..%s, want %s..%s", c.day, p.From, p.To, c.from, c.to)
		}
	}
}

func TestVATPeriodQuery(t *testing.T) {
	today := dayspa.Date{Year: 2026, Month: time.November, Day: 29}
	p, err := dayspa.VATPeriodQuery(url.Values{}, today)
	if err != nil || p.From.String() != "2026-10-01" || p.To.String() != "2026-12-31" {
		t.Fatalf("default = %+v, %v; want the quarter", p, err)
	}
	p, err = dayspa.VATPeriodQuery(url.Values{"from": {"2024-01-01"}, "to": {"2024-12-31"}}, today)
	if err != nil || p.Days() != 366 {
		t.Fatalf("a leap year = %+v (%d days), %v", p, p.Days(), err)
	}
	for _, c := range []struct {
		q     url.Values
		field string
	}{
		{url.Values{"from": {"2026-13-01"}, "to": {"2026-12-31"}}, "from"},
		{url.Values{"from": {"2026-10-01"}, "to": {"31/12/2026"}}, "to"},
		{url.Values{"from": {"2026-10-01"}}, "to"},
		{url.Values{"to": {"2026-10-01"}}, "from"},
		{url.Values{"from": {"2026-10-02"}, "to": {"2026-10-01"}}, "to"},
		{url.Values{"from": {"2025-01-01"}, "to": {"2026-01-02"}}, "to"}, // 367 days
		{url.Values{"from": {"2000-01-01"}, "to": {"2026-01-01"}}, "to"},
	} {
		_, err := dayspa.VATPeriodQuery(c.q, today)
		var e *dayspa.Error
		if !errors.As(err, &e) || e.Code != dayspa.EINVALID || e.Fields[c.field] == "" || len(e.Fields) != 1 {
			t.Errorf("%v: %v, want a message on %s", c.q, err, c.field)
		}
	}
}

// vatDocs makes n documents of both kinds, at both rates, on the days
// around p and inside it, with amounts of any fils.
func vatDocs(r *rand.Rand, p dayspa.VATPeriod, n int) ([]dayspa.TaxDocument, []dayspa.Expense) {
	var docs []dayspa.TaxDocument
	var exps []dayspa.Expense
	day := func() dayspa.Date { return p.From.AddDays(r.Intn(p.Days()+4) - 2) }
	for i := 0; i < n; i++ {
		kind, rate := dayspa.KindInvoice, dayspa.StandardVATRate
		if r.Intn(4) == 0 {
			kind = dayspa.KindCreditNote
		}
		if r.Intn(10) == 0 {
			rate = 0 // a receipt, before the spa registered
		}
		amount := dayspa.Money(r.Int63n(500000) + 1)
		vat := dayspa.VATIn(amount, rate)
		docs = append(docs, dayspa.TaxDocument{ID: int64(i + 1), Kind: kind, Number: "X", IssueDate: day(),
			VATRate: rate, Totals: dayspa.Totals{Net: amount - vat, VAT: vat, Total: amount}})
		amount = dayspa.Money(r.Int63n(200000) + 1)
		vat = 0
		if r.Intn(3) > 0 {
			vat = dayspa.VATIn(amount, dayspa.StandardVATRate)
		}
		exps = append(exps, dayspa.Expense{ID: int64(i + 1), Date: day(), Amount: amount, VAT: vat})
	}
	return docs, exps
}

func TestVATSummaryFiguresAreTheSumsOfTheirDocuments(t *testing.T) {
	r := rand.New(rand.NewSource(33))
	p := dayspa.VATPeriod{From: dayspa.Date{Year: 2026, Month: 10, Day: 1}, To: dayspa.Date{Year: 2026, Month: 12, Day: 31}}
	docs, exps := vatDocs(r, p, 500)
	s := dayspa.NewVATSummary(p, docs, exps)

	// What belongs, counted independently of NewVATSummary.
	var inv, cn, ex int
	for _, d := range docs {
		if d.VATRate > 0 && p.Holds(d.IssueDate) {
			if d.Kind == dayspa.KindInvoice {
				inv++
			} else {
				cn++
			}
		}
	}
	for _, e := range exps {
		if e.VAT > 0 && p.Holds(e.Date) {
			ex++
		}
	}
	if len(s.Invoices) != inv || len(s.CreditNotes) != cn || len(s.Expenses) != ex || inv == 0 || cn == 0 || ex == 0 {
		t.Fatalf("lists %d/%d/%d, want %d/%d/%d", len(s.Invoices), len(s.CreditNotes), len(s.Expenses), inv, cn, ex)
	}
	var net, vat, cnet, cvat, amount, input dayspa.Money
	for _, d := range s.Invoices {
		if d.Kind != dayspa.KindInvoice || !p.Holds(d.IssueDate) {
			t.Fatalf("not an invoice of the period: %+v", d)
		}
		net, vat = net+d.Net, vat+d.VAT
	}
	for _, d := range s.CreditNotes {
		if d.Kind != dayspa.KindCreditNote || !p.Holds(d.IssueDate) {
			t.Fatalf("not a credit note of the period: %+v", d)
		}
		cnet, cvat = cnet+d.Net, cvat+d.VAT
	}
	for _, e := range s.Expenses {
		if e.VAT <= 0 || !p.Holds(e.Date) {
			t.Fatalf("not an expense with VAT of the period: %+v", e)
		}
		amount, input = amount+e.Amount, input+e.VAT
	}
	for _, c := range []struct {
		name      string
		got, want dayspa.Money
	}{
		{"supplies", s.Supplies, net}, {"output VAT", s.OutputVAT, vat},
		{"credited net", s.CreditedNet, cnet}, {"credited VAT", s.CreditedVAT, cvat},
		{"net supplies", s.NetSupplies, net - cnet}, {"net output VAT", s.NetOutputVAT, vat - cvat},
		{"expenses", s.ExpensesAmount, amount}, {"input VAT", s.InputVAT, input},
		{"net VAT", s.NetVAT, vat - cvat - input},
	} {
		if c.got != c.want {
			t.Errorf("%s = %s, want the sum of its documents %s", c.name, c.got, c.want)
		}
	}
	if figs := s.Figures(); len(figs) != 9 || figs[8].Amount != s.NetVAT || figs[1].Amount != s.OutputVAT {
		t.Errorf("figures: %+v", figs)
	}
}

func TestVATSummaryOfNothing(t *testing.T) {
	p := dayspa.QuarterOf(dayspa.Date{Year: 2026, Month: 1, Day: 5})
	s := dayspa.NewVATSummary(p, nil, nil)
	if s.NetVAT != 0 || s.Invoices == nil || s.CreditNotes == nil || s.Expenses == nil {
		t.Errorf("empty summary: %+v", s)
	}
}
