package dayspa_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
)

// parseInput decodes a JSON body as the handler does and parses it.
func parseInput(t *testing.T, body string) (dayspa.IncomeUpdate, error) {
	t.Helper()
	var in dayspa.IncomeInput
	if err := json.Unmarshal([]byte(body), &in); err != nil {
		t.Fatalf("decode %s: %v", body, err)
	}
	return in.Parse(dubai(t))
}

const validInvoice = `{"transactionDate":"2026-11-22","source":"Ph Snap","customerName":" Layla  Haddad ",
	"serviceName":"Massage","therapistName":"Aya","cashAmount":"300","visaAmount":200,"commissionAmount":"200.00",
	"spaTipShare":"20","therapistTipShare":"30","tipsCashAmount":"30","tipsCardAmount":"20","tipsVat":"5",
	"expensesAmount":"10","notes":"Regular guest","invoiceNumber":"INV-1732000000","totalAmount":"999",
	"commissionPercentage":"40"}`

func TestNewIncomeTransaction(t *testing.T) {
	t.Run("OK", func(t *testing.T) {
		u, err := parseInput(t, validInvoice)
		if err != nil {
			t.Fatal(err)
		}
		tx, err := dayspa.NewIncomeTransaction(u)
		if err != nil {
			t.Fatal(err)
		}
		checks := map[string][2]string{
			"customerName": {tx.CustomerName, "Layla Haddad"},
			"date":         {tx.TransactionDate.String(), "2026-11-22"},
			"total":        {tx.TotalAmount.String(), "530.00"}, // the client's 999 is ignored
			"tips":         {tx.TipsAmount.String(), "50.00"},
			"visaMarkup":   {tx.VisaMarkup.String(), "280.00"},
			"commission%":  {tx.CommissionPercentage.String(), "40.00"},
			"notes":        {tx.Notes, "Cash: 300.00 | Card: 200.00 | Spa tips: 20.00 | Expenses: 10.00\nRegular guest"},
		}
		for k, c := range checks {
			if c[0] != c[1] {
				t.Errorf("%s = %q, want %q", k, c[0], c[1])
			}
		}
	})
	t.Run("Defaults", func(t *testing.T) {
		// Missing and blank numbers count as 0; the rate defaults to 40.
		u, err := parseInput(t, `{"transactionDate":"2026-11-22T23:30:00Z","source":"Wgg","customerName":"G","serviceName":"Royal Package","therapistName":"Mia","cashAmount":""}`)
		if err != nil {
			t.Fatal(err)
		}
		tx, err := dayspa.NewIncomeTransaction(u)
		if err != nil {
			t.Fatal(err)
		}
		if tx.CommissionPercentage != dayspa.DefaultCommission || tx.TotalAmount != 0 || tx.CashAmount != 0 {
			t.Errorf("defaults: %+v", tx)
		}
		// 23:30 UTC is 03:30 the next day in Dubai.
		if tx.TransactionDate.String() != "2026-11-23" {
			t.Errorf("date = %s, want the Dubai day 2026-11-23", tx.TransactionDate)
		}
	})
	t.Run("ErrRequired", func(t *testing.T) {
		u, err := parseInput(t, `{}`)
		if err != nil {
			t.Fatal(err)
		}
		_, err = dayspa.NewIncomeTransaction(u)
		want := map[string]string{
			"transactionDate": dayspa.MsgIncomeDate.Text,
			"source":          dayspa.MsgIncomeSource.Text,
			"customerName":    dayspa.MsgIncomeCustomer.Text,
			"serviceName":     dayspa.MsgIncomeService.Text,
			"therapistName":   dayspa.MsgIncomeTherapist.Text,
		}
		assertFields(t, err, want)
	})
	t.Run("ErrChoices", func(t *testing.T) {
		u, err := parseInput(t, `{"transactionDate":"2026-11-22","source":"{name}","customerName":"G","serviceName":"Facial","therapistName":"   "}`)
		if err != nil {
			t.Fatal(err)
		}
		_, err = dayspa.NewIncomeTransaction(u)
		assertFields(t, err, map[string]string{"source": dayspa.MsgIncomeSource.Text, "serviceName": dayspa.MsgIncomeService.Text, "therapistName": dayspa.MsgIncomeTherapist.Text})
	})
	t.Run("ErrNumbers", func(t *testing.T) {
		_, err := parseInput(t, `{"cashAmount":"-1","visaAmount":"1.005","commissionAmount":"abc","tipsVat":1e3,
			"spaTipShare":"1000000.01","commissionPercentage":"101","transactionDate":"2026-02-30"}`)
		assertFields(t, err, map[string]string{
			"cashAmount": dayspa.MsgIncomeAmount.Text, "visaAmount": dayspa.MsgIncomeAmount.Text, "commissionAmount": dayspa.MsgIncomeAmount.Text,
			"tipsVat": dayspa.MsgIncomeAmount.Text, "spaTipShare": dayspa.MsgIncomeAmount.Text,
			"commissionPercentage": dayspa.MsgIncomePercent.Text, "transactionDate": dayspa.MsgIncomeDate.Text,
		})
	})
	t.Run("ErrType", func(t *testing.T) {
		// An object, a list or a boolean is no number.
		_, err := parseInput(t, `{"cashAmount":{"x":1},"tipsVat":[1],"commissionPercentage":true}`)
		assertFields(t, err, map[string]string{
			"cashAmount": dayspa.MsgNumber.Text, "tipsVat": dayspa.MsgNumber.Text, "commissionPercentage": dayspa.MsgNumber.Text})
	})
	t.Run("NewHasEveryMessage", func(t *testing.T) {
		// The values that cannot be read and the rules' messages at once.
		var in dayspa.IncomeInput
		if err := json.Unmarshal([]byte(`{"cashAmount":"abc","source":"Nowhere"}`), &in); err != nil {
			t.Fatal(err)
		}
		_, err := in.New(dubai(t))
		assertFields(t, err, map[string]string{
			"cashAmount": dayspa.MsgIncomeAmount.Text, "source": dayspa.MsgIncomeSource.Text, "transactionDate": dayspa.MsgIncomeDate.Text,
			"customerName": dayspa.MsgIncomeCustomer.Text, "serviceName": dayspa.MsgIncomeService.Text, "therapistName": dayspa.MsgIncomeTherapist.Text,
		})
	})
}

func TestIncomeUpdateRecomputes(t *testing.T) {
	u, _ := parseInput(t, validInvoice)
	tx, err := dayspa.NewIncomeTransaction(u)
	if err != nil {
		t.Fatal(err)
	}
	// The edit dialog changes the card tips only: tips, and nothing else,
	// follow; the notes keep one summary.
	patch, err := parseInput(t, `{"tipsCardAmount":"45.50","visaAmount":"100","notes":"`+strings.ReplaceAll(tx.Notes, "\n", `\n`)+`"}`)
	if err != nil {
		t.Fatal(err)
	}
	if err := tx.Revise(patch); err != nil {
		t.Fatal(err)
	}
	if tx.TipsAmount.String() != "75.50" || tx.TotalAmount.String() != "430.00" || tx.VisaMarkup.String() != "140.00" {
		t.Errorf("after edit: tips %s total %s markup %s", tx.TipsAmount, tx.TotalAmount, tx.VisaMarkup)
	}
	if want := "Cash: 300.00 | Card: 100.00 | Spa tips: 20.00 | Expenses: 10.00\nRegular guest"; tx.Notes != want {
		t.Errorf("notes = %q, want %q", tx.Notes, want)
	}
}

func TestReviseLeavesARefusedInvoiceAlone(t *testing.T) {
	u, _ := parseInput(t, validInvoice)
	tx, err := dayspa.NewIncomeTransaction(u)
	if err != nil {
		t.Fatal(err)
	}
	before := tx
	blank, cash := "", aed("1.00")
	err = tx.Revise(dayspa.IncomeUpdate{CustomerName: &blank, CashAmount: &cash})
	assertFields(t, err, map[string]string{"customerName": dayspa.MsgIncomeCustomer.Text})
	if tx != before {
		t.Errorf("a refused revision changed the invoice: %+v", tx)
	}
}
