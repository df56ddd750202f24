package dayspa

import (
	"strings"
	"testing"
)

// TestInvoiceChanged: an edit changes the invoice when it changes what the
// guest bought or paid or whose names it carries; the day, notes, source,
// commission and tip shares are the record's own.
func TestInvoiceChanged(t *testing.T) {
	base := IncomeTransaction{CustomerName: "Layla", ServiceName: "Massage", TherapistName: "Aya",
		CashAmount: AED(300), VisaAmount: AED(200), TipsCardAmount: AED(20), TherapistTipShare: AED(12), SpaTipShare: AED(8)}
	for name, edit := range map[string]func(*IncomeTransaction){
		"cash": func(r *IncomeTransaction) { r.CashAmount = AED(250) }, "card": func(r *IncomeTransaction) { r.VisaAmount = 0 },
		"service": func(r *IncomeTransaction) { r.ServiceName = "Facial" }, "tips": func(r *IncomeTransaction) { r.TipsCashAmount = AED(5) },
		"guest": func(r *IncomeTransaction) { r.CustomerName = "Mona" }, "therapist": func(r *IncomeTransaction) { r.TherapistName = "Sara" },
		"cash and card swapped": func(r *IncomeTransaction) { r.CashAmount, r.VisaAmount = r.VisaAmount, r.CashAmount },
	} {
		next := base
		edit(&next)
		if !InvoiceChanged(&base, &next) {
			t.Errorf("%s: the invoice is unchanged", name)
		}
	}
	for name, edit := range map[string]func(*IncomeTransaction){
		"notes": func(r *IncomeTransaction) { r.Notes = "Regular" }, "source": func(r *IncomeTransaction) { r.Source = "Moh" },
		"commission": func(r *IncomeTransaction) { r.CommissionAmount = AED(90) },
		"shares":     func(r *IncomeTransaction) { r.TherapistTipShare, r.SpaTipShare = AED(10), AED(10) },
		"day":        func(r *IncomeTransaction) { r.TransactionDate = Date{Year: 2026, Month: 11, Day: 2} },
	} {
		next := base
		edit(&next)
		if InvoiceChanged(&base, &next) {
			t.Errorf("%s: the invoice changed", name)
		}
	}
}

// TestCorrectionReason: a correction that issues documents needs a reason
// of one line that shows, of at most 500 characters, cleaned as every
// one-line field is: its runs of spaces and line breaks made one space.
func TestCorrectionReason(t *testing.T) {
	for _, bad := range []string{"", "   ", "\u200b", "bell\a", strings.Repeat("a", 501)} {
		c := IncomeCorrection{Reason: bad}
		if f := fields(c.CheckReason()); f["reason"].Code != "credit.reason" {
			t.Errorf("reason %q: %v", bad, f)
		}
	}
	c := IncomeCorrection{Reason: "  Wrong \n  amount  "}
	if err := c.CheckReason(); err != nil || c.Reason != "Wrong amount" {
		t.Errorf("a good reason: %q, %v", c.Reason, err)
	}
}
