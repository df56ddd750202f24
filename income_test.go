package dayspa_test

import (
	"encoding/json"
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
	// Service cash + service card + spa tip share + expenses;
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
