package dayspa_test

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
)

var expenseToday = dayspa.Date{Year: 2026, Month: 11, Day: 29}

func expenseInput(t *testing.T, body string) dayspa.ExpenseInput {
	t.Helper()
	var in dayspa.ExpenseInput
	if err := json.Unmarshal([]byte(body), &in); err != nil {
		t.Fatalf("decode %s: %v", body, err)
	}
	return in
}

func TestNewExpense(t *testing.T) {
	in := expenseInput(t, `{"date":"2026-11-28","category":"  Hammam   supplies ","supplier":"Al Noor Trading",
		"amount":"105.50","vat":5.02,"paymentMethod":"bank_transfer","note":"Towels\r\nand oils "}`)
	e, err := dayspa.NewExpense(in, dubai(t), expenseToday)
	if err != nil {
		t.Fatal(err)
	}
	want := dayspa.Expense{Date: dayspa.Date{Year: 2026, Month: 11, Day: 28}, Category: "Hammam supplies",
		Supplier: "Al Noor Trading", Amount: 10550, VAT: 502, PaymentMethod: dayspa.PaidBankTransfer, Note: "Towels\nand oils"}
	if e != want {
		t.Errorf("got %+v, want %+v", e, want)
	}
}

func TestNewExpenseRefuses(t *testing.T) {
	long := strings.Repeat("a", 61)
	for _, c := range []struct{ name, body, field, code string }{
		{"nothing", `{}`, "date", "expense.date"},
		{"no category", `{"date":"2026-11-28","amount":"1","paymentMethod":"cash"}`, "category", "expense.category"},
		{"blank category", `{"date":"2026-11-28","category":"  ","amount":"1","paymentMethod":"cash"}`, "category", "expense.category"},
		{"long category", `{"date":"2026-11-28","category":"` + long + `","amount":"1","paymentMethod":"cash"}`, "category", "expense.category"},
		{"bad date", `{"date":"2026-02-30","category":"rent","amount":"1","paymentMethod":"cash"}`, "date", "expense.date"},
		{"old date", `{"date":"1990-01-01","category":"rent","amount":"1","paymentMethod":"cash"}`, "date", "date.outside_records"},
		{"zero amount", `{"date":"2026-11-28","category":"rent","amount":"0","paymentMethod":"cash"}`, "amount", "expense.amount"},
		{"three decimals", `{"date":"2026-11-28","category":"rent","amount":"1.005","paymentMethod":"cash"}`, "amount", "expense.amount"},
		{"negative", `{"date":"2026-11-28","category":"rent","amount":"-5","paymentMethod":"cash"}`, "amount", "expense.amount"},
		{"not a number", `{"date":"2026-11-28","category":"rent","amount":true,"paymentMethod":"cash"}`, "amount", "number.invalid"},
		{"too big", `{"date":"2026-11-28","category":"rent","amount":"1000000.01","paymentMethod":"cash"}`, "amount", "expense.amount"},
		{"vat above amount", `{"date":"2026-11-28","category":"rent","amount":"10","vat":"10.01","paymentMethod":"cash"}`, "vat", "expense.vat"},
		{"no method", `{"date":"2026-11-28","category":"rent","amount":"10"}`, "paymentMethod", "expense.payment_method"},
		{"bad method", `{"date":"2026-11-28","category":"rent","amount":"10","paymentMethod":"cheque"}`, "paymentMethod", "expense.payment_method"},
		{"hidden chars", `{"date":"2026-11-28","category":"rent","amount":"10","paymentMethod":"cash","supplier":"a\u202eb"}`, "supplier", "expense.supplier"},
		{"long note", `{"date":"2026-11-28","category":"rent","amount":"10","paymentMethod":"cash","note":"` + strings.Repeat("n", 2001) + `"}`, "note", "expense.note"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := dayspa.NewExpense(expenseInput(t, c.body), dubai(t), expenseToday)
			if dayspa.ErrorCode(err) != dayspa.EINVALID {
				t.Fatalf("err = %v, want EINVALID", err)
			}
			if got := dayspa.ErrorFieldMsgs(err)[c.field].Code; got != c.code {
				t.Errorf("field %s: code %q, want %q (all: %v)", c.field, got, c.code, dayspa.ErrorFieldMsgs(err))
			}
		})
	}
}

func TestExpenseApplyKeepsTheRest(t *testing.T) {
	e, err := dayspa.NewExpense(expenseInput(t, `{"date":"2026-11-28","category":"rent","amount":"100","vat":"5","paymentMethod":"cash"}`), dubai(t), expenseToday)
	if err != nil {
		t.Fatal(err)
	}
	// A VAT above the new amount refuses the edit and leaves e alone.
	if err := expenseInput(t, `{"amount":"4"}`).Apply(&e, dubai(t), expenseToday); dayspa.ErrorFieldMsgs(err)["vat"].Code != "expense.vat" {
		t.Fatalf("err = %v, want vat", err)
	}
	if e.Amount != 10000 {
		t.Errorf("amount = %s after a refused edit", e.Amount)
	}
	if err := expenseInput(t, `{"amount":"120","note":"March"}`).Apply(&e, dubai(t), expenseToday); err != nil {
		t.Fatal(err)
	}
	if e.Amount != 12000 || e.VAT != 500 || e.Category != "rent" || e.Note != "March" {
		t.Errorf("got %+v", e)
	}
}

func TestExpenseFilterQuery(t *testing.T) {
	f, err := dayspa.ExpenseFilterQuery(url.Values{"from": {"2026-11-01"}, "to": {"2026-11-30"}, "category": {" rent "}, "search": {"noor"}, "page": {"2"}, "limit": {"10"}}, expenseToday)
	if err != nil {
		t.Fatal(err)
	}
	if f.From.String() != "2026-11-01" || f.To.String() != "2026-11-30" || f.Category != "rent" || f.Search != "noor" || f.Offset != 10 || f.Limit != 10 {
		t.Errorf("got %+v", f)
	}
	_, err = dayspa.ExpenseFilterQuery(url.Values{"from": {"2026-11-30"}, "to": {"2026-11-01"}, "category": {strings.Repeat("c", 61)}}, expenseToday)
	fm := dayspa.ErrorFieldMsgs(err)
	if fm["to"].Code == "" || fm["category"].Code != "expense.filter_category" {
		t.Errorf("fields = %v", fm)
	}
}

func TestAddSpending(t *testing.T) {
	d1, d2 := dayspa.Date{Year: 2026, Month: 11, Day: 1}, dayspa.Date{Year: 2026, Month: 11, Day: 2}
	s := dayspa.Summarize(nil, nil, []dayspa.IncomeGroup{
		{Date: d1, Therapist: "Aya", IncomeFigures: dayspa.IncomeFigures{Count: 1, Cash: 100, Expenses: 7}},
		{Date: d2, Therapist: "Aya", IncomeFigures: dayspa.IncomeFigures{Count: 1, Cash: 200}},
	})
	s.AddSpending(5000, map[dayspa.Date]dayspa.Money{d1: 1500})
	if s.Totals.Spending != 5000 || s.Totals.Expenses != 7 {
		t.Errorf("totals: spending %s, expenses %s", s.Totals.Spending, s.Totals.Expenses)
	}
	for _, d := range s.Days {
		want := dayspa.Money(0)
		if d.Date == d1 {
			want = 1500
		}
		if d.Spending != want {
			t.Errorf("%s: spending %s, want %s", d.Date, d.Spending, want)
		}
	}
}
