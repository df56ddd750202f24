package taxdoc

import (
	"testing"

	"github.com/dayspa/dayspa"
)

func TestFileName_IsTheNumberMadeSafe(t *testing.T) {
	for number, want := range map[string]string{
		"INV-000123":      "INV-000123.pdf",
		"SPA/2026/000124": "SPA-2026-000124.pdf",
		`"INV" 7`:         "-INV--7.pdf",
		"فاتورة-000001":   "-------000001.pdf",
		"../":             "document-5.pdf",
		"":                "document-5.pdf",
	} {
		d := &dayspa.TaxDocument{ID: 5, Number: number}
		if got := FileName(d, "pdf"); got != want {
			t.Errorf("FileName(%q) = %q, want %q", number, got, want)
		}
	}
}

func TestRateText_DropsTrailingZerosOnly(t *testing.T) {
	for in, want := range map[string]string{"5": "5 %", "5.00": "5 %", "12.5": "12.5 %", "7.25": "7.25 %", "10": "10 %", "0": "0 %", "100": "100 %"} {
		p, err := dayspa.ParsePercent(in)
		if err != nil {
			t.Fatal(err)
		}
		if got := rateText(p); got != want {
			t.Errorf("rateText(%s) = %q, want %q", in, got, want)
		}
	}
}
