package dayspa_test

import (
	"encoding/json"
	"testing"

	"github.com/dayspa/dayspa"
)

func TestNumber(t *testing.T) {
	tests := []struct {
		in       string
		text     string
		ok       bool // Text reads it
		isNumber bool
	}{
		{`450`, "450", true, true},
		{`450.5`, "450.5", true, true},
		{`0`, "0", true, true},
		{`-5`, "-5", true, true},
		{`1e3`, "1e3", true, true},
		{`"450.00"`, "450.00", true, true},
		{`" 12 "`, "12", true, true},
		{`"abc"`, "abc", true, false},
		{`""`, "", true, false},
		{`"null"`, "null", true, false},
		{`"01"`, "01", true, false},
		{`"\"1\""`, `"1"`, true, false},
		{`true`, "", false, false},
		{`{}`, "", false, false},
		{`[1]`, "", false, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			var r struct {
				N *dayspa.Number `json:"n"`
			}
			if err := json.Unmarshal([]byte(`{"n":`+tt.in+`}`), &r); err != nil || r.N == nil {
				t.Fatalf("decode: %v, %v", r.N, err)
			}
			text, ok := r.N.Text()
			if text != tt.text || ok != tt.ok || r.N.IsNumber() != tt.isNumber {
				t.Errorf("Text = %q, %v; IsNumber = %v; want %q, %v, %v", text, ok, r.N.IsNumber(), tt.text, tt.ok, tt.isNumber)
			}
		})
	}
	t.Run("NullIsNotSent", func(t *testing.T) {
		var r struct {
			N *dayspa.Number `json:"n"`
		}
		if err := json.Unmarshal([]byte(`{"n":null}`), &r); err != nil || r.N != nil {
			t.Errorf("null: %v, %v", r.N, err)
		}
	})
}
