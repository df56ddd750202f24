// Package report writes the income report of a period (the dashboard's
// Download Report, POST /api/admin/generate-report) as a self-contained printable HTML page, a PDF or a
// spreadsheet-friendly CSV. All three show the same figures: the period,
// its totals, a line per day (newest first) and a line per therapist.
//
// The figures come from dayspa.Summarize; this package only lays them out.
package report

import (
	"fmt"
	"time"

	"github.com/dayspa/dayspa"
)

// Income is the income report of a period.
type Income struct {
	// Business is the spa's name, at the head of the report.
	Business string
	// GeneratedAt is the moment of the report, shown in Location.
	GeneratedAt time.Time
	Location    *time.Location
	Summary     dayspa.IncomeSummary
}

// Formats a report can be written in: the domain's, which says which a
// request may ask for (dayspa.ReportRequest).
const (
	FormatHTML = dayspa.ReportHTML
	FormatPDF  = dayspa.ReportPDF
	FormatCSV  = dayspa.ReportCSV
)

// ContentType returns the media type of a format.
func ContentType(format string) string {
	switch format {
	case FormatPDF:
		return "application/pdf"
	case FormatCSV:
		return "text/csv; charset=utf-8"
	}
	return "text/html; charset=utf-8"
}

// FileName is the download's name: income-report-<start>-to-<end>.<ext>,
// "all" standing for a blank date (docs/product.md, "Reports").
func FileName(from, to *dayspa.Date, format string) string {
	return "income-report-" + dateOrAll(from) + "-to-" + dateOrAll(to) + "." + format
}

func dateOrAll(d *dayspa.Date) string {
	if d == nil {
		return "all"
	}
	return d.String()
}

// Period describes the report's dates for people: "1 Nov 2026 – 30 Nov
// 2026", "From 1 Nov 2026", "Up to 30 Nov 2026" or "All dates".
func (r Income) Period() string {
	from, to := r.Summary.From, r.Summary.To
	switch {
	case from != nil && to != nil:
		return longDate(*from) + " – " + longDate(*to)
	case from != nil:
		return "From " + longDate(*from)
	case to != nil:
		return "Up to " + longDate(*to)
	}
	return "All dates"
}

// Generated tells when the report was made, in the spa's zone.
func (r Income) Generated() string {
	loc := r.Location
	if loc == nil {
		loc = time.UTC
	}
	return r.GeneratedAt.In(loc).Format("2 Jan 2006 15:04") + " (" + loc.String() + ")"
}

func (r Income) title() string {
	if r.Business == "" {
		return "Income Report"
	}
	return r.Business + " — Income Report"
}

func longDate(d dayspa.Date) string {
	return time.Date(d.Year, d.Month, d.Day, 12, 0, 0, 0, time.UTC).Format("2 Jan 2006")
}

// dayLabel is a day of the daily table: "Sun 22 Nov 2026".
func dayLabel(d dayspa.Date) string {
	return time.Date(d.Year, d.Month, d.Day, 12, 0, 0, 0, time.UTC).Format("Mon 2 Jan 2006")
}

// aed writes an amount for people as every page does: "AED 1,234.50",
// "AED -40.00".
func aed(m dayspa.Money) string { return dayspa.FormatPrice(m, dayspa.English) }

// totalLine is one figure of the totals block.
type totalLine struct {
	Label    string
	Amount   dayspa.Money
	Negative bool // shown in red
}

// totals are the figures of the totals block, in order.
func (r Income) totals() []totalLine {
	t := r.Summary.Totals
	return []totalLine{
		{Label: "Total income", Amount: t.TotalAmount},
		{Label: "Cash", Amount: t.Cash},
		{Label: "Card", Amount: t.Card},
		{Label: "Card with markup (× 1.4)", Amount: t.CardWithMarkup},
		{Label: "Commission", Amount: t.Commission},
		{Label: "Tips", Amount: t.Tips},
		{Label: "Tips VAT", Amount: t.TipsVat},
		{Label: "Spa tip share", Amount: t.SpaTipShare},
		{Label: "Expenses", Amount: t.Expenses},
		{Label: "Cash on hand (cash − commission)", Amount: t.CashOnHand, Negative: t.CashOnHand < 0},
	}
}

// dayColumns and dayRow are the daily table, shared by the three formats.
var dayColumns = []string{"Date", "Invoices", "Cash", "Card", "Commission", "Tips", "Spa tip share", "Tips VAT", "Daily total"}

func dayRow(d dayspa.DaySummary) (label string, count int, amounts []dayspa.Money) {
	return dayLabel(d.Date), d.Count, []dayspa.Money{d.Cash, d.Card, d.Commission, d.Tips, d.SpaTipShare, d.TipsVat, d.DailyTotal}
}

var therapistColumns = []string{"Therapist", "Invoices", "Commission", "Tips", "Therapist tip share", "Earnings"}

func therapistRow(t dayspa.TherapistSummary) []dayspa.Money {
	return []dayspa.Money{t.Commission, t.Tips, t.TherapistTipShare, t.Earnings}
}

func countText(n int) string { return fmt.Sprintf("%d", n) }
