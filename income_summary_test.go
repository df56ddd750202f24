package dayspa_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
)

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

func TestReportRequest(t *testing.T) {
	clock := rulesAt(t, "2026-11-22 08:00").Clock
	rep, err := dayspa.ReportRequest{StartDate: "2026-11-01", EndDate: "2026-11-30T21:00:00Z", Format: " PDF "}.Parse(clock)
	if err != nil {
		t.Fatal(err)
	}
	// 21:00 UTC is 01:00 the next day in Dubai.
	if rep.From.String() != "2026-11-01" || rep.To.String() != "2026-12-01" || rep.Format != dayspa.ReportPDF {
		t.Errorf("report = %v %v %q", rep.From, rep.To, rep.Format)
	}
	rep, err = dayspa.ReportRequest{}.Parse(clock)
	if err != nil || rep.From != nil || rep.To != nil || rep.Format != dayspa.ReportHTML {
		t.Errorf("open period: %+v, %v", rep, err)
	}
	_, err = dayspa.ReportRequest{StartDate: "2026-11-30", EndDate: "2026-11-01", ReportType: "expenses", Format: "xls"}.Parse(clock)
	assertFields(t, err, map[string]string{"endDate": dayspa.MsgPeriodOrder.Text, "reportType": "The only report type is income.",
		"format": "Format must be html, pdf or csv."})
	_, err = dayspa.ReportRequest{StartDate: "30/11/2026"}.Parse(clock)
	assertFields(t, err, map[string]string{"startDate": dayspa.MsgDateFormat.Text})
	// Inside the record window: 2000-01-01 to five years after today.
	_, err = dayspa.ReportRequest{StartDate: "1999-12-31", EndDate: "9999-12-31"}.Parse(clock)
	window := dayspa.MsgRecordDate(clock.Today())
	assertFields(t, err, map[string]string{"startDate": window, "endDate": window})
	if _, err = (dayspa.ReportRequest{StartDate: "2000-01-01", EndDate: "2031-11-22"}).Parse(clock); err != nil {
		t.Errorf("the window's ends: %v", err)
	}
}
