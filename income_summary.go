package dayspa

import (
	"slices"
	"strings"
)

// The sums of a period's invoices: the dashboard's income cards, the
// Income tab's summary (totals, a card per day, a line per therapist) and
// the income report, whose form's rules are here too. The store adds the
// amounts up; the formulas that combine the sums are income.go's.

// IncomeStats are the dashboard's three income cards: the sums of
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

// PeriodTotals are the figures of a period with their cash on hand and
// daily total (CashOnHand, DailyTotal).
type PeriodTotals struct {
	IncomeFigures
	CashOnHand Money `json:"cashOnHand"` // cash − commission; may be negative
	DailyTotal Money `json:"dailyTotal"` // cash + card + spa tip share + tips VAT
	// Spending is the recorded expenses (expense.go) of the period or day,
	// beside its takings. It has nothing to do with IncomeFigures'
	// Expenses, the disposables charged on the invoices.
	Spending Money `json:"spending"`
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
// commission + tips (TherapistDayEarnings).
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

// AddSpending sets the summary's recorded spending: total over the whole
// period, and byDay for each day card. The spending does not depend on a
// therapist or source filter: it is the spa's, not an invoice's. A day
// with spending but no invoice has no card; the period's total holds it.
func (s *IncomeSummary) AddSpending(total Money, byDay map[Date]Money) {
	s.Totals.Spending = total
	for i := range s.Days {
		s.Days[i].Spending = byDay[s.Days[i].Date]
	}
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

// The formats the income report is written in.
const (
	ReportHTML = "html"
	ReportPDF  = "pdf"
	ReportCSV  = "csv"
)

// Messages of a period's dates, in the Income tab's filters and the
// report's form.
var (
	MsgDateFormat  = NewMsg("income.summary.date_format", "Must be a date as YYYY-MM-DD.")
	MsgPeriodOrder = NewMsg("income.summary.period_order", "The end date must not be before the start date.")
)

// CheckPeriod refuses, on field toField, a period whose end comes before
// its start. An open end (nil) is never out of order.
func CheckPeriod(f FieldErrors, toField string, from, to *Date) {
	if from != nil && to != nil && to.Before(*from) {
		f.Add(toField, MsgPeriodOrder)
	}
}

// ReportRequest is the Download Report form: the period's first and last
// day (blank leaves that end open), the report's type (income, the only
// one) and its format (html, the default, pdf or csv).
type ReportRequest struct {
	StartDate  string `json:"startDate"`
	EndDate    string `json:"endDate"`
	ReportType string `json:"reportType"`
	Format     string `json:"format"`
}

// IncomeReport is a report to write: its period, ends included (nil is
// open), and its format (ReportHTML, ReportPDF or ReportCSV).
type IncomeReport struct {
	From, To *Date
	Format   string
}

// Parse reads the form. Dates are "YYYY-MM-DD", or RFC 3339 date-times
// mapped to their day on the spa's clock, inside the record window; the
// format is read in any case.
func (r ReportRequest) Parse(c Clock) (IncomeReport, error) {
	f := FieldErrors{}
	date := func(field, v string) *Date {
		v = strings.TrimSpace(v)
		if v == "" {
			return nil
		}
		d, err := ParseCalendarDate(v, c.Location)
		if err != nil {
			f.Add(field, MsgDateFormat)
			return nil
		}
		if !CheckRecordDate(f, field, d, c.Today()) {
			return nil
		}
		return &d
	}
	rep := IncomeReport{From: date("startDate", r.StartDate), To: date("endDate", r.EndDate)}
	CheckPeriod(f, "endDate", rep.From, rep.To)
	if t := strings.TrimSpace(r.ReportType); t != "" && t != "income" {
		f.Add("reportType", MsgReportTypeIncome)
	}
	switch rep.Format = strings.ToLower(strings.TrimSpace(r.Format)); rep.Format {
	case "":
		rep.Format = ReportHTML
	case ReportHTML, ReportPDF, ReportCSV:
	default:
		f.Add("format", MsgReportFormat)
	}
	if err := f.Err(); err != nil {
		return IncomeReport{}, err
	}
	return rep, nil
}

// The messages of income summary's rules.
var (
	MsgReportTypeIncome = NewMsg("income.summary.report_type", "The only report type is income.")
	MsgReportFormat     = NewMsg("income.summary.format", "Format must be html, pdf or csv.")
)
