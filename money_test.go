package dayspa_test

import (
	"encoding/json"
	"testing"

	"github.com/dayspa/dayspa"
)

func TestParseMoney(t *testing.T) {
	tests := []struct {
		in   string
		want dayspa.Money
		ok   bool
	}{
		{"350", 35000, true},
		{"350.5", 35050, true},
		{"350.50", 35050, true},
		{"0.01", 1, true},
		{"0", 0, true},
		{" 12.30 ", 1230, true},
		{"350.505", 0, false},
		{"-1", 0, false},
		{"1e3", 0, false},
		{"", 0, false},
		{".5", 0, false},
		{"5.", 0, false},
		{"1,000", 0, false},
		{"99999999999999", 0, false},
	}
	for _, tt := range tests {
		got, err := dayspa.ParseMoney(tt.in)
		if (err == nil) != tt.ok || got != tt.want {
			t.Errorf("ParseMoney(%q) = %d, %v; want %d, ok=%v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func TestMoneyJSON(t *testing.T) {
	b, err := json.Marshal(struct{ P dayspa.Money }{dayspa.Money(28005)})
	if err != nil || string(b) != `{"P":"280.05"}` {
		t.Fatalf("marshal = %s, %v", b, err)
	}
	for _, in := range []string{`"280.05"`, `280.05`, `280.050`} {
		var m dayspa.Money
		err := json.Unmarshal([]byte(in), &m)
		if in == `280.050` {
			if err == nil {
				t.Errorf("Unmarshal(%s) accepted three decimals", in)
			}
			continue
		}
		if err != nil || m != 28005 {
			t.Errorf("Unmarshal(%s) = %d, %v", in, m, err)
		}
	}
	if got := dayspa.Money(-150).String(); got != "-1.50" {
		t.Errorf("negative String = %q", got)
	}
}
