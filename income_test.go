package dayspa_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
)

func aed(s string) dayspa.Money {
	m, err := dayspa.ParseMoney(s)
	if err != nil {
		panic(err)
	}
	return m
}

func TestInvoiceTotal(t *testing.T) {
	// SPEC §9: service cash + service card + spa tip share + expenses;
	// tips VAT and the therapist's tip share are not part of it.
	tests := []struct {
		name                          string
		cash, card, spaTips, expenses string
		want                          string
	}{
		{"WorkedExample", "300.00", "200.00", "20.00", "10.00", "530.00"},
		{"CashOnly", "350.00", "0", "0", "0", "350.00"},
		{"Fils", "0.01", "0.02", "0.03", "0.04", "0.10"},
		{"Zero", "0", "0", "0", "0", "0.00"},
		{"Large", "1000000.00", "1000000.00", "1000000.00", "1000000.00", "4000000.00"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := dayspa.InvoiceTotal(dayspa.InvoiceParts{Cash: aed(tt.cash), Card: aed(tt.card), SpaTipShare: aed(tt.spaTips), Expenses: aed(tt.expenses)})
			if got.String() != tt.want {
				t.Errorf("total = %s, want %s", got, tt.want)
			}
		})
	}
}

func TestCardWithMarkup(t *testing.T) {
	// card × 1.4, rounded to the fils half away from zero. 14 × fils is
	// even, so × 1.4 never lands exactly on half a fils: each case rounds
	// to the nearer fils.
	tests := []struct{ card, want string }{
		{"200.00", "280.00"},
		{"100.00", "140.00"},
		{"0.01", "0.01"}, // 1.4 fils → 1
		{"0.02", "0.03"}, // 2.8 fils → 3
		{"0.03", "0.04"}, // 4.2 fils → 4
		{"0.04", "0.06"}, // 5.6 fils → 6
		{"0.05", "0.07"},
		{"123.45", "172.83"}, // 17283.0
		{"99.99", "139.99"},  // 13998.6 → 13999
		{"0", "0.00"},
	}
	for _, tt := range tests {
		if got := dayspa.CardWithMarkup(aed(tt.card)); got.String() != tt.want {
			t.Errorf("CardWithMarkup(%s) = %s, want %s", tt.card, got, tt.want)
		}
	}
}

func TestSuggestedCommission(t *testing.T) {
	// rate × (cash + card), rounded to the fils half away from zero.
	tests := []struct {
		cash, card string
		rate       dayspa.Percent
		want       string
	}{
		{"300.00", "200.00", dayspa.DefaultCommission, "200.00"}, // 40% of 500
		{"350.00", "0", dayspa.DefaultCommission, "140.00"},
		{"0.01", "0", dayspa.DefaultCommission, "0.00"}, // 0.4 fils → 0
		{"0.02", "0", dayspa.DefaultCommission, "0.01"}, // 0.8 fils → 1
		{"0.04", "0", 1250, "0.01"},                     // 12.5% of 4 fils = 0.5 → 1 (half away from zero)
		{"0.12", "0", 1250, "0.02"},                     // 1.5 fils → 2
		{"0.20", "0", 1250, "0.03"},                     // 2.5 fils → 3
		{"0.03", "0", 5000, "0.02"},                     // 1.5 fils → 2
		{"199.99", "0.01", 3333, "66.66"},               // 6666.0
		{"100.00", "0", 0, "0.00"},
		{"100.00", "0", 10000, "100.00"},
	}
	for _, tt := range tests {
		if got := dayspa.SuggestedCommission(aed(tt.cash), aed(tt.card), tt.rate); got.String() != tt.want {
			t.Errorf("SuggestedCommission(%s, %s, %s%%) = %s, want %s", tt.cash, tt.card, tt.rate, got, tt.want)
		}
	}
}

func TestMulRatioRoundsHalfAwayFromZero(t *testing.T) {
	tests := []struct {
		m        dayspa.Money
		num, den int64
		want     dayspa.Money
	}{
		{5, 1, 10, 1},   // 0.5 → 1
		{-5, 1, 10, -1}, // −0.5 → −1
		{4, 1, 10, 0},
		{-4, 1, 10, 0},
		{15, 1, 10, 2},
		{25, 1, 10, 3},
		{1 << 62, 14, 10, 6456360425798343066}, // no overflow on the way
	}
	for _, tt := range tests {
		if got := dayspa.MulRatio(tt.m, tt.num, tt.den); got != tt.want {
			t.Errorf("MulRatio(%d, %d, %d) = %d, want %d", tt.m, tt.num, tt.den, got, tt.want)
		}
	}
}

func TestFormulas(t *testing.T) {
	t.Run("CashOnHand", func(t *testing.T) {
		tests := []struct{ cash, commission, want string }{
			{"1000.00", "400.00", "600.00"},
			{"100.00", "140.00", "-40.00"}, // negative: shown red
			{"0", "0", "0.00"},
		}
		for _, tt := range tests {
			if got := dayspa.CashOnHand(aed(tt.cash), aed(tt.commission)); got.String() != tt.want {
				t.Errorf("CashOnHand(%s, %s) = %s, want %s", tt.cash, tt.commission, got, tt.want)
			}
		}
	})
	t.Run("DailyTotal", func(t *testing.T) {
		// cash + card + spa tip share + tips VAT
		if got := dayspa.DailyTotal(aed("300.00"), aed("200.00"), aed("20.00"), aed("5.00")); got.String() != "525.00" {
			t.Errorf("DailyTotal = %s, want 525.00", got)
		}
	})
	t.Run("TherapistEarnings", func(t *testing.T) {
		if got := dayspa.TherapistEarnings(aed("200.00"), aed("30.00")); got.String() != "230.00" {
			t.Errorf("TherapistEarnings = %s, want 230.00", got)
		}
		if got := dayspa.TherapistDayEarnings(aed("200.00"), aed("50.00")); got.String() != "250.00" {
			t.Errorf("TherapistDayEarnings = %s, want 250.00", got)
		}
	})
	t.Run("Tips", func(t *testing.T) {
		if got := dayspa.TipsTotal(aed("30.00"), aed("20.50")); got.String() != "50.50" {
			t.Errorf("TipsTotal = %s, want 50.50", got)
		}
	})
}

func TestNotesSummary(t *testing.T) {
	p := dayspa.InvoiceParts{Cash: aed("300"), Card: aed("200"), SpaTipShare: aed("20"), Expenses: aed("10")}
	const sum = "Cash: 300.00 | Card: 200.00 | Spa tips: 20.00 | Expenses: 10.00"
	tests := []struct{ notes, want string }{
		{"", sum},
		{"Paid partly by voucher", sum + "\nPaid partly by voucher"},
		// An older summary is replaced, not stacked.
		{"Cash: 1.00 | Card: 0.00 | Spa tips: 0.00 | Expenses: 0.00\nRegular guest", sum + "\nRegular guest"},
		{"Cash: 1.00 | Card: 0.00 | Spa tips: 0.00 | Expenses: 0.00", sum},
		// Text that only looks alike is the guest's own.
		{"Cash: paid at the door", sum + "\nCash: paid at the door"},
	}
	for _, tt := range tests {
		if got := dayspa.NotesWithSummary(p, tt.notes); got != tt.want {
			t.Errorf("NotesWithSummary(%q) = %q, want %q", tt.notes, got, tt.want)
		}
	}
}

func TestPercent(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want dayspa.Percent
		ok   bool
	}{
		{"40", 4000, true}, {"40.00", 4000, true}, {"12.5", 1250, true}, {"0", 0, true}, {"100", 10000, true},
		{"100.01", 0, false}, {"-1", 0, false}, {"40.001", 0, false}, {"forty", 0, false},
	} {
		got, err := dayspa.ParsePercent(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParsePercent(%q) = %d, %v", tt.in, got, err)
		}
	}
	b, _ := json.Marshal(dayspa.DefaultCommission)
	if string(b) != `"40.00"` {
		t.Errorf("marshal = %s", b)
	}
}

// parseInput decodes a JSON body as the handler does and parses it.
func parseInput(t *testing.T, body string) (dayspa.IncomeUpdate, error) {
	t.Helper()
	var in dayspa.IncomeInput
	if err := json.Unmarshal([]byte(body), &in); err != nil {
		t.Fatalf("decode %s: %v", body, err)
	}
	return in.Parse(dubai(t))
}

const validInvoice = `{"transactionDate":"2026-11-22","source":"Ph Snap","customerName":" Layla  Haddad ",
	"serviceName":"Massage","therapistName":"Aya","cashAmount":"300","visaAmount":200,"commissionAmount":"200.00",
	"spaTipShare":"20","therapistTipShare":"30","tipsCashAmount":"30","tipsCardAmount":"20","tipsVat":"5",
	"expensesAmount":"10","notes":"Regular guest","invoiceNumber":"INV-1732000000","totalAmount":"999",
	"commissionPercentage":"40"}`

func TestNewIncomeTransaction(t *testing.T) {
	t.Run("OK", func(t *testing.T) {
		u, err := parseInput(t, validInvoice)
		if err != nil {
			t.Fatal(err)
		}
		tx, err := dayspa.NewIncomeTransaction(u)
		if err != nil {
			t.Fatal(err)
		}
		checks := map[string][2]string{
			"customerName": {tx.CustomerName, "Layla Haddad"},
			"date":         {tx.TransactionDate.String(), "2026-11-22"},
			"total":        {tx.TotalAmount.String(), "530.00"}, // the client's 999 is ignored
			"tips":         {tx.TipsAmount.String(), "50.00"},
			"visaMarkup":   {tx.VisaMarkup.String(), "280.00"},
			"commission%":  {tx.CommissionPercentage.String(), "40.00"},
			"notes":        {tx.Notes, "Cash: 300.00 | Card: 200.00 | Spa tips: 20.00 | Expenses: 10.00\nRegular guest"},
		}
		for k, c := range checks {
			if c[0] != c[1] {
				t.Errorf("%s = %q, want %q", k, c[0], c[1])
			}
		}
	})
	t.Run("Defaults", func(t *testing.T) {
		// Missing and blank numbers count as 0; the rate defaults to 40.
		u, err := parseInput(t, `{"transactionDate":"2026-11-22T23:30:00Z","source":"Wgg","customerName":"G","serviceName":"Royal Package","therapistName":"Mia","cashAmount":""}`)
		if err != nil {
			t.Fatal(err)
		}
		tx, err := dayspa.NewIncomeTransaction(u)
		if err != nil {
			t.Fatal(err)
		}
		if tx.CommissionPercentage != dayspa.DefaultCommission || tx.TotalAmount != 0 || tx.CashAmount != 0 {
			t.Errorf("defaults: %+v", tx)
		}
		// 23:30 UTC is 03:30 the next day in Dubai.
		if tx.TransactionDate.String() != "2026-11-23" {
			t.Errorf("date = %s, want the Dubai day 2026-11-23", tx.TransactionDate)
		}
	})
	t.Run("ErrRequired", func(t *testing.T) {
		u, err := parseInput(t, `{}`)
		if err != nil {
			t.Fatal(err)
		}
		_, err = dayspa.NewIncomeTransaction(u)
		want := map[string]string{
			"transactionDate": dayspa.MsgIncomeDate,
			"source":          dayspa.MsgIncomeSource,
			"customerName":    dayspa.MsgIncomeCustomer,
			"serviceName":     dayspa.MsgIncomeService,
			"therapistName":   dayspa.MsgIncomeTherapist,
		}
		assertFields(t, err, want)
	})
	t.Run("ErrChoices", func(t *testing.T) {
		u, err := parseInput(t, `{"transactionDate":"2026-11-22","source":"{name}","customerName":"G","serviceName":"Facial","therapistName":"   "}`)
		if err != nil {
			t.Fatal(err)
		}
		_, err = dayspa.NewIncomeTransaction(u)
		assertFields(t, err, map[string]string{"source": dayspa.MsgIncomeSource, "serviceName": dayspa.MsgIncomeService, "therapistName": dayspa.MsgIncomeTherapist})
	})
	t.Run("ErrNumbers", func(t *testing.T) {
		_, err := parseInput(t, `{"cashAmount":"-1","visaAmount":"1.005","commissionAmount":"abc","tipsVat":1e3,
			"spaTipShare":"1000000.01","commissionPercentage":"101","transactionDate":"2026-02-30"}`)
		assertFields(t, err, map[string]string{
			"cashAmount": dayspa.MsgIncomeAmount, "visaAmount": dayspa.MsgIncomeAmount, "commissionAmount": dayspa.MsgIncomeAmount,
			"tipsVat": dayspa.MsgIncomeAmount, "spaTipShare": dayspa.MsgIncomeAmount,
			"commissionPercentage": dayspa.MsgIncomePercent, "transactionDate": dayspa.MsgIncomeDate,
		})
	})
	t.Run("ErrType", func(t *testing.T) {
		var in dayspa.IncomeInput
		err := json.Unmarshal([]byte(`{"cashAmount":{"x":1}}`), &in)
		var te *json.UnmarshalTypeError
		if err == nil || !strings.Contains(err.Error(), "cashAmount") {
			t.Errorf("object amount: %v (%T)", err, te)
		}
	})
}

func TestIncomeUpdateRecomputes(t *testing.T) {
	u, _ := parseInput(t, validInvoice)
	tx, err := dayspa.NewIncomeTransaction(u)
	if err != nil {
		t.Fatal(err)
	}
	// The edit dialog changes the card tips only: tips, and nothing else,
	// follow; the notes keep one summary.
	patch, err := parseInput(t, `{"tipsCardAmount":"45.50","visaAmount":"100","notes":"`+strings.ReplaceAll(tx.Notes, "\n", `\n`)+`"}`)
	if err != nil {
		t.Fatal(err)
	}
	patch.Apply(&tx)
	if err := tx.Validate(); err != nil {
		t.Fatal(err)
	}
	tx.Derive()
	if tx.TipsAmount.String() != "75.50" || tx.TotalAmount.String() != "430.00" || tx.VisaMarkup.String() != "140.00" {
		t.Errorf("after edit: tips %s total %s markup %s", tx.TipsAmount, tx.TotalAmount, tx.VisaMarkup)
	}
	if want := "Cash: 300.00 | Card: 100.00 | Spa tips: 20.00 | Expenses: 10.00\nRegular guest"; tx.Notes != want {
		t.Errorf("notes = %q, want %q", tx.Notes, want)
	}
}

func TestSummarize(t *testing.T) {
	d1 := dayspa.Date{Year: 2026, Month: 11, Day: 21}
	d2 := dayspa.Date{Year: 2026, Month: 11, Day: 22}
	g := func(d dayspa.Date, th string, n int, cash, card, comm, tips, thShare, spaShare, vat string) dayspa.IncomeGroup {
		return dayspa.IncomeGroup{Date: d, Therapist: th, IncomeFigures: dayspa.IncomeFigures{
			Count: n, Cash: aed(cash), Card: aed(card), Commission: aed(comm), Tips: aed(tips),
			TherapistTipShare: aed(thShare), SpaTipShare: aed(spaShare), TipsVat: aed(vat)}}
	}
	s := dayspa.Summarize(nil, nil, []dayspa.IncomeGroup{
		g(d1, "Mia", 1, "100", "0", "140", "10", "6", "4", "1"), // commission over cash: negative cash on hand that day
		g(d2, "Aya", 2, "300", "200", "200", "50", "30", "20", "5"),
		g(d2, "Mia", 1, "50", "50", "40", "0", "0", "0", "0"),
	})
	if len(s.Days) != 2 || s.Days[0].Date != d2 || s.Days[1].Date != d1 {
		t.Fatalf("days not newest first: %+v", s.Days)
	}
	day := s.Days[0]
	if day.Count != 3 || day.Cash.String() != "350.00" || day.DailyTotal.String() != "625.00" || day.CashOnHand.String() != "110.00" {
		t.Errorf("day 22: %+v", day)
	}
	if len(day.Therapists) != 2 || day.Therapists[0].Name != "Aya" || day.Therapists[0].Earnings.String() != "250.00" {
		t.Errorf("day 22 therapists: %+v", day.Therapists)
	}
	if s.Days[1].CashOnHand.String() != "-40.00" {
		t.Errorf("day 21 cash on hand = %s", s.Days[1].CashOnHand)
	}
	if len(s.Therapists) != 2 || s.Therapists[1].Name != "Mia" || s.Therapists[1].Count != 2 ||
		s.Therapists[1].Commission.String() != "180.00" || s.Therapists[1].Earnings.String() != "186.00" {
		t.Errorf("therapists: %+v", s.Therapists)
	}
	tot := s.Totals
	if tot.Count != 4 || tot.Cash.String() != "450.00" || tot.Commission.String() != "380.00" || tot.CashOnHand.String() != "70.00" ||
		tot.DailyTotal.String() != "730.00" || tot.Tips.String() != "60.00" {
		t.Errorf("totals: %+v", tot)
	}
	// The newest day only, the totals of both.
	byTherapist := []dayspa.IncomeGroup{
		{Therapist: "Aya", IncomeFigures: dayspa.IncomeFigures{Count: 2, Cash: aed("300"), Commission: aed("200")}},
		{Therapist: "Mia", IncomeFigures: dayspa.IncomeFigures{Count: 2, Cash: aed("150"), Commission: aed("180")}},
	}
	p := dayspa.SummarizePeriod(nil, nil, byTherapist, []dayspa.IncomeGroup{g(d2, "Aya", 2, "300", "200", "200", "50", "30", "20", "5")}, 2)
	if p.DayCount != 2 || len(p.Days) != 1 || p.Totals.Count != 4 || p.Totals.CashOnHand.String() != "70.00" || len(p.Therapists) != 2 {
		t.Errorf("period summary: %+v", p)
	}
	if s.DayCount != 2 {
		t.Errorf("dayCount = %d", s.DayCount)
	}
	b, err := json.Marshal(dayspa.Summarize(nil, nil, nil))
	if err != nil || !strings.Contains(string(b), `"days":[]`) || !strings.Contains(string(b), `"therapists":[]`) {
		t.Errorf("empty summary JSON: %s %v", b, err)
	}
}

func TestPDFUploadValidate(t *testing.T) {
	p := dayspa.PDFUpload{FileName: `C:\fakepath\nov "report".pdf`, ReportType: "weekly", ReportDate: dayspa.Date{Year: 2026, Month: 11, Day: 22}}
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	if p.FileName != "nov report.pdf" || p.OriginalName != "nov report.pdf" {
		t.Errorf("names: %q %q", p.FileName, p.OriginalName)
	}
	bad := dayspa.PDFUpload{ReportType: "yearly"}
	assertFields(t, bad.Validate(), map[string]string{"fileName": dayspa.MsgReportFileName, "reportType": dayspa.MsgReportType, "reportDate": dayspa.MsgReportDate})
}

func assertFields(t *testing.T, err error, want map[string]string) {
	t.Helper()
	if dayspa.ErrorCode(err) != dayspa.EINVALID {
		t.Fatalf("err = %v, want EINVALID", err)
	}
	got := dayspa.ErrorFields(err)
	for k, v := range want {
		if got[k] != v {
			t.Errorf("field %s = %q, want %q", k, got[k], v)
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("unexpected field %s: %q", k, got[k])
		}
	}
}
