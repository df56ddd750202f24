package report_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"golang.org/x/text/unicode/norm"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/report"
)

func knownStatement(l dayspa.Language) report.Statement {
	nov := dayspa.Month{Year: 2026, Month: time.November}
	invoices := []dayspa.IncomeTransaction{
		{ID: 1, InvoiceNumber: 1526, TransactionDate: date("2026-11-03"), ServiceName: "Royal Package", TherapistName: "ليلى",
			CashAmount: money("1200.00"), VisaAmount: money("300.00"), CommissionPercentage: 4000, CommissionAmount: money("600.00"),
			TipsAmount: money("50.00"), TherapistTipShare: money("30.00")},
		{ID: 2, InvoiceNumber: 1530, TransactionDate: date("2026-11-22"), ServiceName: "Massage", TherapistName: "ليلى",
			CashAmount: money("350.00"), CommissionPercentage: 4500, CommissionAmount: money("157.50")},
	}
	var groups []dayspa.IncomeGroup
	for i := range invoices {
		groups = append(groups, dayspa.IncomeGroup{Date: invoices[i].TransactionDate, Therapist: "ليلى", IncomeFigures: dayspa.FiguresOf(&invoices[i])})
	}
	payouts := []dayspa.Payout{{ID: 1, TherapistID: 4, Month: nov, Date: date("2026-11-28"), Method: dayspa.PayoutBankTransfer,
		Amount: money("500.00"), Note: "First part"}}
	loc, _ := time.LoadLocation("Asia/Dubai")
	return report.Statement{Business: "Serenity Day Spa", GeneratedAt: time.Date(2026, 11, 29, 9, 0, 0, 0, loc), Location: loc,
		Language: l, Statement: dayspa.BuildPayStatement(4, "ليلى", nov, groups, invoices, payouts)}
}

// The statement's PDF holds its lines, totals and payouts, in English and
// in Arabic, as a reader extracts them.
func TestStatementPDF(t *testing.T) {
	for _, c := range []struct {
		lang dayspa.Language
		want []string
	}{
		{dayspa.English, []string{"Pay statement", "Therapist: ليلى", "November 2026", "Royal Package", "1526", "1,500.00",
			"40.00%", "600.00", "157.50", "Total due", "787.50", "Paid", "500.00", "Still due", "287.50", "Bank transfer", "First part"}},
		{dayspa.Arabic, []string{"كشف المستحقات", "ليلى", "نوفمبر 2026", "Royal Package", "1526", "1,500.00", "600.00",
			"إجمالي المستحق", "787.50", "المدفوع", "المتبقي المستحق", "287.50", "تحويل بنكي", "First part"}},
	} {
		var buf bytes.Buffer
		if err := report.StatementPDF(&buf, knownStatement(c.lang)); err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(buf.Bytes(), []byte("%PDF-")) {
			t.Fatalf("%s: not a PDF", c.lang)
		}
		// Presentation forms read as their letters, without poppler's
		// direction marks around right-to-left words.
		text := strings.Map(func(r rune) rune {
			if r >= 0x202A && r <= 0x202E || r == 0x200E || r == 0x200F {
				return -1
			}
			return r
		}, norm.NFKC.String(pdfText(t, buf.Bytes())))
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the PDF lacks %q:\n%s", c.lang, w, text)
			}
		}
	}
	if n := report.StatementFileName(knownStatement(dayspa.Arabic).Statement, dayspa.Arabic); n != "pay-statement-4-2026-11-ar.pdf" {
		t.Errorf("file name %q", n)
	}
}
