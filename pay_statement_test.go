package dayspa_test

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestPayoutInputRead(t *testing.T) {
	today := dayspa.Date{Year: 2026, Month: time.November, Day: 29}
	s := func(v string) *string { return &v }
	n := func(v string) *dayspa.Number { x := dayspa.Number(v); return &x }
	ok := dayspa.PayoutInput{Month: s("2026-11"), Date: s("2026-11-29"), Method: s("bank_transfer"), Amount: n(`"1234.50"`), Note: s("  November  pay ")}
	p, err := ok.Read(today)
	if err != nil {
		t.Fatal(err)
	}
	if p.Month.String() != "2026-11" || p.Date != today || p.Method != dayspa.PayoutBankTransfer || p.Amount != 123450 || p.Note != "November pay" {
		t.Errorf("read %+v", p)
	}
	// A payout for October made early in December is fine; a JSON number too.
	if _, err := (dayspa.PayoutInput{Month: s("2026-10"), Date: s("2026-11-01"), Method: s("cash"), Amount: n("0.01")}).Read(today); err != nil {
		t.Errorf("October paid in November: %v", err)
	}

	for _, c := range []struct {
		name  string
		in    func(in *dayspa.PayoutInput)
		field string
	}{
		{"no month", func(in *dayspa.PayoutInput) { in.Month = nil }, "month"},
		{"a bad month", func(in *dayspa.PayoutInput) { in.Month = s("2026-13") }, "month"},
		{"a month to come", func(in *dayspa.PayoutInput) { in.Month = s("2026-12") }, "month"},
		{"no date", func(in *dayspa.PayoutInput) { in.Date = nil }, "date"},
		{"a bad date", func(in *dayspa.PayoutInput) { in.Date = s("2026-11-31") }, "date"},
		{"a date to come", func(in *dayspa.PayoutInput) { in.Date = s("2026-11-30") }, "date"},
		{"a date before the month", func(in *dayspa.PayoutInput) { in.Date = s("2026-10-31") }, "date"},
		{"no method", func(in *dayspa.PayoutInput) { in.Method = nil }, "method"},
		{"another method", func(in *dayspa.PayoutInput) { in.Method = s("cheque") }, "method"},
		{"no amount", func(in *dayspa.PayoutInput) { in.Amount = nil }, "amount"},
		{"a zero amount", func(in *dayspa.PayoutInput) { in.Amount = n("0") }, "amount"},
		{"a negative amount", func(in *dayspa.PayoutInput) { in.Amount = n("-5") }, "amount"},
		{"three decimals", func(in *dayspa.PayoutInput) { in.Amount = n(`"1.005"`) }, "amount"},
		{"too large", func(in *dayspa.PayoutInput) { in.Amount = n("1000000.01") }, "amount"},
		{"not a number", func(in *dayspa.PayoutInput) { in.Amount = n("true") }, "amount"},
		{"a long note", func(in *dayspa.PayoutInput) { in.Note = s(strings.Repeat("a", 501)) }, "note"},
		{"a hidden character", func(in *dayspa.PayoutInput) { in.Note = s("pay\u202e") }, "note"},
	} {
		in := ok
		c.in(&in)
		_, err := in.Read(today)
		if dayspa.ErrorCode(err) != dayspa.EINVALID || dayspa.ErrorFields(err)[c.field] == "" || len(dayspa.ErrorFields(err)) != 1 {
			t.Errorf("%s: %v %v, want EINVALID on %s alone", c.name, err, dayspa.ErrorFields(err), c.field)
		}
	}
}

func TestBuildPayStatement(t *testing.T) {
	d := func(s string) dayspa.Date { return mustDate(t, s) }
	m := dayspa.Month{Year: 2026, Month: time.November}
	invoices := []dayspa.IncomeTransaction{
		{ID: 3, InvoiceNumber: 1530, TransactionDate: d("2026-11-22"), ServiceName: "Royal Package", TherapistName: "Aya",
			CashAmount: aed("300.00"), VisaAmount: aed("200.00"), CommissionPercentage: 4000, CommissionAmount: aed("200.00"),
			TipsAmount: aed("50.00"), TherapistTipShare: aed("30.00")},
		{ID: 1, InvoiceNumber: 1526, TransactionDate: d("2026-11-03"), ServiceName: "Massage", TherapistName: "Aya",
			CashAmount: aed("301.25"), CommissionPercentage: 4000, CommissionAmount: aed("120.50")},
		{ID: 2, InvoiceNumber: 1527, TransactionDate: d("2026-11-03"), ServiceName: "Massage", TherapistName: "Mia",
			CashAmount: aed("100.00"), CommissionAmount: aed("40.00")}, // another therapist
		{ID: 4, InvoiceNumber: 1531, TransactionDate: d("2026-12-01"), ServiceName: "Massage", TherapistName: "Aya",
			CashAmount: aed("100.00"), CommissionAmount: aed("40.00")}, // another month
	}
	payouts := []dayspa.Payout{
		{ID: 2, TherapistID: 7, Month: m, Date: d("2026-11-28"), Method: dayspa.PayoutCash, Amount: aed("50.00")},
		{ID: 1, TherapistID: 7, Month: m, Date: d("2026-11-15"), Method: dayspa.PayoutCard, Amount: aed("100.00")},
		{ID: 3, TherapistID: 7, Month: dayspa.Month{Year: 2026, Month: time.October}, Amount: aed("999.00")}, // another month
		{ID: 4, TherapistID: 8, Month: m, Amount: aed("999.00")},                                             // another therapist
	}
	s := dayspa.BuildPayStatement(7, "Aya", m, groupsOf(invoices), invoices, payouts)
	if len(s.Lines) != 2 || s.Lines[0].InvoiceNumber != 1526 || s.Lines[1].InvoiceNumber != 1530 {
		t.Fatalf("lines %+v", s.Lines)
	}
	if l := s.Lines[1]; l.Price != aed("500.00") || l.CommissionRate != 4000 || l.Commission != aed("200.00") ||
		l.Service != "Royal Package" || l.TherapistTipShare != aed("30.00") || l.Tips != aed("50.00") {
		t.Errorf("line %+v", l)
	}
	if s.Totals.Count != 2 || s.Totals.Commission != aed("320.50") || s.Totals.TherapistTipShare != aed("30.00") ||
		s.TotalDue != aed("350.50") || s.Tips != aed("50.00") || s.Price != aed("801.25") {
		t.Errorf("totals %+v due %s tips %s price %s", s.Totals, s.TotalDue, s.Tips, s.Price)
	}
	if len(s.Payouts) != 2 || s.Payouts[0].ID != 1 || s.Paid != aed("150.00") || s.Due != aed("200.50") {
		t.Errorf("payouts %+v paid %s due %s", s.Payouts, s.Paid, s.Due)
	}
	if err := s.CheckPayout(dayspa.NewPayout{Amount: aed("200.50")}); err != nil {
		t.Errorf("paying what is due: %v", err)
	}
	err := s.CheckPayout(dayspa.NewPayout{Amount: aed("200.51")})
	if dayspa.ErrorCode(err) != dayspa.EINVALID || dayspa.ErrorFieldMsgs(err)["amount"].Code != "payout.too_much" ||
		dayspa.ErrorFieldMsgs(err)["amount"].Params["due"] != "200.50" {
		t.Errorf("paying more than is due: %v %+v", err, dayspa.ErrorFieldMsgs(err))
	}

	empty := dayspa.BuildPayStatement(9, "Noor", m, nil, nil, nil)
	if empty.Lines == nil || empty.Payouts == nil || empty.Due != 0 || empty.CheckPayout(dayspa.NewPayout{Amount: 1}) == nil {
		t.Errorf("a month without invoices: %+v", empty)
	}
}

// groupsOf adds invoices up per day and therapist, as the store does.
func groupsOf(invoices []dayspa.IncomeTransaction) []dayspa.IncomeGroup {
	type key struct {
		d dayspa.Date
		n string
	}
	byKey := map[key]*dayspa.IncomeFigures{}
	var keys []key
	for i := range invoices {
		k := key{invoices[i].TransactionDate, invoices[i].TherapistName}
		if byKey[k] == nil {
			byKey[k] = &dayspa.IncomeFigures{}
			keys = append(keys, k)
		}
		byKey[k].Add(dayspa.FiguresOf(&invoices[i]))
	}
	out := []dayspa.IncomeGroup{}
	for _, k := range keys {
		out = append(out, dayspa.IncomeGroup{Date: k.d, Therapist: k.n, IncomeFigures: *byKey[k]})
	}
	return out
}

// On generated invoices, each therapist's statement of a month has the
// commission, tip share and earnings of her line of the Income tab's
// summary of that month and of her earnings page, and its lines add up to
// them.
func TestPayStatementReconciles(t *testing.T) {
	rng := rand.New(rand.NewPCG(33, 2026))
	names := []string{"Aya", "Mia", "Noor", "aya"}
	services := dayspa.IncomeServices
	var invoices []dayspa.IncomeTransaction
	for i := range 600 {
		cash, card := dayspa.Money(rng.Int64N(80000)), dayspa.Money(rng.Int64N(3)*rng.Int64N(80000))
		rate := dayspa.Percent(rng.Int64N(10001))
		tips := dayspa.Money(rng.Int64N(20000))
		share := dayspa.MulRatio(tips, rng.Int64N(101), 100)
		invoices = append(invoices, dayspa.IncomeTransaction{ID: int64(i + 1), InvoiceNumber: dayspa.InvoiceNumber(1526 + i),
			TransactionDate: dayspa.Date{Year: 2026, Month: time.Month(9 + rng.IntN(4)), Day: 1 + rng.IntN(30)},
			ServiceName:     services[rng.IntN(len(services))], TherapistName: names[rng.IntN(len(names))],
			CashAmount: cash, VisaAmount: card, CommissionPercentage: rate,
			CommissionAmount: dayspa.SuggestedCommission(cash, card, rate), TipsAmount: tips, TherapistTipShare: share,
			SpaTipShare: tips - share})
	}
	groups := groupsOf(invoices)
	for mo := time.September; mo <= time.December; mo++ {
		m := dayspa.Month{Year: 2026, Month: mo}
		from, to := m.First(), m.Last()
		var inMonth []dayspa.IncomeGroup
		for _, g := range groups {
			if m.Contains(g.Date) {
				inMonth = append(inMonth, g)
			}
		}
		summary := dayspa.Summarize(&from, &to, inMonth)
		for id, name := range names {
			s := dayspa.BuildPayStatement(int64(id), name, m, groups, invoices, nil)
			e := dayspa.MonthEarnings(int64(id), name, m, groups)
			var line dayspa.TherapistSummary
			for _, ts := range summary.Therapists {
				if ts.Name == name {
					line = ts
				}
			}
			if s.Totals != e.Totals || s.TotalDue != e.Totals.Earnings {
				t.Errorf("%s %s: statement %+v, earnings %+v", name, m, s.Totals, e.Totals)
			}
			if s.Totals.Count != line.Count || s.Totals.Commission != line.Commission ||
				s.Totals.TherapistTipShare != line.TherapistTipShare || s.TotalDue != line.Earnings || s.Tips != line.Tips {
				t.Errorf("%s %s: statement %+v, summary line %+v", name, m, s.Totals, line)
			}
			var count int
			var commission, share, tips dayspa.Money
			for _, l := range s.Lines {
				count++
				commission += l.Commission
				share += l.TherapistTipShare
				tips += l.Tips
			}
			if count != s.Totals.Count || commission != s.Totals.Commission || share != s.Totals.TherapistTipShare || tips != s.Tips {
				t.Errorf("%s %s: lines add up to %d %s %s %s, totals %+v", name, m, count, commission, share, tips, s.Totals)
			}
			if s.Totals.Count == 0 && name != "aya" {
				t.Errorf("%s %s: no invoices generated", name, m)
			}
		}
	}
}
